/**
 * A paged carousel: 3/2/1 slides per view by width, previous and next buttons that disable at the
 * ends, arrow keys when the carousel has focus, and horizontal swipe (pointer events). Slides outside
 * the view are `inert`, so keyboard users never tab into hidden cards.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useCardsPerView } from './useCardsPerView';

const SWIPE_THRESHOLD_PX = 40;

export interface CarouselProps {
  label: string;
  items: ReactNode[];
  previousLabel?: string;
  nextLabel?: string;
}

export function Carousel({ label, items, previousLabel = 'Previous', nextLabel = 'Next' }: CarouselProps) {
  const perView = useCardsPerView();
  const [rawIndex, setIndex] = useState(0);
  const maxIndex = Math.max(0, items.length - perView);
  const index = Math.min(rawIndex, maxIndex);
  const swipeStart = useRef<number | null>(null);

  const go = (next: number) => setIndex(Math.max(0, Math.min(maxIndex, next)));
  const atStart = index <= 0;
  const atEnd = index >= maxIndex;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (dx <= -SWIPE_THRESHOLD_PX) go(index + 1);
    else if (dx >= SWIPE_THRESHOLD_PX) go(index - 1);
  };

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-per-view={perView}
    >
      <div className="carousel-controls">
        <button type="button" className="icon-btn" aria-label={previousLabel} disabled={atStart} onClick={() => go(index - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="icon-btn" aria-label={nextLabel} disabled={atEnd} onClick={() => go(index + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div
        className="carousel-viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div
          className="carousel-track"
          style={{ transform: `translateX(-${(index * 100) / perView}%)`, ['--per-view' as string]: perView }}
        >
          {items.map((item, i) => {
            const visible = i >= index && i < index + perView;
            return (
              <div
                key={i}
                className="carousel-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${items.length}`}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
              >
                {item}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
