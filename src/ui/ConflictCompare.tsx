/**
 * The one conflict panel of the back office (articles, cheeses, pairings): a record changed here and
 * somewhere else, both versions side by side with what differs marked (a "Differs" tag on the field,
 * the words only one side has highlighted), Keep Mine and Take Theirs. Long texts scroll inside a
 * block that takes keyboard focus. Its heading is a section heading (h2), never larger than the page's.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { conflictFields, differingLabels, type ConflictFieldInput, type MarkedPart } from '@/domain/conflict-diff';
import type { FieldChoice } from '@/domain/merge/merge-row';
import { mergeQueued, type MergeTable } from '@/domain/merge/merge-rules';
import { CONFLICT_LOSER_KEPT } from '@/domain/messages';
import { Button } from './Button';
import { FieldConflicts } from './FieldConflicts';

/** The queued change and the server's row, for a merge field by field (bases null: the whole row is compared). */
export interface ConflictMergeInput {
  table: MergeTable;
  bases: Record<string, unknown> | null;
  mine: Record<string, unknown>;
  theirs: object | null;
}

export interface ConflictCompareProps {
  /** 'article', 'cheese', 'pairing': named in the heading and the text. */
  noun: string;
  /** Each field as text on both sides, in display order; `long` fields scroll in a focusable block. */
  fields: (ConflictFieldInput & { long?: boolean })[];
  /** Their version was deleted (then `fields`' theirs are ignored). */
  deleted: boolean;
  busy?: boolean;
  error?: string | null;
  className?: string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  /**
   * The change with its bases: the panel then shows only the fields (paragraphs) in conflict, the
   * rest merged, with a choice per field saved by `onResolve`.
   */
  merge?: ConflictMergeInput | null;
  onResolve?: (choices: Record<string, FieldChoice>) => void;
}

