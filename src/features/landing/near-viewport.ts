import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWhenOnline } from '@/ui/import-when-online';

/**
 * Resolves once the element with this id comes near the viewport — at once when there is no such
 * element yet (a client-side render), no DOM (the server) or no IntersectionObserver. A lazy section
 * waiting on it keeps the server's HTML (links work without scripts) and fetches its code only when
 * a reader scrolls towards it, not during a visitor's first seconds on a slow link.
 */
export function nearViewport(id: string, margin = '600px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}

/**
 * A section below the fold as an island: the server renders it, and its code (`load`) is fetched
 * when a reader scrolls near the element `id` — offline, when the network returns.
 */
export function lazyNearViewport<P extends object>(id: string, load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazyWhenOnline(() => nearViewport(id).then(load));
}
