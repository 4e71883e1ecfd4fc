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
  const swiped = useRef(false);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.clientX;
    swiped.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    // Once the gesture is clearly horizontal, keep receiving it even outside the viewport.
    if (swipeStart.current !== null && Math.abs(event.clientX - swipeStart.current) >= SWIPE_THRESHOLD_PX / 2) {
      if (!event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.setPointerCapture(event.pointerId);
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) swiped.current = true;
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
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        // A mouse drag over a card would start the browser's own link/image drag and cancel the swipe.
        onDragStart={(event) => event.preventDefault()}
        // A swipe that ends over a card is not a click on it.
        onClickCapture={(event) => {
          if (swiped.current) {
            event.preventDefault();
            event.stopPropagation();
            swiped.current = false;
          }
        }}
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