function Marked({ parts }: { parts: MarkedPart[] }) {
  if (parts.length === 0) return <span className="muted">(empty)</span>;
  return <>{parts.map((p, i) => (p.changed ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}</>;
}

interface SideProps {
  heading: string;
  side: 'mine' | 'theirs';
  views: ReturnType<typeof conflictFields>;
  long: Set<string>;
  id: string;
  /** Show the Differs / Same tags (not when the other version was deleted). */
  tags: boolean;
}

function Side({ heading, side, views, long, id, tags }: SideProps) {
  return (
    <section className="conflict-version" aria-label={heading}>
      <h3>{heading}</h3>
      <dl>
        {views.map((v) => {
          const value: ReactNode = <Marked parts={v[side]} />;
          return (
            <div key={v.key} className={v.differs ? 'conflict-field differs' : 'conflict-field'} data-field={v.key} data-differs={v.differs}>
              <dt>
                {v.label}{' '}
                {tags && (v.differs ? <span className="conflict-tag">Differs</span> : <span className="conflict-tag conflict-same">Same</span>)}
              </dt>
              <dd>
                {long.has(v.key) ? (
                  // A long text scrolls in its own block: focusable, so a keyboard can scroll it too.
                  <div className="conflict-content" tabIndex={0} role="region" aria-label={`${v.label}, ${heading.toLowerCase()}`} id={`${id}-${side}-${v.key}`}>{value}</div>
                ) : value}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

export function ConflictCompare(props: ConflictCompareProps) {
  const { merge, onResolve } = props;
  const result = useMemo(() => (merge?.bases ? mergeQueued(merge.table, merge.bases, merge.mine, merge.theirs) : null), [merge]);
  if (result && onResolve && result.conflicts.length > 0) return <MergedConflict {...props} result={result} onResolve={onResolve} />;
  return <WholeConflict {...props} />;
}

function MergedConflict({ noun, fields, busy = false, error, className, onKeepMine, onTakeTheirs, result, onResolve }: ConflictCompareProps & { result: ReturnType<typeof mergeQueued>; onResolve: (choices: Record<string, FieldChoice>) => void }) {
  const [choices, setChoices] = useState<Record<string, FieldChoice>>({});
  const labels = useMemo(() => new Map(fields.map((f) => [f.key, f.label])), [fields]);
  const label = (f: string) => labels.get(f) ?? f.replace(/_/g, ' ');
  const show = (_: string, v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  const id = `conflict-${noun}`;
  const open = result.conflicts.filter((c) => choices[c.field] === undefined).length;
  const names = result.conflicts.map((c) => (c.field === '*' ? 'the record' : label(c.field))).join(', ');
  return (
    <section className={['conflict-panel', className].filter(Boolean).join(' ')} role="alertdialog" aria-labelledby={`${id}-heading`} aria-describedby={`${id}-text`}>
      <h2 id={`${id}-heading`}>This {noun} was changed elsewhere</h2>
      <p id={`${id}-text`}>
        Both versions changed {names}: choose which to keep for each. Everything else is merged. {CONFLICT_LOSER_KEPT}
      </p>
      <FieldConflicts conflicts={result.conflicts} mergedLabels={Object.keys(result.merged).map(label)} label={label} show={show}
        choices={choices} onChoose={(f, c) => setChoices((prev) => ({ ...prev, [f]: c }))} idPrefix={id} />
      {error && <p className="admin-message admin-message-error" role="alert">{error}</p>}
      <div className="conflict-actions">
        <Button onClick={() => onResolve(choices)} disabled={busy || open > 0}>Save My Choices</Button>
        <Button variant="outline" onClick={onKeepMine} disabled={busy}>Keep Mine</Button>
        <Button variant="outline" onClick={onTakeTheirs} disabled={busy}>Take Theirs</Button>
      </div>
    </section>
  );
}

function WholeConflict({ noun, fields, deleted, busy = false, error, className, onKeepMine, onTakeTheirs }: ConflictCompareProps) {
  // Deleted there: nothing to compare with, so nothing is marked.
  const views = useMemo(() => conflictFields(deleted ? fields.map((f) => ({ ...f, theirs: f.mine })) : fields), [fields, deleted]);
  const long = useMemo(() => new Set(fields.filter((f) => f.long).map((f) => f.key)), [fields]);
  const id = `conflict-${noun}`;
  const differing = differingLabels(views);
  return (
    <section className={['conflict-panel', className].filter(Boolean).join(' ')} role="alertdialog" aria-labelledby={`${id}-heading`} aria-describedby={`${id}-text`}>
      <h2 id={`${id}-heading`}>This {noun} was changed elsewhere</h2>
      <p id={`${id}-text`}>
        {deleted
          ? `This ${noun} was deleted on the server since you started editing. Keep yours to create it again, or take the deletion.`
          : `Someone else saved a different version since you started editing${differing ? `: ${differing} differ${views.filter((v) => v.differs).length === 1 ? 's' : ''}` : ''}. Choose which one to keep — nothing is overwritten until you do.`}{' '}
        {CONFLICT_LOSER_KEPT}
      </p>
      {!deleted && <p className="conflict-legend"><mark>Marked</mark> words are only in that version.</p>}
      <div className="conflict-columns">
        <Side heading="Your version" side="mine" views={views} long={long} id={id} tags={!deleted} />
        {deleted ? (
          <section className="conflict-version" aria-label="Their version"><h3>Their version</h3><p>Deleted</p></section>
        ) : (
          <Side heading="Their version" side="theirs" views={views} long={long} id={id} tags />
        )}
      </div>
      {error && <p className="admin-message admin-message-error" role="alert">{error}</p>}
      <div className="conflict-actions">
        <Button onClick={onKeepMine} disabled={busy}>Keep Mine</Button>
        <Button variant="outline" onClick={onTakeTheirs} disabled={busy}>Take Theirs</Button>
      </div>
    </section>
  );
}
