/**
 * /admin/articles: every entry on this device (drafts included) with search over title and
 * description, type and status filters, view / edit / archive / delete, sync markers, a footer count
 * and an Export CSV through the platform interface. Rows are windowed. Side effects: outbox writes, file save.
 */
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Archive, ArchiveRestore, ClipboardCheck, Eye, Pencil, Trash2 } from 'lucide-react';
import { CheeseIcon } from '@/ui/CheeseIcon';
import { formatDate } from '@/domain/dates';
import { useListMessages } from '@/ui/admin/use-list-messages';
import { useDeleteConfirm } from '@/ui/admin/use-delete-confirm';
import type { DeleteWithUndo } from '@/ui/admin/delete-with-undo';
import { remove, save } from '@/data';
import { undoDelete, useViewTotals } from '@/data/online';
import { useAdminEntries } from '@/data/editing';
import { useImageUrl } from '@/data/react';
import { type AdminRow } from '@/data/engine';
import { getPlatform } from '@/platform';
import {
  ARTICLE_DELETED, ARTICLE_DELETE_FAILED, ARTICLES_LOAD_FAILED, CONTENT_TYPE_OPTIONS, ENTRY_STATUSES, ENTRY_STATUS_LABELS,
  LOADING, PARTNER_STATE_LABELS, awaitsReview, filterArticles, normaliseContentType, type Entry, type EntryStatus,
} from '@/domain';
import { buildSearchIndex, searchIndex } from '@/domain/search-index';
import { deleteEntryConfirm, siteOrigins } from '@/domain/internal-links';
import { useWindowedRows } from '@/ui/windowed-rows';
import { slotImage } from '@/ui/image-sources';
import { articlesCsv, exportFileName, syncMarkerLabel, toListRow } from './list/list-rows';
import { AdminTable, type AdminColumn } from '@/ui/admin/AdminTable';
import { SearchBox } from '@/ui/admin/SearchBox';
import '../layout/admin.css';
import './articles.css';

/** A row's usual height (px): the window's first estimate, then each row is measured. */
const ARTICLE_ROW_HEIGHT = 61;

const COLUMNS: AdminColumn[] = [{ label: 'Image', hidden: true }, 'Title', 'Type', 'Status', 'Views', 'Date', 'Actions'];
const WIDTHS = ['col-thumb', '', 'col-type', 'col-status', 'col-views', 'col-date', 'col-actions'];

function Thumb({ url, alt }: { url: string | null; alt: string }) {
  const src = useImageUrl(url);
  return src ? <img className="article-thumb" {...slotImage(src, 'admin-thumb')} alt={alt} width={64} height={40} loading="lazy" /> : <span className="article-thumb empty" aria-hidden="true"><CheeseIcon size={28} /></span>;
}

