/**
 * The source path (as in Vite's manifest) of each public page's module, for the server to name its
 * chunk and styles (page-assets.ts). Kept apart from routes.tsx so the browser's bundle does not
 * carry the paths; a unit test holds each to the module the router loads.
 */
import type { PAGE_MODULES } from './routes';

export const PAGE_SOURCES: Record<keyof typeof PAGE_MODULES, string> = {
  landing: 'src/features/landing/LandingPage.tsx',
  discover: 'src/features/discover/DiscoverPage.tsx',
  search: 'src/features/search/SearchPage.tsx',
  'cheese-type': 'src/features/cheese-types/CheeseTypePage.tsx',
  entry: 'src/features/entry/EntryPage.tsx',
  preview: 'src/features/entry/PreviewPage.tsx',
  privacy: 'src/features/legal/PrivacyPage.tsx',
  terms: 'src/features/legal/TermsPage.tsx',
};
