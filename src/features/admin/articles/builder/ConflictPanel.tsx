/** Both versions of an article side by side, what differs marked, with Keep Mine and Take Theirs (conflicts). */
import { useMemo } from 'react';
import type { Entry, EntryForm } from '@/domain';
import { ConflictCompare } from '@/ui/ConflictCompare';

export interface ConflictPanelProps {
  mine: EntryForm;
  theirs: Entry | null;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

export function ConflictPanel({ mine, theirs, busy, onKeepMine, onTakeTheirs }: ConflictPanelProps) {
  const fields = useMemo(() => [
    { key: 'title', label: 'Title', mine: mine.title, theirs: theirs?.title ?? '' },
    { key: 'slug', label: 'Slug', mine: mine.slug, theirs: theirs?.slug ?? '' },
    { key: 'description', label: 'Excerpt', mine: mine.description, theirs: theirs?.description ?? '' },
    { key: 'content', label: 'Content', mine: mine.content, theirs: theirs?.content ?? '', long: true },
  ], [mine.title, mine.slug, mine.description, mine.content, theirs]);
  return <ConflictCompare noun="article" fields={fields} deleted={theirs === null} busy={busy} onKeepMine={onKeepMine} onTakeTheirs={onTakeTheirs} />;
}
