/** The landing page's in-page sections, in order: anchor id and navigation label. */
export const LANDING_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'types', label: 'Cheeses' },
  { id: 'recipes', label: 'Recipes' },
  { id: 'app', label: 'App' },
  { id: 'update', label: 'Updates' },
  { id: 'contact', label: 'Contact' },
] as const;

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

/** Footer quick links (spec section 2: home, types, recipes and app). */
export const FOOTER_QUICK_LINKS = LANDING_SECTIONS.filter((s) => ['home', 'types', 'recipes', 'app'].includes(s.id));