export default function ArticleListPage() {
  const entries = useAdminEntries();
  const views = useViewTotals();
  const platform = getPlatform();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const [type, setType] = useState<string>('all');
  const [status, setStatus] = useState<EntryStatus | 'all' | 'in_review'>(() => (new URLSearchParams(location.search).get('status') === 'in_review' ? 'in_review' : 'all'));
  // A problem stays inline until the next action; what worked is said in a toast.
  const { problem, setProblem, show, toast } = useListMessages();
  const [busy, setBusy] = useState<string | null>(null);

  const all = useMemo(() => entries.data ?? [], [entries.data]);
  const deleting = useMemo<DeleteWithUndo<AdminRow<Entry>>>(
    () => ({
      title: 'Delete article?',
      label: (e) => e.title,
      // The question names the published entries whose links to this one would stop working.
      question: (e) => deleteEntryConfirm(e, all, siteOrigins([window.location.origin]), Date.now()),
      remove: async (e) => {
        setBusy(e.id);
        try {
          await remove('cheezopedia_entries', e.id);
        } finally {
          setBusy(null);
        }
      },
      restore: (e) => undoDelete('cheezopedia_entries', e.id),
      deleted: ARTICLE_DELETED,
      failed: ARTICLE_DELETE_FAILED,
    }),
    [all],
  );
  const { onDelete, dialog } = useDeleteConfirm(deleting, { show, setProblem });
  // The search index is built when the rows change; a keystroke only tests its keys.
  const index = useMemo(() => buildSearchIndex(all, (e) => [e.title, e.description]), [all]);
  // Pending revisions of published entries show only in the review queue (their entry is listed already).
  const visible = useMemo(() => {
    const found = searchIndex(index, query);
    if (status === 'in_review') return filterArticles(found, { type, status: 'all' }).filter(awaitsReview);
    return filterArticles(found.filter((e) => !e.revision_of), { type, status });
  }, [index, query, type, status]);
  const rows = useWindowedRows(visible.length, ARTICLE_ROW_HEIGHT);
  const now = new Date();

  async function onArchive(e: AdminRow<Entry>, archived: boolean) {
    setBusy(e.id);
    setProblem(null);
    try {
      await save('cheezopedia_entries', { id: e.id, archived_at: archived ? new Date().toISOString() : null });
      show({
        text: archived ? `Archived "${e.title}"` : `Unarchived "${e.title}"`,
        undo: async () => {
          await save('cheezopedia_entries', { id: e.id, archived_at: archived ? null : e.archived_at ?? new Date().toISOString() });
          return archived ? `Unarchived "${e.title}"` : `Archived "${e.title}"`;
        },
      });
    } catch (err) {
      setProblem(`Failed to ${archived ? 'archive' : 'unarchive'} article: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setBusy(null);
    }
  }

  async function onExport() {
    try {
      await platform.saveFile(exportFileName(), articlesCsv(visible), 'text/csv');
    } catch (err) {
      setProblem(`Export failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  return (
    <section className="admin-page articles-page">
      {dialog}
      {toast}
      <div className="articles-head">
        <h1>Articles</h1>
        <div className="articles-head-actions">
          <button type="button" className="btn btn-outline" onClick={() => void onExport()} disabled={visible.length === 0}>Export CSV</button>
          <Link to="/admin/articles/new" className="btn btn-primary">Create Article</Link>
        </div>
      </div>
      <div className="admin-toolbar articles-toolbar">
        <SearchBox id="articles-search" label="Search articles" placeholder="Search by title or description" value={query} onChange={setQuery} />
        <label className="visually-hidden" htmlFor="articles-type">Filter by type</label>
        <select id="articles-type" className="select" value={type} onChange={(e) => setType(e.target.value)}>
          <option value="all">All Types</option>
          {CONTENT_TYPE_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
        <label className="visually-hidden" htmlFor="articles-status">Filter by status</label>
        <select id="articles-status" className="select" value={status} onChange={(e) => setStatus(e.target.value as EntryStatus | 'all' | 'in_review')}>
          <option value="all">All Statuses</option>
          <option value="in_review">In review</option>
          {ENTRY_STATUSES.map((s) => <option key={s} value={s}>{ENTRY_STATUS_LABELS[s]}</option>)}
        </select>
      </div>
      {problem && <div className="admin-message admin-message-error" role="alert">{problem}</div>}
      {entries.error && !entries.data ? (
        <div className="admin-message admin-message-error" role="alert">{ARTICLES_LOAD_FAILED}</div>
      ) : entries.loading ? (
        <p className="muted">{LOADING}</p>
      ) : (
        <>
          <AdminTable label="Article table" className="articles-table" columns={COLUMNS} widths={WIDTHS} windowed={{ rows, count: visible.length }}>
            {rows.indexes.map((i) => {
              const e = visible[i];
              const row = toListRow(e, now);
              const marker = syncMarkerLabel(e._sync);
              return (
                <tr key={e.id} data-slug={e.slug} data-sync={e._sync} data-index={i} aria-rowindex={i + 2} ref={rows.measure}>
                  <td><Thumb url={e.image_url} alt={e.image_alt ?? ''} /></td>
                  <td className="article-title-cell">
                    <span className="article-title" title={row.title}>{row.title}</span>
                    <span className="article-slug" title={row.slug}>/{row.slug}</span>
                    {marker && <span className={`sync-marker sync-${e._sync}`} title={e._error ?? marker}>{marker}</span>}
                  </td>
                  <td><span className={`badge badge-${normaliseContentType(e.content_type) ?? 'article'}`}>{row.typeLabel}</span></td>
                  <td>
                    {e.review_status
                      ? <span className={`status-badge status-${e.review_status}`}>{e.revision_of ? 'Revision · ' : ''}{PARTNER_STATE_LABELS[e.review_status]}</span>
                      : <span className={`status-badge status-${row.status}`}>{row.statusLabel}</span>}
                  </td>
                  <td className="article-views" title={views.error ? 'Views are unavailable offline' : undefined}>{views.data ? (views.data[e.id] ?? 0).toLocaleString() : '-'}</td>
                  <td className="article-date">{formatDate(row.date)}</td>
                  <td className="article-actions">
                    {row.status === 'published' ? (
                      <a className="btn btn-ghost btn-icon" href={`/${e.slug}`} target="_blank" rel="noopener noreferrer" aria-label={`View ${e.title}`} title="View"><Eye size={18} aria-hidden="true" /></a>
                    ) : <span className="btn-icon-spacer" aria-hidden="true" />}
                    {awaitsReview(e) && <Link className="btn btn-ghost btn-icon" to={`/admin/articles/review/${e.id}`} aria-label={`Review ${e.title}`} title="Review"><ClipboardCheck size={18} aria-hidden="true" /></Link>}
                    {!e.revision_of && <Link className="btn btn-ghost btn-icon" to={`/admin/articles/edit/${e.id}`} aria-label={`Edit ${e.title}`} title="Edit"><Pencil size={18} aria-hidden="true" /></Link>}
                    <button type="button" className="btn btn-ghost btn-icon" disabled={busy === e.id} aria-label={`${e.archived_at ? 'Unarchive' : 'Archive'} ${e.title}`}
                      title={e.archived_at ? 'Unarchive' : 'Archive'} onClick={() => void onArchive(e, !e.archived_at)}>
                      {e.archived_at ? <ArchiveRestore size={18} aria-hidden="true" /> : <Archive size={18} aria-hidden="true" />}
                    </button>
                    <button type="button" className="btn btn-ghost btn-icon danger" disabled={busy === e.id} aria-label={`Delete ${e.title}`}
                      title="Delete" onClick={() => void onDelete(e)}><Trash2 size={18} aria-hidden="true" /></button>
                  </td>
                </tr>
              );
            })}
            {visible.length === 0 && (
              <tr><td colSpan={COLUMNS.length} className="muted">No articles match your filters.</td></tr>
            )}
          </AdminTable>
          <p className="admin-footer-count" role="status">Showing {visible.length} of {all.length} articles</p>
        </>
      )}
    </section>
  );
}
