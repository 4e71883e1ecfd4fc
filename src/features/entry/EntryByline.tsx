/** The entry's byline: author (when known, else the Cheezopedia team) and the published date. */
import type { Entry } from '@/domain/types';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function EntryByline({ entry }: { entry: Entry }) {
  const author = entry.author_name?.trim() || 'the Cheezopedia team';
  const published = entry.published_at ? new Date(entry.published_at) : null;
  return (
    <p className="entry-byline">
      <span>By <span className="entry-author">{author}</span></span>
      {published && !Number.isNaN(published.getTime()) && (
        <>
          <span aria-hidden="true" className="entry-byline-dot">·</span>
          <span>Published <time dateTime={published.toISOString()}>{DATE_FORMAT.format(published)}</time></span>
        </>
      )}
    </p>
  );
}
