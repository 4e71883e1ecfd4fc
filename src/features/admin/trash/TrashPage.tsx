/**
 * /admin/trash: deleted entries, cheeses, pairings and announcement drafts of the last 30 days,
 * newest first, each with Restore (a cheese comes back with the pairings deleted with it; a pairing
 * whose cheese is in the trash waits for its cheese). Read from the server on demand; offline it
 * says it needs the network.
 */
import { useCallback, useEffect, useState } from 'react';
import { listTrash, loadNames, restoreFromTrash, type TrashItem } from '@/data/online';
import { useOnline } from '@/data/react';
import { TRASH_KEEP_DAYS } from '@/domain/constants';
import { formatDate } from '@/domain/dates';
import { ACTIVITY_TABLE_LABELS } from '@/domain/history';
import { TRASH_EMPTY, TRASH_HEADING, TRASH_LOAD_FAILED, trashExplainer, trashRestored } from '@/domain/messages';
import { Button } from '@/ui/Button';
import { ServerReadBody } from '@/ui/admin/ServerReadBody';
import { ScrollRegion } from '@/ui/ScrollRegion';
import { useToast } from '@/ui/Toast';
import '../layout/admin.css';

const DAY_MS = 86_400_000;

/** Whole days left before an item is removed for good (0 on its last day). */
export function daysLeft(deletedAt: string, now: number): number {
  return Math.max(0, Math.floor((Date.parse(deletedAt) + TRASH_KEEP_DAYS * DAY_MS - now) / DAY_MS));
}

type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; items: TrashItem[] };

export default function TrashPage() {
  const online = useOnline();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [names, setNames] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { show, toast } = useToast();
  const [busy, setBusy] = useState<number | null>(null);

  const refresh = useCallback(async () => {
    try {
      const items = await listTrash();
      setLoad({ kind: 'loaded', items });
      setNames(await loadNames(items.map((i) => i.deleted_by).filter((x): x is string => Boolean(x))));
    } catch (e) {
      setLoad({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  }, []);

  useEffect(() => {
    if (online) void refresh();
  }, [online, refresh]);

  const restore = async (item: TrashItem) => {
    setBusy(item.id);
    setProblem(null);
    try {
      await restoreFromTrash(item.table_name, item.row_id);
      show({ text: trashRestored(item.label) });
      await refresh();
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const now = Date.now();
  return (
    <section className="admin-page" aria-labelledby="trash-title">
      <h1 id="trash-title">{TRASH_HEADING}</h1>
      <p className="muted">{trashExplainer(TRASH_KEEP_DAYS)}</p>
      {toast}
      {problem && <p className="admin-message admin-message-error" role="alert">{problem}</p>}
      <div className="admin-card">
        <ServerReadBody read={load} online={online} empty={load.kind === 'loaded' && load.items.length === 0} failedLabel={TRASH_LOAD_FAILED} emptyText={TRASH_EMPTY}>
          {load.kind === 'loaded' && (
          <ScrollRegion label="Trash table">
          <table className="admin-table trash-table">
            <thead>
              <tr><th scope="col">Item</th><th scope="col">Kind</th><th scope="col">Deleted</th><th scope="col">Days left</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
            </thead>
            <tbody>
              {load.items.map((item) => (
                <tr key={item.id} data-row-id={item.row_id}>
                  <td>{item.label}{item.deleted_with && <span className="muted"> (with its cheese)</span>}</td>
                  <td>{ACTIVITY_TABLE_LABELS[item.table_name]}</td>
                  <td><time dateTime={item.deleted_at}>{formatDate(item.deleted_at, { time: true })}</time> by {item.deleted_by ? (names[item.deleted_by] ?? 'a team member') : 'the system'}</td>
                  <td>{daysLeft(item.deleted_at, now)}</td>
                  <td><Button variant="outline" disabled={busy !== null} onClick={() => void restore(item)}>Restore</Button></td>
                </tr>
              ))}
            </tbody>
          </table>
          </ScrollRegion>
          )}
        </ServerReadBody>
      </div>
    </section>
  );
}
