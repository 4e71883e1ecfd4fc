/** The entry's byline: author (when known, else the Cheezopedia team) and the published date. */
import { formatDate } from '@/domain/dates';
import type { Entry } from '@/domain/types';
import { useHydrated } from '@/ui/use-hydrated';

/** The server's HTML (cached for every reader) is in British English; the browser then shows the reader's locale. */
const SERVER_DATE = { locale: 'en-GB', timeZone: 'UTC' } as const;

export function EntryByline({ entry }: { entry: Entry }) {
  const author = entry.author_name?.trim() || 'the Cheezopedia team';
  const hydrated = useHydrated();
  const published = entry.published_at ? new Date(entry.published_at) : null;
  return (
    <p className="entry-byline">
      <span>By <span className="entry-author">{author}</span></span>
      {published && !Number.isNaN(published.getTime()) && (
        <>
          <span aria-hidden="true" className="entry-byline-dot">·</span>
          <span>Published <time dateTime={published.toISOString()}>{formatDate(published, hydrated ? {} : SERVER_DATE)}</time></span>
        </>
      )}
    </p>
  );
}
