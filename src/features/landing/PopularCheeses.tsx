/**
 * Popular Cheeses (#types): 4 random cheeses as cards; a card opens the cheese modal. `/?cheese=<id>`
 * (where a search result leads) opens that cheese's modal; closing it drops the parameter.
 */
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Cheese } from '@/domain/types';
import { useLiveCheeses, usePublicImage } from '@/data/public';
import { lazyWhenOnline } from '@/ui/import-when-online';
import { SmartImage } from '@/ui/SmartImage';

// The modal's code loads when a cheese is first opened.
const CheeseModal = lazyWhenOnline(() => import('./CheeseModal').then((m) => m.CheeseModal));
const CheeseByIdModal = lazyWhenOnline(() => import('./CheeseModal').then((m) => m.CheeseByIdModal));

function CheeseCard({ cheese, onOpen }: { cheese: Cheese; onOpen: () => void }) {
  const src = usePublicImage(cheese.image_url);
  return (
    <li>
      <button type="button" className="cheese-card" onClick={onOpen} aria-haspopup="dialog">
        <SmartImage src={src ?? cheese.image_url} alt="" width={480} height={360} slot="cheese-card" placeholder={cheese.image_placeholder} className="cheese-card-image" />
        <span className="cheese-card-body">
          <span className="cheese-card-name">{cheese.name}</span>
          <span className="cheese-card-meta">
            {cheese.origin_country} · {cheese.type}
          </span>
        </span>
      </button>
    </li>
  );
}

/** `initial`: the cheeses the page was loaded with (sampled by the server); kept live afterwards. */
export function PopularCheeses({ initial }: { initial: Cheese[] }) {
  const cheeses = useLiveCheeses(initial);
  const [selected, setSelected] = useState<Cheese | null>(null);
  const [modalUsed, setModalUsed] = useState(false);
  const wanted = useSearchParams()[0].get('cheese');
  return (
    <section id="types" className="section section-cheeses" aria-labelledby="types-title">
      <div className="container">
        <h2 id="types-title" className="section-title">Popular Cheeses</h2>
        <p className="section-lead">A taste of the cheeses waiting in the app. Tap a cheese to learn more.</p>
        {cheeses.length === 0 ? (
          <p className="empty-text">No cheeses to show right now.</p>
        ) : (
          <ul className="cheese-grid">
            {cheeses.map((c) => (
              <CheeseCard key={c.id} cheese={c} onOpen={() => {
                  setModalUsed(true);
                  setSelected(c);
                }} />
            ))}
          </ul>
        )}
      </div>
      {wanted && !selected && (
        <Suspense fallback={null}>
          <CheeseByIdModal id={wanted} shown={cheeses} />
        </Suspense>
      )}
      {modalUsed && (
        <Suspense fallback={null}>
          <CheeseModal cheese={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </section>
  );
}
