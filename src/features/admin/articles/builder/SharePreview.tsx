/**
 * The builder's "Share a preview" panel, for an entry that is not public: makes a link that opens
 * the draft signed out (PREVIEW_LINK_DAYS, stated), shows the new link with a Copy button (its token
 * is answered once: later only the link's dates are listed) and revokes links. Online only.
 */
import { useCallback, useEffect, useState } from 'react';
import { createPreviewLink, listPreviewLinks, revokePreviewLink, type NewPreviewLink, type PreviewLink } from '@/data/online';
import { PREVIEW_LINK_LIFETIME, previewUrl } from '@/domain/preview-link';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const failed = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function SharePreview({ entryId, online, origin }: { entryId: string; online: boolean; origin: string }) {
  const [links, setLinks] = useState<PreviewLink[]>([]);
  const [made, setMade] = useState<NewPreviewLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setLinks(await listPreviewLinks(entryId));
    } catch (e) {
      setProblem(`Could not list the preview links: ${failed(e)}`);
    }
  }, [entryId]);
  useEffect(() => {
    if (online) void reload();
  }, [online, reload]);

  const make = async () => {
    setBusy(true);
    setProblem(null);
    setNote(null);
    try {
      setMade(await createPreviewLink(entryId));
      await reload();
    } catch (e) {
      setProblem(`Could not make a preview link: ${failed(e)} (save the draft first if it is new).`);
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (id: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await revokePreviewLink(id);
      if (made?.id === id) setMade(null);
      setNote('Link revoked: it no longer opens the draft.');
      await reload();
    } catch (e) {
      setProblem(`Could not revoke the link: ${failed(e)}`);
    } finally {
      setBusy(false);
    }
  };

  const url = made ? previewUrl(origin, made.token) : null;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setNote('Link copied.');
    } catch {
      setNote('Copy did not work here: select the link and copy it.');
    }
  };

  return (
    <section className="builder-share" aria-labelledby="builder-share-title">
      <h2 id="builder-share-title">Share a preview</h2>
      <p className="builder-share-lifetime">{PREVIEW_LINK_LIFETIME}</p>
      {!online && <p role="status">Preview links are made online.</p>}
      <button type="button" className="btn btn-outline btn-small" disabled={!online || busy} onClick={() => void make()}>
        Create preview link
      </button>
      {url && made && (
        <div className="builder-share-new">
          <label htmlFor="builder-share-url">New preview link (shown once; expires {day(made.expires_at)})</label>
          <input id="builder-share-url" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn btn-primary btn-small" onClick={() => void copy()}>
            Copy link
          </button>
        </div>
      )}
      {note && <p role="status">{note}</p>}
      {problem && <p className="admin-message admin-message-error" role="alert">{problem}</p>}
      {links.length > 0 && (
        <ul className="builder-share-links" aria-label="Live preview links">
          {links.map((l) => (
            <li key={l.id}>
              <span>Made {day(l.created_at)}, expires {day(l.expires_at)}</span>{' '}
              <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={() => void revoke(l.id)}>
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
