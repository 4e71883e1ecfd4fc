/**
 * "Link a published entry": a list of the published entries on this device; choosing one appends a
 * markdown link to it (its public address on this site) to the announcement's body.
 */
import { useMemo } from 'react';
import { useAdminEntries } from '@/data/editing';
import { isPublic } from '@/domain/entry-status';

export function entryLink(origin: string, title: string, slug: string): string {
  return `[${title.replace(/[[\]]/g, '')}](${origin}/${encodeURIComponent(slug)})`;
}

export function EntryLinkPicker({ onPick }: { onPick: (markdown: string) => void }) {
  const entries = useAdminEntries();
  const published = useMemo(() => {
    const now = Date.now();
    return (entries.data ?? []).filter((e) => isPublic(e, now)).sort((a, b) => a.title.localeCompare(b.title));
  }, [entries.data]);
  return (
    <div className="field">
      <label htmlFor="announcement-entry-link">Link a published entry</label>
      <select
        id="announcement-entry-link"
        className="select"
        value=""
        disabled={published.length === 0}
        onChange={(e) => {
          const entry = published.find((p) => p.id === e.target.value);
          if (entry) onPick(entryLink(window.location.origin, entry.title, entry.slug));
        }}
      >
        <option value="">{published.length === 0 ? 'No published entries on this device' : 'Choose an entry…'}</option>
        {published.map((p) => (
          <option key={p.id} value={p.id}>{p.title}</option>
        ))}
      </select>
    </div>
  );
}
