/** An article's conflict: the fields (paragraphs) in conflict side by side with a choice each, or Keep Mine / Take Theirs. */
import { useMemo } from 'react';
import type { Entry, EntryForm } from '@/domain';
import type { FieldChoice } from '@/domain/merge/merge-row';
import { ConflictCompare, type ConflictMergeInput } from '@/ui/ConflictCompare';

export interface ConflictPanelProps {
  mine: EntryForm;
  theirs: Entry | null;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  merge?: ConflictMergeInput | null;
  onResolve?: (choices: Record<string, FieldChoice>) => void;
}

export function ConflictPanel({ mine, theirs, busy, onKeepMine, onTakeTheirs, merge, onResolve }: ConflictPanelProps) {
  const fields = useMemo(() => [
    { key: 'title', label: 'Title', mine: mine.title, theirs: theirs?.title ?? '' },
    { key: 'slug', label: 'Slug', mine: mine.slug, theirs: theirs?.slug ?? '' },
    { key: 'description', label: 'Excerpt', mine: mine.description, theirs: theirs?.description ?? '' },
    { key: 'content', label: 'Content', mine: mine.content, theirs: theirs?.content ?? '', long: true },
  ], [mine.title, mine.slug, mine.description, mine.content, theirs]);
  return <ConflictCompare noun="article" fields={fields} deleted={theirs === null} busy={busy} onKeepMine={onKeepMine} onTakeTheirs={onTakeTheirs} merge={merge} onResolve={onResolve} />;
}
