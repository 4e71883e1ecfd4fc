/**
 * The History panel of the article builder, the cheese and pairing forms and the announcement composer: the row's versions
 * (who, when, through which path, which fields changed), read from the server when opened; the
 * selected version compared word by word with the current one; Restore writes it back as a new
 * version on the version the form shows (refused when the row moved on). Offline it says it needs
 * the network: history is not kept on the device.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatDate } from '@/domain/dates';
import { buildVersions, changedFieldsText, versionDiff, WRITE_PATH_LABELS, type HistorySource, type HistoryTable, type HistoryVersion, type VersionRecord } from '@/domain/history';
import {
  HISTORY_EMPTY, HISTORY_HEADING, HISTORY_LOAD_FAILED, HISTORY_NEEDS_NETWORK, HISTORY_RESTORE, HISTORY_RESTORE_CONFLICT, historyRestored,
} from '@/domain/messages';
import { Button } from '@/ui/Button';
import { useToast } from '@/ui/Toast';
import { VersionDiff } from './VersionDiff';

export interface HistoryPanelProps {
  table: HistoryTable;
  id: string;
  /** The row as this device has it from the server (its version is the restore's version check). */
  current: Record<string, unknown> | null;
  /** The data layer's history calls. */
  source: HistorySource;
  online: boolean;
}

type Load = { kind: 'idle' | 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; records: VersionRecord[] };

function versionLine(v: HistoryVersion, names: Record<string, string>): string {
  const who = v.savedBy ? (names[v.savedBy] ?? 'Someone') : 'Unknown';
  const how = v.path ? WRITE_PATH_LABELS[v.path] : v.version === 1 ? 'Created' : '';
  return [who, how].filter(Boolean).join(' · ');
}

export function HistoryPanel({ table, id, current, source, online }: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<Load>({ kind: 'idle' });
  const [names, setNames] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { show, toast } = useToast();
  const [busy, setBusy] = useState(false);
  const currentVersion = current ? Number(current.version) : null;

  const refresh = useCallback(async () => {
    setLoad({ kind: 'loading' });
    try {
      const records = await source.load(table, id);
      setLoad({ kind: 'loaded', records });
      const people = records.flatMap((r) => [r.changed_by, r.row_data.updated_by as string | null]);
      if (current?.updated_by) people.push(current.updated_by as string);
      setNames(await source.names(people.filter((p): p is string => typeof p === 'string')));
    } catch (e) {
      setLoad({ kind: 'failed', message: `${HISTORY_LOAD_FAILED}: ${e instanceof Error ? e.message : String(e)}` });
    }
  }, [table, id, source]); // eslint-disable-line react-hooks/exhaustive-deps -- the current row's author name is a nicety

  // Loaded when opened (and again when the row moves on while open), only online.
  useEffect(() => {
    if (open && online) void refresh();
  }, [open, online, refresh, currentVersion]);

  const versions = useMemo(() => (load.kind === 'loaded' ? buildVersions(current, load.records) : []), [load, current]);
  const chosen = versions.find((v) => v.recordId === selected) ?? null;
  const diffs = useMemo(() => (chosen && current ? versionDiff(table, chosen.content, current) : []), [chosen, current, table]);

  const restore = async (v: HistoryVersion) => {
    if (v.recordId === null || currentVersion === null) return;
    setBusy(true);
    setProblem(null);
    try {
      const { version } = await source.restore(v.recordId, currentVersion);
      show({ text: historyRestored(v.version, version) });
      setSelected(null);
    } catch (e) {
      const conflict = source.isConflict(e);
      setProblem(conflict ? HISTORY_RESTORE_CONFLICT : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="history-panel admin-card" aria-labelledby={`history-heading-${id}`}>
      {toast}
      <h2 id={`history-heading-${id}`}>
        <button type="button" className="history-toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {HISTORY_HEADING}
        </button>
      </h2>
      {open && (
        <div className="history-body">
          {problem && <p className="admin-message admin-message-error" role="alert">{problem}</p>}
          {!online ? (
            <p className="history-offline" role="status">{HISTORY_NEEDS_NETWORK}</p>
          ) : load.kind === 'failed' ? (
            <p className="admin-message admin-message-error" role="alert">{load.message}</p>
          ) : load.kind !== 'loaded' ? (
            <p role="status">Loading history…</p>
          ) : versions.length <= 1 ? (
            <p>{HISTORY_EMPTY}</p>
          ) : (
            <ol className="history-versions" aria-label="Versions">
              {versions.map((v) => (
                <li key={`${v.recordId ?? 'current'}`} className={v.recordId !== null && v.recordId === selected ? 'history-version selected' : 'history-version'}>
                  <button type="button" className="history-version-pick" disabled={v.current} aria-pressed={v.recordId !== null && v.recordId === selected}
                    onClick={() => setSelected(v.recordId === selected ? null : v.recordId)}>
                    <strong>{v.current ? `Version ${v.version} (current)` : v.conflict ? `Version ${v.version} (not kept in a conflict)` : `Version ${v.version}`}</strong>
                    <span className="history-version-meta">
                      <time dateTime={v.savedAt}>{formatDate(v.savedAt, { time: true })}</time> · {versionLine(v, names)}
                    </span>
                    {v.changedFields.length > 0 && (
                      <span className="history-version-fields">Changed: {changedFieldsText(table, v.changedFields)}</span>
                    )}
                  </button>
                  {chosen && v.recordId === chosen.recordId && (
                    <div className="history-compare">
                      <VersionDiff diffs={diffs} />
                      {/* Nothing to restore when it reads as the current version: no button, the line above says so. */}
                      {diffs.length > 0 && <Button onClick={() => void restore(v)} disabled={busy}>{HISTORY_RESTORE}</Button>}
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
