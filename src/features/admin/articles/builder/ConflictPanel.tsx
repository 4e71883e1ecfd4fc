/** Both versions of an article side by side, with 'Keep mine' and 'Take theirs' (conflicts). */
import type { Entry, EntryForm } from '@/domain';
import { CONFLICT_LOSER_KEPT } from '@/domain/messages';
import { Button } from '@/ui/Button';

export interface ConflictPanelProps {
  mine: EntryForm;
  theirs: Entry | null;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

function Version({ heading, title, slug, excerpt, content }: { heading: string; title: string; slug: string; excerpt: string; content: string }) {
  return (
    <section className="conflict-version" aria-label={heading}>
      <h3>{heading}</h3>
      <dl>
        <dt>Title</dt>
        <dd data-field="title">{title}</dd>
        <dt>Slug</dt>
        <dd data-field="slug">{slug}</dd>
        <dt>Excerpt</dt>
        <dd data-field="excerpt">{excerpt || '—'}</dd>
        <dt>Content</dt>
        <dd data-field="content"><pre className="conflict-content">{content}</pre></dd>
      </dl>
    </section>
  );
}

export function ConflictPanel({ mine, theirs, busy, onKeepMine, onTakeTheirs }: ConflictPanelProps) {
  return (
    <div className="conflict-panel" role="alertdialog" aria-labelledby="conflict-heading" aria-describedby="conflict-text">
      <h2 id="conflict-heading">This article was changed somewhere else</h2>
      <p id="conflict-text">
        {theirs
          ? 'Someone else saved a different version since you started editing. Choose which one to keep — nothing is overwritten until you do.'
          : 'This article was deleted on the server since you started editing. Keep yours to create it again, or take the deletion.'}{' '}
        {CONFLICT_LOSER_KEPT}
      </p>
      <div className="conflict-columns">
        <Version heading="Your version" title={mine.title} slug={mine.slug} excerpt={mine.description} content={mine.content} />
        {theirs ? (
          <Version heading="Their version" title={theirs.title} slug={theirs.slug} excerpt={theirs.description ?? ''} content={theirs.content} />
        ) : (
          <section className="conflict-version" aria-label="Their version"><h3>Their version</h3><p>Deleted</p></section>
        )}
      </div>
      <div className="conflict-actions">
        <Button onClick={onKeepMine} disabled={busy}>Keep mine</Button>
        <Button variant="outline" onClick={onTakeTheirs} disabled={busy}>Take theirs</Button>
      </div>
    </div>
  );
}
