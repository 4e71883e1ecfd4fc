/**
 * The search dialog's listbox as data: grouped options (recent searches before typing; entries,
 * cheeses and "All results" while typing) and the arrow-key movement over them. Plain TS: the
 * dialog renders it, unit tests hold the rules.
 */
import type { SearchData } from '@/data/public';
import { SEARCH_ALL_RESULTS, SEARCH_CHEESES_HEADING, SEARCH_ENTRIES_HEADING, SEARCH_RECENT_HEADING } from '@/domain/messages/search';
import { searchPath } from '@/domain/site-search';

export interface SearchOption {
  /** Unique within the listbox (the option element's id suffix). */
  key: string;
  kind: 'entry' | 'cheese' | 'all' | 'recent';
  label: string;
  /** Secondary text (a snippet, or a cheese's type and origin). */
  detail: string | null;
  /** Where choosing it goes (a recent search fills the box instead). */
  href: string | null;
}

export interface OptionGroup {
  key: string;
  label: string;
  options: SearchOption[];
}

/** The groups for the box's text `q`, its results (null while the first answer is awaited) and the recent searches. */
export function dialogGroups(q: string, data: SearchData | null, recent: readonly string[]): OptionGroup[] {
  if (!q.trim()) {
    if (recent.length === 0) return [];
    return [{ key: 'recent', label: SEARCH_RECENT_HEADING, options: recent.map((r, i) => ({ key: `recent-${i}`, kind: 'recent', label: r, detail: null, href: null })) }];
  }
  if (!data) return [];
  const groups: OptionGroup[] = [];
  if (data.entries.length) {
    groups.push({
      key: 'entries',
      label: SEARCH_ENTRIES_HEADING,
      options: data.entries.map((e) => ({ key: `entry-${e.id}`, kind: 'entry', label: e.title, detail: e.snippet ?? e.description, href: `/${e.slug}` })),
    });
  }
  if (data.cheeses.length) {
    groups.push({
      key: 'cheeses',
      label: SEARCH_CHEESES_HEADING,
      options: data.cheeses.map((c) => ({ key: `cheese-${c.id}`, kind: 'cheese', label: c.name, detail: c.subtitle, href: `/?cheese=${encodeURIComponent(c.id)}` })),
    });
  }
  // "All results" only leads somewhere when there are results: with none, the status line says so.
  if (groups.length > 0) {
    groups.push({ key: 'all', label: SEARCH_ALL_RESULTS, options: [{ key: 'all', kind: 'all', label: `${SEARCH_ALL_RESULTS} for “${data.q}”`, detail: null, href: searchPath(data.q) }] });
  }
  return groups;
}

export const flatOptions = (groups: readonly OptionGroup[]): SearchOption[] => groups.flatMap((g) => g.options);

/** The active option after an arrow key (`delta` ±1), wrapping; -1 (none) when there is none. */
export function moveActive(current: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}
