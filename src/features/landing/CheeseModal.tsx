/** The cheese detail modal: image, name, origin, type, milk, ageing, description and the app prompt. */
import type { Cheese } from '@/domain/types';
import { CHEESE_MODAL_PROMPT } from '@/domain/messages/landing';
import { usePublicImage as useImageUrl } from '@/data/public';
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
