/** Popular Cheeses (#types): 4 random cheeses as cards; a card opens the cheese modal. */
import { useState } from 'react';
import type { Cheese } from '@/domain/types';
import { RANDOM_CHEESE_COUNT } from '@/domain/constants';
import { LOADING_CHEESES } from '@/domain/messages';
import { useImageUrl, useRandomCheeses } from '@/data';
import { LoadingScreen } from '@/ui/Spinner';
import { SmartImage } from '@/ui/SmartImage';
import { CheeseModal } from './CheeseModal';

function CheeseCard({ cheese, onOpen }: { cheese: Cheese; onOpen: () => void }) {
  const src = useImageUrl(cheese.image_url);
  return (
    <li>
      <button type="button" className="cheese-card" onClick={onOpen} aria-haspopup="dialog">
        <SmartImage src={src ?? cheese.image_url} alt="" width={480} height={360} className="cheese-card-image" />
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

export function PopularCheeses() {
  const { data, loading } = useRandomCheeses(RANDOM_CHEESE_COUNT);
  const [selected, setSelected] = useState<Cheese | null>(null);
  const cheeses = data ?? [];
  return (
    <section id="types" className="section section-cheeses" aria-labelledby="types-title">
      <div className="container">
        <h2 id="types-title" className="section-title">Popular Cheeses</h2>
        <p className="section-lead">A taste of the cheeses waiting in the app. Tap a cheese to learn more.</p>
        {loading && cheeses.length === 0 ? (
          <LoadingScreen message={LOADING_CHEESES} inline />
        ) : cheeses.length === 0 ? (
          <p className="empty-text">No cheeses to show right now.</p>
        ) : (
          <ul className="cheese-grid">
            {cheeses.map((c) => (
              <CheeseCard key={c.id} cheese={c} onOpen={() => setSelected(c)} />
            ))}
          </ul>
        )}
      </div>
      <CheeseModal cheese={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
