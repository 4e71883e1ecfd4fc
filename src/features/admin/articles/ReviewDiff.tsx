/** A submission compared with the published version: changed fields, then a line diff of the body. */
import { useMemo } from 'react';
import { changedFields, diffLines, type Entry } from '@/domain';

export function ReviewDiff({ published, submission }: { published: Entry | null; submission: Entry }) {
  const fields = useMemo(() => changedFields(published ?? {}, submission), [published, submission]);
  const lines = useMemo(() => diffLines(published?.content ?? '', submission.content), [published, submission]);
  const changedBody = lines.some((l) => l.kind !== 'same');
  return (
    <div className="review-diff">
      <h2>{published ? 'Changes against the published version' : 'New entry (nothing published yet)'}</h2>
      {fields.length === 0 && !changedBody && <p className="muted">No changes.</p>}
      {fields.length > 0 && (
        <table className="admin-table review-fields">
          <thead><tr><th scope="col">Field</th><th scope="col">Published</th><th scope="col">Submitted</th></tr></thead>
          <tbody>
            {fields.map((f) => (
              <tr key={f.field} data-field={f.field}>
                <th scope="row">{f.label}</th>
                <td className="review-before">{f.before || <span className="muted">(empty)</span>}</td>
                <td className="review-after">{f.after || <span className="muted">(empty)</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {changedBody && (
        <>
          <h3>Content</h3>
          <pre className="review-lines" aria-label="Content changes">
            {lines.map((l, i) => (
              <span key={i} className={`review-line review-${l.kind}`}>
                {l.kind === 'added' ? <ins>{`+ ${l.text}`}</ins> : l.kind === 'removed' ? <del>{`- ${l.text}`}</del> : `  ${l.text}`}
                {'\n'}
              </span>
            ))}
          </pre>
        </>
      )}
    </div>
  );
}
