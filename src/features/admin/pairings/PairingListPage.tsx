/**
 * /admin/pairings: every pairing from the local copy (offline-capable): cheese name, type, pairing
 * name, rating as stars and the description's first 50 characters; search, filters by type and by
 * cheese, a footer count, Import CSV and Create Pairing, edit and delete with the spec's
 * confirmation. Rows are windowed. Side effects: deletes through the data layer (queued offline).
 */
import { useCallback, useMemo, useState } from 'react';
import { remove } from '@/data';
import { undoDelete } from '@/data/online';
import { useAdminCheeses, useAdminPairings } from '@/data/editing';
import { type AdminRow } from '@/data/engine';
import { LOADING, PAIRING_DELETE_FAILED, PAIRING_DELETED, PAIRINGS_LOAD_FAILED } from '@/domain/messages';
import { filterPairings, pairingTypes } from '@/domain/pairing-rules';
import { buildSearchIndex, searchIndex } from '@/domain/search-index';
import type { Pairing } from '@/domain/types';
import { LoadingScreen } from '@/ui/Spinner';
import { useListMessages } from '@/ui/admin/use-list-messages';
import { useDeleteConfirm } from '@/ui/admin/use-delete-confirm';
import type { DeleteWithUndo } from '@/ui/admin/delete-with-undo';
import { useWindowedRows } from '@/ui/windowed-rows';
import { PairingRow } from './PairingRow';
import { AdminTable, type AdminColumn } from '@/ui/admin/AdminTable';
import { SearchBox } from '@/ui/admin/SearchBox';
import { ListPage } from '@/ui/admin/ListPage';
import './pairings.css';

/** A row's usual height (px): the window's first estimate, then each row is measured. */
const PAIRING_ROW_HEIGHT = 57;

const COLUMNS: AdminColumn[] = ['Cheese', 'Type', 'Pairing', 'Rating', 'Description', { label: 'Actions', hidden: true }];

const DELETE: DeleteWithUndo<AdminRow<Pairing>> = { title: 'Delete pairing?', label: (p) => p.pairing_name, remove: (p) => remove('pairings', p.id), restore: (p) => undoDelete('pairings', p.id), deleted: PAIRING_DELETED, failed: PAIRING_DELETE_FAILED };

export default function PairingListPage() {
  const { data, loading, error } = useAdminPairings();
  const cheeses = useAdminCheeses();
  // A problem stays inline until the next action; what worked is said in a toast.
  const { problem, setProblem, show, toast } = useListMessages();
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
  // The search index is built when the rows (or cheese names) change; a keystroke only tests its keys.
  const index = useMemo(() => buildSearchIndex(all, (p) => [p.pairing_name, p.pairing_type, p.description, cheeseName(p.cheese_id)]), [all, cheeseName]);
  const shown = useMemo(
    () => filterPairings(searchIndex(index, query), { query: '', type, cheeseId }, cheeseName),
    [index, query, type, cheeseId, cheeseName],
  );
  const rows = useWindowedRows(shown.length, PAIRING_ROW_HEIGHT);

  const { onDelete, dialog } = useDeleteConfirm(DELETE, { show, setProblem });

  return (
    <ListPage titleId="pairings-title" title="Pairings" className="pairing-list" headClassName="pairing-head" dialog={dialog}
      importTo="/admin/pairings/import" add={{ to: '/admin/pairings/new', label: 'Create Pairing' }}
    >
      {toast}
      <div className="admin-toolbar pairing-filters">
        <SearchBox id="pairing-search" label="Search pairings" placeholder="Search by pairing, type, cheese or description" value={query} onChange={setQuery} />
        <label className="visually-hidden" htmlFor="pairing-type-filter">Filter by type</label>
        <select id="pairing-type-filter" className="select" value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">All types</option>
          {types.map((t) => <option key={t} value={t}>{t}</option>)}
        </select>
        <label className="visually-hidden" htmlFor="pairing-cheese-filter">Filter by cheese</label>
        <select id="pairing-cheese-filter" className="select" value={cheeseId} onChange={(e) => setCheeseId(e.target.value)}>
          <option value="">All cheeses</option>
          {pairedCheeses.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </select>
      </div>
      {problem && <div className="admin-message admin-message-error" role="alert">{problem}</div>}
      {error && !data ? (
        <div className="admin-message admin-message-error" role="alert">{PAIRINGS_LOAD_FAILED}</div>
      ) : loading ? (
        <LoadingScreen message={LOADING} inline />
      ) : (
        <>
          <AdminTable label="Pairing table" className="pairing-table" columns={COLUMNS} windowed={{ rows, count: shown.length }}>
            {rows.indexes.map((i) => (
              <PairingRow key={shown[i].id} pairing={shown[i]} index={i} cheeseName={cheeseName} measure={rows.measure} onDelete={onDelete} />
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} className="muted">{all.length === 0 ? 'No pairings yet.' : 'No pairings match your search.'}</td>
              </tr>
            )}
          </AdminTable>
          <p className="admin-footer-count" role="status">Showing {shown.length} of {all.length} pairings</p>
        </>
      )}
    </ListPage>
  );
}
