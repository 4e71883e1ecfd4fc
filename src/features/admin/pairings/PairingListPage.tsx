/**
 * /admin/pairings: every pairing from the local copy (offline-capable): cheese name, type, pairing
 * name, rating as stars and the description's first 50 characters; search, filters by type and by
 * cheese, a footer count, Import CSV and Create Pairing, edit and delete with the spec's
 * confirmation. Side effects: deletes through the data layer (queued offline).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { remove, useAdminCheeses, useAdminPairings, type AdminRow } from '@/data';
import { deleteConfirm, LOADING, PAIRING_DELETE_FAILED, PAIRING_DELETED, PAIRINGS_LOAD_FAILED } from '@/domain/messages';
import { filterPairings, pairingDescriptionPreview, pairingTypes, ratingStars } from '@/domain/pairing-rules';
import type { Pairing } from '@/domain/types';
import { LoadingScreen } from '@/ui/Spinner';
import { SyncMarker } from '@/ui/SyncMarker';
import { Toast } from '@/ui/Toast';
import './pairings.css';

interface Flash {
  message: string;
  kind: 'success' | 'error';
}

export default function PairingListPage() {
  const { data, loading, error } = useAdminPairings();
  const cheeses = useAdminCheeses();
  const navigate = useNavigate();
  const location = useLocation();
  const [flash, setFlash] = useState<Flash | null>((location.state as { flash?: Flash } | null)?.flash ?? null);
  const [query, setQuery] = useState('');
  const [type, setType] = useState('');
  const [cheeseId, setCheeseId] = useState('');
  const all = useMemo(() => data ?? [], [data]);
  const names = useMemo(() => new Map((cheeses.data ?? []).map((c) => [c.id, c.name])), [cheeses.data]);
  const cheeseName = useCallback((id: string) => names.get(id) ?? 'Unknown cheese', [names]);
  const types = useMemo(() => pairingTypes(all), [all]);
  const pairedCheeses = useMemo(
    () => [...new Set(all.map((p) => p.cheese_id))].map((id) => ({ id, name: cheeseName(id) })).sort((a, b) => a.name.localeCompare(b.name)),
    [all, cheeseName],
  );
  const shown = useMemo(() => filterPairings(all, { query, type, cheeseId }, cheeseName), [all, query, type, cheeseId, cheeseName]);

  async function onDelete(p: AdminRow<Pairing>) {
    if (!window.confirm(deleteConfirm(p.pairing_name))) return;
    try {
      await remove('pairings', p.id);
      setFlash({ message: PAIRING_DELETED, kind: 'success' });
    } catch {
      setFlash({ message: PAIRING_DELETE_FAILED, kind: 'error' });
    }
  }

  // Drop the one-time message from the history entry so a reload does not show it again.
  const hasState = !!location.state;
  useEffect(() => {
    if (hasState) navigate(location.pathname, { replace: true, state: null });
  }, [hasState, navigate, location.pathname]);

  return (
    <section className="admin-page pairing-list" aria-labelledby="pairings-title">
      <div className="pairing-head">
        <h1 id="pairings-title">Pairings</h1>
        <div className="admin-actions">
          <Link className="btn btn-outline" to="/admin/pairings/import">Import CSV</Link>
          <Link className="btn btn-primary" to="/admin/pairings/new">Create Pairing</Link>
        </div>
      </div>
      <Toast message={flash?.message ?? null} kind={flash?.kind} onDone={() => setFlash(null)} />
      <div className="admin-toolbar pairing-filters">
        <label className="visually-hidden" htmlFor="pairing-search">Search pairings</label>
        <input id="pairing-search" type="search" placeholder="Search by pairing, type, cheese or description" value={query} onChange={(e) => setQuery(e.target.value)} />
        <label className="visually-hidden" htmlFor="pairing-type-filter">Filter by type</label>
        <select id="pairing-type-filter" value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">All types</option>
          {types.map((t) => <option key={t} value={t}>{t}</option>)}
        </select>
        <label className="visually-hidden" htmlFor="pairing-cheese-filter">Filter by cheese</label>
        <select id="pairing-cheese-filter" value={cheeseId} onChange={(e) => setCheeseId(e.target.value)}>
          <option value="">All cheeses</option>
          {pairedCheeses.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </select>
      </div>
      {error && !data ? (
        <div className="admin-message admin-message-error" role="alert">{PAIRINGS_LOAD_FAILED}</div>
      ) : loading ? (
        <LoadingScreen message={LOADING} inline />
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table pairing-table">
              <thead>
                <tr>
                  <th scope="col">Cheese</th>
                  <th scope="col">Type</th>
                  <th scope="col">Pairing</th>
                  <th scope="col">Rating</th>
                  <th scope="col">Description</th>
                  <th scope="col"><span className="visually-hidden">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {shown.map((p) => (
                  <tr key={p.id} data-sync={p._sync}>
                    <td>{cheeseName(p.cheese_id)}</td>
                    <td>{p.pairing_type}</td>
                    <td>
                      <strong>{p.pairing_name}</strong>
                      <SyncMarker state={p._sync} error={p._error} />
                    </td>
                    <td>
                      {p.rating ? (
                        <span className="pairing-stars" role="img" aria-label={`${p.rating} out of 5`}>{ratingStars(p.rating)}</span>
                      ) : (
                        <span className="muted">-</span>
                      )}
                    </td>
                    <td className="pairing-description">{pairingDescriptionPreview(p.description)}</td>
                    <td className="pairing-actions">
                      <Link className="btn btn-ghost" to={`/admin/pairings/edit/${p.id}`} aria-label={`Edit ${p.pairing_name}`}>Edit</Link>
                      <button type="button" className="btn btn-ghost pairing-delete" onClick={() => void onDelete(p)} aria-label={`Delete ${p.pairing_name}`}>
                        Delete
                      </button>
                    </td>
                  </tr>
                ))}
                {shown.length === 0 && (
                  <tr>
                    <td colSpan={6} className="muted">{all.length === 0 ? 'No pairings yet.' : 'No pairings match your search.'}</td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <p className="admin-footer-count">Showing {shown.length} of {all.length} pairings</p>
        </>
      )}
    </section>
  );
}
