/**
 * The cheese detail modal: image, name, origin, type, milk, ageing, description and the app prompt;
 * and the same modal for a cheese named by id (`/?cheese=<id>`, where a search result leads).
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Cheese } from '@/domain/types';
import { CHEESE_MODAL_PROMPT } from '@/domain/messages/landing';
import { loadLive, usePublicImage as useImageUrl } from '@/data/public';
import { Modal } from '@/ui/Modal';
import { SmartImage } from '@/ui/SmartImage';

export function CheeseModal({ cheese, onClose }: { cheese: Cheese | null; onClose: () => void }) {
  const src = useImageUrl(cheese?.image_url ?? null);
  const origin = cheese ? [cheese.origin_region, cheese.origin_country].filter(Boolean).join(', ') : '';
  return (
    <Modal open={cheese !== null} onClose={onClose} labelledBy="cheese-modal-title" className="cheese-modal">
      {cheese && (
        <>
          <SmartImage src={src ?? cheese.image_url} alt={cheese.name} width={640} height={400} slot="cheese-modal" placeholder={cheese.image_placeholder} className="cheese-modal-image" priority />
          <div className="cheese-modal-body">
            <h2 id="cheese-modal-title">{cheese.name}</h2>
            <dl className="cheese-facts">
              <div><dt>Origin</dt><dd>{origin}</dd></div>
              <div><dt>Type</dt><dd>{cheese.type}</dd></div>
              <div><dt>Milk</dt><dd>{cheese.milk}</dd></div>
              <div><dt>Ageing</dt><dd>{cheese.ageing_period || 'Not specified'}</dd></div>
            </dl>
            <p className="cheese-description">{cheese.description}</p>
            <div className="cheese-modal-cta">
              <p>{CHEESE_MODAL_PROMPT}</p>
              <a className="btn btn-primary" href="#app" onClick={onClose}>
                Download the App
              </a>
            </div>
          </div>
        </>
      )}
    </Modal>
  );
}

/**
 * The modal of the cheese `id` (the page's `?cheese=`): one of `shown`, else read from the device or
 * the server (nothing shows when unknown). Closing it drops the parameter.
 */
export function CheeseByIdModal({ id, shown }: { id: string; shown: readonly Cheese[] }) {
  const [, setParams] = useSearchParams();
  const onClose = () => setParams((p) => (p.delete('cheese'), p), { replace: true, preventScrollReset: true });
  const [cheese, setCheese] = useState<Cheese | null>(() => shown.find((c) => c.id === id) ?? null);
  useEffect(() => {
    if (cheese?.id === id) return;
    let live = true;
    loadLive()
      .then((m) => m.cheeseById(id))
      .then(
        (found) => live && setCheese(found),
        (e: unknown) => console.warn('The cheese could not be read', e),
      );
    return () => {
      live = false;
    };
  }, [id, cheese]);
  return <CheeseModal cheese={cheese?.id === id ? cheese : null} onClose={onClose} />;
}
