/** Cards per view for the current window width: 3 from 1024 px, 2 from 768 px, else 1. */
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, COLUMNS } from '@/domain/constants';

const WIDE = `(min-width: ${BREAKPOINTS.tablet}px)`;
const TABLET = `(min-width: ${BREAKPOINTS.phone}px)`;

/** Cards per view for a viewport width in CSS pixels. */
export function cardsPerViewForWidth(width: number): number {
  if (width >= BREAKPOINTS.tablet) return COLUMNS.wide;
  if (width >= BREAKPOINTS.phone) return COLUMNS.tablet;
  return COLUMNS.phone;
}

function subscribe(onChange: () => void): () => void {
  const queries = [window.matchMedia(WIDE), window.matchMedia(TABLET)];
  queries.forEach((q) => q.addEventListener('change', onChange));
  return () => queries.forEach((q) => q.removeEventListener('change', onChange));
}

function snapshot(): number {
  if (window.matchMedia(WIDE).matches) return COLUMNS.wide;
  if (window.matchMedia(TABLET).matches) return COLUMNS.tablet;
  return COLUMNS.phone;
}

export function useCardsPerView(): number {
  return useSyncExternalStore(subscribe, snapshot, () => COLUMNS.wide);
}
