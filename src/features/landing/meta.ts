/** The landing page's head (title, description): one definition for the server and the browser. */
import type { PageMeta } from '@/ui/head/head-values';

export function landingMeta(): PageMeta {
  // No description of its own: the page states the site's (DEFAULT_DESCRIPTION, what headValues falls back to).
  return { title: 'Discover, pair and track cheese' };
}
