/** Admin article list filtering. */
import { normaliseContentType } from './content-type';
import { entryStatus, type EntryStatus } from './entry-rules';
import type { ContentType, Entry } from './types';

export interface ArticleFilter {
  /** Matched case-insensitively against title and description. */
  query?: string;
  /** 'all' or a content type (any accepted spelling). */
  type?: ContentType | 'all' | string;
  status?: EntryStatus | 'all';
}

type Listed = Pick<Entry, 'title' | 'description' | 'content_type' | 'published_at' | 'archived_at'>;

/** Filters articles by query (title, description), type and status at `now`; order is kept. */
export function filterArticles<T extends Listed>(articles: readonly T[], filter: ArticleFilter, now: Date = new Date()): T[] {
  const q = (filter.query ?? '').trim().toLowerCase();
  const type = filter.type && filter.type !== 'all' ? normaliseContentType(filter.type) : null;
  const status = filter.status && filter.status !== 'all' ? filter.status : null;
  return articles.filter((a) =>
    (!q || a.title.toLowerCase().includes(q) || (a.description ?? '').toLowerCase().includes(q)) &&
    (!type || normaliseContentType(a.content_type) === type) &&
    (!status || entryStatus(a, now) === status));
}
