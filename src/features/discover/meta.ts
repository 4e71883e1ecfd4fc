/** /discover's head for a filter: one definition for the server and the browser. */
import { DISCOVER_FILTERS, type DiscoverFilter } from '@/domain/content-type';
import type { PageMeta } from '@/ui/head/use-page-meta';

export function discoverMeta(filter: DiscoverFilter, page = 1, pastLast = false): PageMeta {
  const label = DISCOVER_FILTERS.find((f) => f.value === filter)?.label ?? 'All';
  const title = filter === 'all' ? 'Discover' : `Discover ${label}`;
  return {
    title: page > 1 ? `${title} (page ${page})` : title,
    description: 'Discover cheese recipes, articles and pairing guides from Cheezopedia.',
    // A page past the last answers 404: not one for search engines to keep.
    ...(pastLast ? { noindex: true } : {}),
  };
}
