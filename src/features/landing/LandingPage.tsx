/** The landing page (/): hero, Popular Cheeses, Cheesy Stuff, app, update + newsletter, contact, footer. */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { DEFAULT_DESCRIPTION, usePageMeta } from '@/ui/head/usePageMeta';
import { PublicLayout } from '@/ui/site/PublicLayout';
import { AppDownload } from './AppDownload';
import { BigUpdate } from './BigUpdate';
import { CheesyStuff } from './CheesyStuff';
import { ContactSection } from './ContactSection';
import { Hero } from './Hero';
import { PopularCheeses } from './PopularCheeses';
import './landing.css';

export default function LandingPage() {
  const auth = useAuth();
  const { hash } = useLocation();
  usePageMeta({ title: 'Discover, pair and track cheese', description: DEFAULT_DESCRIPTION });

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
      <PopularCheeses />
      <CheesyStuff />
      <AppDownload />
      <BigUpdate />
      <ContactSection />
    </PublicLayout>
  );
}
