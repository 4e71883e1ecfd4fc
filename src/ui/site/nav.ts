/** The landing page's in-page sections, in order: anchor id and navigation label. */
export const LANDING_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'types', label: 'Cheeses' },
  { id: 'recipes', label: 'Recipes' },
  { id: 'app', label: 'App' },
  { id: 'update', label: 'Updates' },
  { id: 'contact', label: 'Contact' },
] as const;

/** Footer quick links (home, types, recipes and app). */
export const FOOTER_QUICK_LINKS = LANDING_SECTIONS.filter((s) => ['home', 'types', 'recipes', 'app'].includes(s.id));

/** Where the header's Recipes link leads away from the landing page: Discover, filtered to recipes. */
export const RECIPES_PATH = '/discover?type=recipe';

/** The legal pages (linked from the footer and from the forms that collect an email address). */
export const PRIVACY_PATH = '/privacy';
export const TERMS_PATH = '/terms';
