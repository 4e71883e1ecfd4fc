/**
 * Big Update Coming Soon (#update): four feature tiles, the 500+ cheeses teaser and the newsletter form.
 * The form hydrates with the page (it answers, offline too, as soon as the page does); the tiles are
 * an island whose code comes when a reader scrolls near (until then the server's HTML stays).
 */
import { Suspense, useMemo } from 'react';
import { NewsletterForm } from './NewsletterForm';
import { lazyNearViewport } from './near-viewport';

const UpdateTiles = lazyNearViewport('update', () => import('./UpdateTiles').then((m) => m.UpdateTiles));

export function BigUpdate() {
  // Memoised: a re-render must not reach the boundary before it hydrates (see LandingPage).
  const tiles = useMemo(
    () => (
      <Suspense fallback={null}>
        <UpdateTiles />
      </Suspense>
    ),
    [],
  );
  return (
    <section id="update" className="section section-update" aria-labelledby="update-title">
      <div className="container">
        <p className="update-kicker">Cheezopedia 2.0</p>
        <h2 id="update-title" className="section-title">Big Update Coming Soon</h2>
        <p className="section-lead">
          Our biggest update yet is almost ready, with over 500 new cheeses to discover and a whole new way to pair
          and track them.
        </p>
        {tiles}
        <div className="newsletter-box">
          <h3>Be the first to know</h3>
          <p>Join the mailing list and we&apos;ll tell you the moment 2.0 lands.</p>
          <NewsletterForm />
        </div>
      </div>
    </section>
  );
}
