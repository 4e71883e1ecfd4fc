/** A cheese-type page's head: one definition for the server and the browser. */
import type { PageMeta } from '@/ui/head/use-page-meta';
import { CHEESE_TYPE_NOT_FOUND_TITLE, cheeseTypeLead } from '@/domain/messages/search';

/** 'gruyère' → 'Gruyère cheese'. */
export const cheeseTypeTitle = (name: string): string => `${name.charAt(0).toUpperCase()}${name.slice(1)} cheese`;

export function cheeseTypeMeta(name: string | null, page = 1, missing = false): PageMeta {
  if (!name || missing) return { title: CHEESE_TYPE_NOT_FOUND_TITLE, noindex: true };
  const title = cheeseTypeTitle(name);
  return { title: page > 1 ? `${title} (page ${page})` : title, description: cheeseTypeLead(name) };
}
