/** The fields that differ between two versions, each as a word-level diff (older → newer). */
import type { FieldDiff } from '@/domain/history';

export function VersionDiff({ diffs }: { diffs: FieldDiff[] }) {
  if (diffs.length === 0) return <p className="history-same">Same content as the current version: nothing to restore.</p>;
  return (
    <dl className="history-diff" aria-label="Differences from the current version">
      {diffs.map((d) => (
        <div key={d.field} className="history-diff-field" data-field={d.field}>
          <dt>{d.label}</dt>
          <dd>
            {d.parts.map((p, i) =>
              p.kind === 'added' ? <ins key={i}>{p.text}</ins> : p.kind === 'removed' ? <del key={i}>{p.text}</del> : <span key={i}>{p.text}</span>,
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
