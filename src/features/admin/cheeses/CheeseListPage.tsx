/**
 * /admin/cheeses: the catalogue from the local copy (offline-capable) with search over name, country
 * and description, sync markers, Import CSV, Add Cheese, Export CSV (through the platform), edit and
 * delete. Only the rows near the viewport are rendered (windowed).
 */
import { useMemo, useState } from 'react';
import { remove } from '@/data';
import { undoDelete } from '@/data/online';
import { useAdminCheeses } from '@/data/editing';
import { type AdminRow } from '@/data/engine';
import { getPlatform } from '@/platform';
import { useExportRequest } from '@/platform/export-requests';
import { buildSearchIndex, searchIndex } from '@/domain/search-index';
import { CHEESE_DELETED, CHEESE_DELETE_FAILED, CHEESES_LOAD_FAILED, LOADING } from '@/domain/messages';
import type { Cheese } from '@/domain/types';
import { LoadingScreen } from '@/ui/Spinner';
import { useListMessages } from '@/ui/admin/use-list-messages';
import { useDeleteConfirm } from '@/ui/admin/use-delete-confirm';
import type { DeleteWithUndo } from '@/ui/admin/delete-with-undo';
import { cheesesToCsv, exportFileName } from './cheese-export';
import { useWindowedRows } from '@/ui/windowed-rows';
import { CheeseRow } from './CheeseRow';
import { AdminTable, type AdminColumn } from '@/ui/admin/AdminTable';
import { SearchBox } from '@/ui/admin/SearchBox';
import { ListPage } from '@/ui/admin/ListPage';
import './cheeses.css';

/** A row's usual height (px): the window's first estimate, then each row is measured. */
const CHEESE_ROW_HEIGHT = 81;

const COLUMNS: AdminColumn[] = ['Image', 'Name', 'Milk', 'Origin', 'Ageing', 'Description', { label: 'Actions', hidden: true }];
const WIDTHS = ['col-thumb', 'col-name', 'col-milk', 'col-origin', 'col-ageing', '', 'col-actions'];

const DELETE: DeleteWithUndo<AdminRow<Cheese>> = { title: 'Delete cheese?', label: (c) => c.name, remove: (c) => remove('cheeses', c.id), restore: (c) => undoDelete('cheeses', c.id), deleted: CHEESE_DELETED, failed: CHEESE_DELETE_FAILED };

export default function CheeseListPage() {
  const { data, loading, error, partial } = useAdminCheeses();
  const platform = getPlatform();
  // A problem stays inline until the next action; what worked is said in a toast.
  const { problem, setProblem, show, toast } = useListMessages();
  const [query, setQuery] = useState('');
  const all = useMemo(() => data ?? [], [data]);
  // The index is built when the rows change (and only once a search starts); a keystroke only tests its keys.
  const searching = query.trim() !== '';
  const index = useMemo(() => (searching ? buildSearchIndex(all, (c) => [c.name, c.origin_country, c.description]) : null), [all, searching]);
  const shown = useMemo(() => (index ? searchIndex(index, query) : all), [index, all, query]);
  const rows = useWindowedRows(shown.length, CHEESE_ROW_HEIGHT);

  async function exportCsv() {
    try {
      await platform.saveFile(exportFileName(), cheesesToCsv(all), 'text/csv');
    } catch (e) {
      setProblem(`Failed to export cheeses: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  useExportRequest('cheeses', () => void exportCsv());

  const { onDelete, dialog } = useDeleteConfirm(DELETE, { show, setProblem });

  return (
    <ListPage titleId="cheeses-title" title="Cheeses" className="cheese-list" headClassName="cheese-list-head" dialog={dialog}
      importTo="/admin/cheeses/import" add={{ to: '/admin/cheeses/new', label: 'Add Cheese' }}
      actions={
        <button type="button" className="btn btn-outline" onClick={() => void exportCsv()} disabled={loading || all.length === 0}>
          Export CSV
        </button>
      }
    >
      {toast}
      <div className="admin-toolbar">
        <SearchBox id="cheese-search" label="Search cheeses" placeholder="Search by name, country or description" value={query} onChange={setQuery} />
      </div>
      {problem && <div className="admin-message admin-message-error" role="alert">{problem}</div>}
      {error && !data ? (
        <div className="admin-message admin-message-error" role="alert">
          {CHEESES_LOAD_FAILED}
        </div>
      ) : loading ? (
        <LoadingScreen message={LOADING} inline />
      ) : (
        <>
          <AdminTable label="Cheese table" className="cheese-table" columns={COLUMNS} widths={WIDTHS} windowed={{ rows, count: shown.length }}>
            {rows.indexes.map((i) => (
              <CheeseRow key={shown[i].id} cheese={shown[i]} index={i} measure={rows.measure} onDelete={onDelete} />
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} className="muted">
                  {all.length === 0 ? 'No cheeses yet.' : 'No cheeses match your search.'}
                </td>
              </tr>
            )}
          </AdminTable>
          <p className="admin-footer-count" role="status">
            {partial ? 'Loading every cheese…' : `Showing ${shown.length} of ${all.length} cheeses`}
          </p>
        </>
      )}
    </ListPage>
  );
}
