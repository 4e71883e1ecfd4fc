/** The landing page's head (title, description): one definition for the server and the browser. */
import { DEFAULT_DESCRIPTION, type PageMeta } from '@/ui/head/usePageMeta';

export function landingMeta(): PageMeta {
  return { title: 'Discover, pair and track cheese', description: DEFAULT_DESCRIPTION };
}
