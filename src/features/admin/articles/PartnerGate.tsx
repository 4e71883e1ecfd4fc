/**
 * Partner mode of the builder route (/partners/articles/edit/{id}): a published entry is never edited
 * in place — its pending revision opens (created on first edit, from the published content); an entry
 * in review is locked until withdrawn. Side effects: outbox writes, navigation.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { startRevision, withdrawFromReview } from '@/data/online';
import { useAdminEntries } from '@/data/editing';
import { type AdminRow } from '@/data/engine';
import { LOADING, type Entry } from '@/domain';
import { LoadingScreen } from '@/ui/Spinner';

export function PartnerGate({ entry, children }: { entry: AdminRow<Entry>; children: ReactNode }) {
  const navigate = useNavigate();
  const all = useAdminEntries();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const published = entry.published_at !== null && !entry.revision_of;

  useEffect(() => {
    if (!published || !all.data || started.current) return;
    started.current = true;
    const existing = all.data.find((e) => e.revision_of === entry.id);
    const open = (id: string) => navigate(`/partners/articles/edit/${id}`, { replace: true });
    if (existing) open(existing.id);
    else startRevision(entry).then((rev) => open(rev.id), (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [published, all.data, entry, navigate]);

  if (published) {
    return (
      <main className="admin-page builder-locked">
        {error ? <p className="admin-message admin-message-error" role="alert">Could not start a revision: {error}</p> : <LoadingScreen message={LOADING} />}
      </main>
    );
  }
  if (entry.review_status === 'in_review') {
    return (
      // The builder route has no sidebar layout around it: this screen is the page's main landmark.
      <main className="admin-page builder-locked">
        <h1>{entry.title}</h1>
        <p>This article is in review. Withdraw it to make changes; you can submit it again afterwards.</p>
        {error && <p className="admin-message admin-message-error" role="alert">{error}</p>}
        <div className="hero-actions">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => {
            setBusy(true);
            withdrawFromReview(entry.id).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e))).finally(() => setBusy(false));
          }}>Withdraw from Review</button>
          <Link className="btn btn-ghost" to="/partners/drafts">Back to Drafts</Link>
        </div>
      </main>
    );
  }
  return <>{children}</>;
}
