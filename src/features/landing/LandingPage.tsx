/**
 * The landing page (/): hero, Popular Cheeses, Cheesy Stuff, app, update + newsletter, contact, footer.
 * Rendered from its loader's data (4 random cheeses, 9 feed entries), on the server and in the browser.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { useAuth } from '@/data/auth/auth-context';
import type { LandingData } from '@/data/public';
import { usePageMeta } from '@/ui/head/usePageMeta';
import { PublicLayout } from '@/ui/site/PublicLayout';
import { AppDownload } from './AppDownload';
import { CheesyStuff } from './CheesyStuff';
import { Hero } from './Hero';
import { landingMeta } from './meta';
import { PopularCheeses } from './PopularCheeses';
import './landing.css';

// Below the fold, with forms: their code loads while the page hydrates (the server renders them all).
const BigUpdate = lazy(() => import('./BigUpdate').then((m) => ({ default: m.BigUpdate })));
const ContactSection = lazy(() => import('./ContactSection').then((m) => ({ default: m.ContactSection })));

export default function LandingPage() {
  const auth = useAuth();
  const { hash } = useLocation();
  const data = useLoaderData() as LandingData;
  usePageMeta(landingMeta());

  // Arriving from another page via /#section: scroll there once the sections exist.
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const frame = window.requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => window.cancelAnimationFrame(frame);
  }, [hash]);

  return (
    <PublicLayout onLanding auth={auth} mainClassName="landing">
      <Hero />
      <PopularCheeses initial={data.cheeses} />
      <CheesyStuff initial={data.feed} error={data.error} />
      <AppDownload />
      <Suspense fallback={null}>
        <BigUpdate />
      </Suspense>
      <Suspense fallback={null}>
        <ContactSection />
      </Suspense>
    </PublicLayout>
  );
}
