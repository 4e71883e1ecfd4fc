/**
 * The landing page (/): hero, Popular Cheeses, Cheesy Stuff, app, update + newsletter, contact, footer.
 * Rendered from its loader's data (4 random cheeses, 9 feed entries), on the server and in the browser.
 */
import { Suspense, useEffect, useMemo } from 'react';
import { data, useLoaderData, useLocation, useNavigationType, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { pageSourceOf, type LandingData } from '@/data/public';
import { usePageMeta } from '@/ui/head/use-page-meta';
import { PublicLayout } from '@/ui/site/PublicLayout';
import { CheesyStuff } from './CheesyStuff';
import { Hero } from './Hero';
import { BigUpdate } from './BigUpdate';
import { landingMeta } from './meta';
import { lazyNearViewport } from './near-viewport';
import { PopularCheeses } from './PopularCheeses';
import './landing.css';

/** The route's loader (loaded with the page): 4 random cheeses and 9 feed entries; a failed read 503 (never cached). */
export async function loader({ context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>) {
  const d = await (await pageSourceOf(context)).landing();
  return data(d, { status: d.error ? 503 : 200 });
}

// Below the fold, no inputs, only links: the server renders it, and its code loads when a reader
// scrolls towards it (until then the server's HTML stays, unhydrated and working). Offline, with the
// chunk not cached, the import waits for the network instead of failing the whole page.
const AppDownload = lazyNearViewport('app', () => import('./AppDownload').then((m) => m.AppDownload));

// The last section, a form: the same, its fields uncontrolled so text typed before its code arrives is kept.
const ContactSection = lazyNearViewport('contact', () => import('./ContactSection').then((m) => m.ContactSection));

export default function LandingPage() {
  const auth = useAuth();
  const { hash } = useLocation();
  const navigationType = useNavigationType();
  const data = useLoaderData() as LandingData;
  usePageMeta(landingMeta());

  // Arriving from another page via /#section: scroll there once the section exists (the sections
  // below the fold may still be loading after a client-side navigation). Not on Back/Forward (or a
  // first load: the browser goes to the anchor itself): the position the reader left is restored.
  useEffect(() => {
    if (!hash || navigationType === 'POP') return;
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const el = document.getElementById(id);
      if (el) el.scrollIntoView();
      else if (tries++ < 300) frame = window.requestAnimationFrame(attempt);
    };
    frame = window.requestAnimationFrame(attempt);
    return () => window.cancelAnimationFrame(frame);
  }, [hash, navigationType]);

  // The element is memoised so that a re-render (auth state…) never reaches the boundary before it has
  // hydrated: React would replace the server's HTML with the (empty) fallback until the code loads.
  const appDownload = useMemo(
    () => (
      <Suspense fallback={null}>
        <AppDownload />
      </Suspense>
    ),
    [],
  );
  const contact = useMemo(
    () => (
      <Suspense fallback={null}>
        <ContactSection />
      </Suspense>
    ),
    [],
  );

  return (
    <PublicLayout onLanding auth={auth} mainClassName="landing">
      <Hero />
      <PopularCheeses initial={data.cheeses} />
      <CheesyStuff initial={data.feed} error={data.error} />
      {appDownload}
      {/* The newsletter form hydrates with the page: it answers (offline too) as soon as the page does. */}
      <BigUpdate />
      {contact}
    </PublicLayout>
  );
}
