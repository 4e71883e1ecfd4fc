/**
 * A submission compared with the published version: each changed field as published and submitted
 * side by side (stacked on phones), then the content as a readable diff — changed words marked in
 * place, added and removed lines labelled, long unchanged stretches folded. A new entry (nothing
 * published) shows its fields and its content rendered as the builder previews it.
 */
import { lazy, Suspense, useMemo } from 'react';
import { changedFields, LOADING, type Entry } from '@/domain';
import { contentDiff, type DiffBlock } from './content-diff';

const MarkdownPreview = lazy(() => import('./builder/MarkdownPreview'));

function Line({ block }: { block: DiffBlock }) {
  switch (block.kind) {
    case 'folded':
      return <li className="review-line review-folded">{block.count === 1 ? '1 unchanged line' : `${block.count} unchanged lines`}</li>;
    case 'changed':
      return (
        <li className="review-line review-changed">
          <span className="review-line-tag">Changed</span>
          <span className="review-line-text">
            {block.parts.map((p, i) =>
              p.kind === 'added' ? <ins key={i}>{p.text}</ins> : p.kind === 'removed' ? <del key={i}>{p.text}</del> : <span key={i}>{p.text}</span>,
            )}
          </span>
        </li>
      );
    case 'same':
      return <li className="review-line review-same"><span className="review-line-text">{block.text || '\u00a0'}</span></li>;
    default:
      // A blank line added or removed: a gap, not a labelled change.
      if (!block.text.trim()) return <li className={`review-line review-${block.kind} review-blank`} aria-hidden="true" />;
      return (
        <li className={`review-line review-${block.kind}`}>
          <span className="review-line-tag">{block.kind === 'added' ? 'Added' : 'Removed'}</span>
          <span className="review-line-text">{block.kind === 'added' ? <ins>{block.text}</ins> : <del>{block.text}</del>}</span>
        </li>
      );
  }
}

function NewEntry({ submission }: { submission: Entry }) {
  const fields = useMemo(() => changedFields({}, submission), [submission]);
  return (
    <div className="review-diff">
      <h2>New entry (nothing published yet)</h2>
      <dl className="review-values">
        {fields.map((f) => (
          <div key={f.field} className="review-value-row" data-field={f.field}>
            <dt>{f.label}</dt>
            <dd className="review-after"><span className="review-value">{f.after}</span></dd>
          </div>
        ))}
      </dl>
      <h3>Content</h3>
      <Suspense fallback={<p className="muted">{LOADING}</p>}>
        <MarkdownPreview markdown={submission.content} />
      </Suspense>
    </div>
  );
}

export function ReviewDiff({ published, submission }: { published: Entry | null; submission: Entry }) {
  if (!published) return <NewEntry submission={submission} />;
  return <Changes published={published} submission={submission} />;
}

function Changes({ published, submission }: { published: Entry; submission: Entry }) {
  const fields = useMemo(() => changedFields(published, submission), [published, submission]);
  const blocks = useMemo(() => contentDiff(published.content, submission.content), [published, submission]);
  return (
    <div className="review-diff">
      <h2>Changes against the published version</h2>
      {fields.length === 0 && blocks.length === 0 && <p className="muted">No changes.</p>}
      {fields.length > 0 && (
        <dl className="review-fields">
          {fields.map((f) => (
            <div key={f.field} className="review-field" data-field={f.field}>
              <dt>{f.label}</dt>
              <dd className="review-before">
                <span className="review-side">Published</span>
                <span className="review-value">{f.before || <span className="muted">(empty)</span>}</span>
              </dd>
              <dd className="review-after">
                <span className="review-side">Submitted</span>
                <span className="review-value">{f.after || <span className="muted">(empty)</span>}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {blocks.length > 0 && (
        <>
          <h3>Content</h3>
          <p className="review-legend muted">
            <ins>Added text</ins> <del>Removed text</del>
          </p>
          <ol className="review-lines" aria-label="Content changes">
            {blocks.map((b, i) => (
              <Line key={i} block={b} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
