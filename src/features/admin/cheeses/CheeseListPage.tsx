/**
 * /admin/cheeses: the catalogue from the local copy (offline-capable) with search over name, country
 * and description, sync markers, Import CSV, Add Cheese, Export CSV (through the platform), edit and
 * delete (spec sections 2, 8).
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Pencil, Trash2 } from 'lucide-react';
import { remove, useAdminCheeses, useImageUrl, type AdminRow } from '@/data';
import { usePlatform } from '@/platform/PlatformProvider';
import { useExportRequest } from '@/platform/export-requests';
import { cheeseSearch, descriptionPreview, originLabel } from '@/domain/cheese-rules';
import { CHEESE_DELETED, CHEESE_DELETE_FAILED, CHEESES_LOAD_FAILED, deleteConfirm, LOADING } from '@/domain/messages';
import type { Cheese } from '@/domain/types';
import { SmartImage } from '@/ui/SmartImage';
import { LoadingScreen } from '@/ui/Spinner';
import { Toast } from '@/ui/Toast';
import { cheesesToCsv, exportFileName } from './cheese-export';
import { SyncMarker } from './SyncMarker';
import './cheeses.css';

function Thumb({ cheese }: { cheese: Cheese }) {
  const src = useImageUrl(cheese.image_url);
  return <SmartImage src={src} alt={cheese.name} width={56} height={56} className="cheese-thumb" />;
}

interface Flash {
  message: string;
  kind: 'success' | 'error';
}

export default function CheeseListPage() {
  const { data, loading, error } = useAdminCheeses();
  const platform = usePlatform();
  const navigate = useNavigate();
  const location = useLocation();
  const initialFlash = (location.state as { flash?: Flash } | null)?.flash ?? null;
  const [flash, setFlash] = useState<Flash | null>(initialFlash);
  const [query, setQuery] = useState('');
  const all = useMemo(() => data ?? [], [data]);
  const shown = useMemo(() => cheeseSearch(all, query), [all, query]);

  async function exportCsv() {
    try {
      await platform.saveFile(exportFileName(), cheesesToCsv(all), 'text/csv');
    } catch (e) {
      setFlash({ message: `Failed to export cheeses: ${e instanceof Error ? e.message : String(e)}`, kind: 'error' });
    }
  }
  useExportRequest('cheeses', () => void exportCsv());

  async function onDelete(cheese: AdminRow<Cheese>) {
    if (!window.confirm(deleteConfirm(cheese.name))) return;
    try {
      await remove('cheeses', cheese.id);
      setFlash({ message: CHEESE_DELETED, kind: 'success' });
    } catch {
      setFlash({ message: CHEESE_DELETE_FAILED, kind: 'error' });
    }
  }

  // Drop the one-time message from the history entry so a reload does not show it again.
  const hasState = !!location.state;
  useEffect(() => {
    if (hasState) navigate(location.pathname, { replace: true, state: null });
  }, [hasState, navigate, location.pathname]);

  return (
    <section className="admin-page cheese-list" aria-labelledby="cheeses-title">
      <div className="cheese-list-head">
        <h1 id="cheeses-title">Cheeses</h1>
        <div className="admin-actions">
          <button type="button" className="btn btn-outline" onClick={() => void exportCsv()} disabled={loading || all.length === 0}>
            Export CSV
          </button>
          <Link className="btn btn-outline" to="/admin/cheeses/import">
            Import CSV
          </Link>
          <Link className="btn btn-primary" to="/admin/cheeses/new">
            Add Cheese
          </Link>
        </div>
      </div>
      <Toast message={flash?.message ?? null} kind={flash?.kind} onDone={() => setFlash(null)} />
      <div className="admin-toolbar">
        <label className="visually-hidden" htmlFor="cheese-search">
          Search cheeses
        </label>
        <input id="cheese-search" type="search" placeholder="Search by name, country or description" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {error && !data ? (
        <div className="admin-message admin-message-error" role="alert">
          {CHEESES_LOAD_FAILED}
        </div>
      ) : loading ? (
        <LoadingScreen message={LOADING} inline />
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table cheese-table">
              <colgroup>
                <col className="col-thumb" />
                <col className="col-name" />
                <col className="col-milk" />
                <col className="col-origin" />
                <col className="col-ageing" />
                <col />
                <col className="col-actions" />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">Image</th>
                  <th scope="col">Name</th>
                  <th scope="col">Milk</th>
                  <th scope="col">Origin</th>
                  <th scope="col">Ageing</th>
                  <th scope="col">Description</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((c) => (
                  <tr key={c.id} data-sync={c._sync}>
                    <td className="cheese-thumb-cell">
                      <Thumb cheese={c} />
                    </td>
                    <td className="cheese-name-cell">
                      <strong>{c.name}</strong>
                      <span className="hint">{c.type}</span>
                      <SyncMarker state={c._sync} error={c._error} />
                    </td>
                    <td className="cheese-milk-cell">
                      <span className={`milk-badge milk-${c.milk.toLowerCase()}`}>{c.milk}</span>
                    </td>
                    <td className="cheese-origin">{originLabel(c)}</td>
                    <td className="cheese-ageing">{c.ageing_period || '-'}</td>
                    <td className="cheese-description"><span title={c.description}>{descriptionPreview(c.description)}</span></td>
                    <td className="cheese-actions">
                      <Link className="btn btn-ghost btn-icon" to={`/admin/cheeses/edit/${c.id}`} aria-label={`Edit ${c.name}`} title="Edit">
                        <Pencil size={18} aria-hidden="true" />
                      </Link>
                      <button type="button" className="btn btn-ghost btn-icon cheese-delete" onClick={() => void onDelete(c)} aria-label={`Delete ${c.name}`} title="Delete">
                        <Trash2 size={18} aria-hidden="true" />
                      </button>
                    </td>
                  </tr>
                ))}
                {shown.length === 0 && (
                  <tr>
                    <td colSpan={7} className="muted">
                      {all.length === 0 ? 'No cheeses yet.' : 'No cheeses match your search.'}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <p className="admin-footer-count">
            Showing {shown.length} of {all.length} cheeses
          </p>
        </>
      )}
    </section>
  );
}
