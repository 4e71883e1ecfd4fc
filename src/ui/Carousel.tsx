/**
 * A paged carousel: 3/2/1 slides per view by width, previous and next buttons that disable at the
 * ends, arrow keys when the carousel has focus, and horizontal swipe (pointer events; see ./swipe).
 * Slides outside the view are `inert`, so keyboard users never tab into hidden cards. The buttons stay
 * disabled in the server's HTML until the carousel has hydrated (a press before that would do nothing).
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from './icons';
import { useCardsPerView } from './use-cards-per-view';
import { useHydrated } from './use-hydrated';
import { useSwipe } from './use-swipe';

export interface CarouselProps {
  label: string;
  items: ReactNode[];
  previousLabel?: string;
  nextLabel?: string;
}

export function Carousel({ label, items, previousLabel = 'Previous', nextLabel = 'Next' }: CarouselProps) {
  const perView = useCardsPerView();
  const hydrated = useHydrated();
  const [rawIndex, setIndex] = useState(0);
  const maxIndex = Math.max(0, items.length - perView);
  const index = Math.min(rawIndex, maxIndex);

  // Relative to the latest index, so inputs that arrive before a re-render (key repeat, a swipe
  // right after a click) each count.
  const step = (delta: number) => setIndex((raw) => Math.max(0, Math.min(maxIndex, Math.min(raw, maxIndex) + delta)));
  const atStart = !hydrated || index <= 0;
  const atEnd = !hydrated || index >= maxIndex;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  };
  const swipe = useSwipe((direction) => step(direction === 'next' ? 1 : -1));
  // The track moves through the CSSOM, not a style attribute: server-rendered HTML carries no inline
  // styles (the CSP allows none); slide widths follow data-per-view in CSS.
  const trackRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (trackRef.current) trackRef.current.style.transform = `translateX(-${(index * 100) / perView}%)`;
  }, [index, perView]);

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
        <button type="button" className="icon-btn" aria-label={previousLabel} disabled={atStart} onClick={() => step(-1)}>
          <ChevronLeft size={22} aria-hidden="true" />
        </button>
        <button type="button" className="icon-btn" aria-label={nextLabel} disabled={atEnd} onClick={() => step(1)}>
          <ChevronRight size={22} aria-hidden="true" />
        </button>
      </div>
      <div
        className="carousel-viewport"
        {...swipe}
      >
        <div className="carousel-track" ref={trackRef}>
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
