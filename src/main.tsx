/**
 * The browser entry: hydrates a server-rendered public page with the loader data embedded in it
 * (no refetch), or renders client-side (app shell: admin, account pages, offline fallback). After
 * hydration, when idle, the embedded rows seed the local copy (Dexie).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router-dom';
import { loadLive, whenIdle, type EntryData, type LandingData } from '@/data/public';
import { App } from './app/App';
import { HYDRATION_DATA_ID } from './ui/head/hydration-data';
import './ui/styles/fonts.css';
import { createRouter, resolvePageModules } from './app/routes';
import './ui/styles/global.css';

function readHydrationData(): HydrationState | undefined {
  const el = document.getElementById(HYDRATION_DATA_ID);
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as HydrationState;
  } catch (e) {
    console.error('Unreadable page data; rendering in the browser', e);
    return undefined;
  }
}

async function start(): Promise<void> {
  const hydrationData = readHydrationData();
  // The page's own chunk (preloaded by the server's HTML) is in place before hydration.
  await resolvePageModules(window.location.pathname + window.location.search).catch((e: unknown) => console.error('Could not load this page', e));
  const router = createRouter(hydrationData);
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={router} hydrated={Boolean(hydrationData)} />
    </StrictMode>
  );

  if (hydrationData) {
    // As a transition, hydration yields to the browser every few milliseconds (and to a visitor's
    // first tap) instead of holding the main thread for the whole page.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // The complete rows the page was rendered from go into the local copy (cards are partial rows: the
    // background sync brings those).
    const loaderData = (hydrationData.loaderData ?? {}) as { landing?: LandingData; entry?: EntryData };
    const entry = loaderData.entry?.entry;
    const cheeses = loaderData.landing?.cheeses;
    if (entry || cheeses?.length) {
      whenIdle(() => {
        loadLive()
          .then((live) => live.seed({ entries: entry ? [entry] : [], cheeses: cheeses ?? [] }))
          .catch((e: unknown) => console.warn('Could not store the page data on this device', e));
      });
    }
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

void start();
