/**
 * The edit session: one editing model for every synced table, in plain TypeScript (no React), over
 * the data layer. A state machine:
 *
 *   loading → loaded | missing
 *   loaded/saved/failed → editing (edit)          editing → saving (save)
 *   saving → saved (synced, or queued while offline) | conflict | failed (invalid or rejected)
 *   conflict → saving (keepMine) | loaded (takeTheirs) | missing (theirs was a delete)
 *
 * One conflict model: the version the form loaded. Every save carries it; the server applies the
 * change only while that version is current, else the session is in conflict with both versions.
 * The session watches the record (its row and outbox item) live: the push of its own queued change
 * advances the base version; someone else's version adopted while nothing is being edited replaces
 * `loaded` (revision + 1, the form resets); arriving while editing it is only flagged, and saving
 * then is a conflict — never a silent overwrite. No timers: retries belong to the engine.
 * Side effects: IndexedDB (through the layer) and network (pushNow).
 */
import { RECORD_STILL_LOADING } from '@/domain/messages/account';
import type { FieldChoice } from '@/domain/merge/merge-row';
import { LocalWriteError, type DataLayer, type OutboxItem, type PushOutcome, type RecordState, type SyncState, type SyncTable, type SyncTables } from '@/data/engine';

export type EditStatus = 'loading' | 'missing' | 'loaded' | 'editing' | 'saving' | 'saved' | 'conflict' | 'failed';

export interface EditState<K extends SyncTable> {
  status: EditStatus;
  /** The record (null: a new one not saved yet). */
  id: string | null;
  /** The row the form works from (after a save: as written). */
  loaded: SyncTables[K] | null;
  /** The version the form loaded: every save is checked against it. */
  baseVersion: number | null;
  /** After a save: on the server ('synced') or waiting on this device ('queued'). */
  saved: 'synced' | 'queued' | null;
  /** Conflict: the server's row (null: deleted there). */
  theirs: SyncTables[K] | null;
  /** Failed: the validation message or the server's refusal. */
  error: string | null;
  errorCode: string | null;
  /** The record's sync state (outbox) and the last retry message while queued. */
  sync: SyncState;
  syncMessage: string | null;
  /** Someone else's newer version arrived while editing (saving will be a conflict). */
  newerAvailable: boolean;
  /** That newer version (null: deleted there, or none). */
  newer: SyncTables[K] | null;
  /** Bumped whenever `loaded` is replaced by another version: a form resets to it. */
  revision: number;
}

export interface SaveRequest {
  /** false: store and queue only (autosave); the engine pushes in the background. Default true. */
  wait?: boolean;
}

type Listener = () => void;

/** True when `row` holds another value than `fields` for one of them (a merge brought the other side's). */
function differs(row: object, fields: object): boolean {
  const r = row as Record<string, unknown>;
  return Object.entries(fields).some(([k, v]) => v !== undefined && JSON.stringify(r[k] ?? null) !== JSON.stringify(v ?? null));
}

function syncOf(item: OutboxItem | undefined): SyncState {
  return item ? (item.status === 'pending' ? 'pending' : item.status) : 'synced';
}

export class EditSession<K extends SyncTable> {
  private state: EditState<K>;
  private readonly listeners = new Set<Listener>();
  private subscription: { unsubscribe(): void } | null = null;
  /** A change of ours is queued (its push will advance the base version). */
  private queued = false;
  private busy = 0;
  /** The outbox item's revision the conflict was seen at: a snapshot at or below it is not a resolution. */
  private conflictRev = -1;
  /** Counts edit() calls: a background save marks the session saved only if nothing was typed meanwhile. */
  private edits = 0;
  /** The server was asked for a record this device does not hold (once per session). */
  private asked = false;

  constructor(
    private readonly layer: DataLayer,
    readonly table: K,
    id: string | null,
  ) {
    this.state = {
      status: id ? 'loading' : 'loaded', id, loaded: null, baseVersion: null, saved: null, theirs: null, error: null, errorCode: null,
      sync: 'synced', syncMessage: null, newerAvailable: false, newer: null, revision: 0,
    };
    // Watching starts with the first subscriber (a session React creates and drops never watches).
  }

  getState = (): EditState<K> => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    // Watching again after a dispose (React's strict mode unmounts and remounts once).
    if (!this.subscription && this.state.id) this.watch(this.state.id);
    return () => this.listeners.delete(listener);
  };

  /** Stops watching the record (a later subscribe starts again). */
  dispose(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
  }

  /** The form changed (it keeps its own fields; the session only tracks that they differ). */
  edit(): void {
    this.edits += 1;
    if (['loaded', 'saved', 'failed'].includes(this.state.status)) this.set({ status: 'editing', error: null, errorCode: null });
  }

  /** Back to the loaded version (the form resets to `loaded`). */
  discard(): void {
    if (this.state.status === 'editing' || this.state.status === 'failed') this.set({ status: 'loaded', error: null, errorCode: null, revision: this.state.revision + 1 });
  }

  /**
   * Saves the form's fields on the version it loaded (a new record: creates it) and, unless
   * `wait: false`, pushes now and reports the outcome.
   */
  async save(fields: Partial<SyncTables[K]>, request: SaveRequest = {}): Promise<EditState<K>> {
    const wait = request.wait ?? true;
    if (this.state.status === 'conflict') return this.fail('Choose a version (Keep Mine or Take Theirs) before saving.', null);
    const edits = this.edits;
    // The live watch lags on a busy device: what the device holds now decides the base version.
    const pending = await this.catchUp();
    // Not on this device yet (the server is being asked): saving now would have no version to build on.
    // The answer says so; the session stays loading, so the version still arrives.
    if (this.state.status === 'loading') return { ...this.state, status: 'failed', error: RECORD_STILL_LOADING, errorCode: null };
    if (wait) this.set({ status: 'saving', error: null, errorCode: null });
    this.busy += 1;
    try {
      const id = this.state.id;
      const from = this.state.baseVersion;
      const row = await this.layer.save(this.table, { ...fields, id: id ?? undefined } as Partial<SyncTables[K]> & { id?: string }, {
        baseVersion: this.state.baseVersion ?? undefined,
        // Our queued change may land between that read and this save.
        ownPushVersion: this.queued && pending?.status === 'pending' ? (pending.baseVersion ?? 0) + 1 : undefined,
        // Each changed field's base for a merge with a newer row: its value in the row the form loaded.
        baseRow: (this.state.loaded ?? undefined) as Record<string, unknown> | undefined,
      });
      this.queued = true;
      if (!id) {
        this.set({ id: row.id, baseVersion: 0, loaded: row });
        this.watch(row.id);
      }
      if (!wait) {
        if (this.edits === edits && !['conflict', 'failed'].includes(this.getState().status)) this.set({ status: 'saved', saved: 'queued' });
        return this.state;
      }
      const settled = await this.settle(await this.layer.pushNow(this.table, row.id));
      // Merged with another device's change: the form shows the merged row (unless typed in since).
      const merged = id !== null && from !== null && settled.loaded !== null && settled.loaded.version > from + 1;
      if (merged && settled.saved === 'synced' && settled.status === 'saved' && this.edits === edits && differs(settled.loaded!, fields)) {
        return this.set({ revision: settled.revision + 1 });
      }
      return settled;
    } catch (e) {
      if (e instanceof LocalWriteError) return this.fail(e.message, null);
      return this.fail(e instanceof Error ? e.message : String(e), null);
    } finally {
      this.busy -= 1;
    }
  }

  /**
   * Keep this device's version. In a conflict: re-sent on the server's current version (or re-created
   * when deleted there). With a newer version seen while editing: the form now builds on that one
   * (`fields` given: saved and pushed on it at once).
   */
  async keepMine(fields?: Partial<SyncTables[K]>): Promise<EditState<K>> {
    const { id, theirs } = this.state;
    const inConflict = this.state.status === 'conflict';
    if (id && !inConflict && this.state.newerAvailable) {
      const newer = this.state.newer;
      this.set({ newerAvailable: false, newer: null, baseVersion: newer ? newer.version : this.state.baseVersion });
      return fields ? this.save(fields) : this.state;
    }
    if (!inConflict || !id) return this.state;
    this.set({ status: 'saving' });
    this.busy += 1;
    try {
      await this.layer.resolveConflict(this.table, id, 'mine');
      this.set({ baseVersion: theirs ? theirs.version : 0, theirs: null, newerAvailable: false, newer: null });
      this.queued = true;
      if (fields) await this.layer.save(this.table, { ...fields, id } as Partial<SyncTables[K]> & { id?: string }, { baseVersion: this.state.baseVersion ?? undefined });
      return await this.settle(await this.layer.pushNow(this.table, id));
    } catch (e) {
      return this.fail(e instanceof Error ? e.message : String(e), null);
    } finally {
      this.busy -= 1;
    }
  }

  /**
   * A newer version seen while editing, taken into the form field by field (the fields not edited
   * here follow it, the edited ones are kept): the form now builds on it, without resetting. Saving
   * is then checked against that version.
   */
  adoptNewer(): EditState<K> {
    const { newer, newerAvailable } = this.state;
    if (!newerAvailable || !newer || this.state.status === 'conflict') return this.state;
    return this.set({ loaded: newer, baseVersion: newer.version, newerAvailable: false, newer: null });
  }

  /**
   * Conflict: one choice per field in conflict (the rest merged already, see mergeQueued); the side
   * not kept goes to History. The form resets to the row the choices give.
   */
  async resolve(choices: Readonly<Record<string, FieldChoice>>): Promise<EditState<K>> {
    const id = this.state.id;
    if (this.state.status !== 'conflict' || !id) return this.state;
    this.set({ status: 'saving' });
    this.busy += 1;
    try {
      await this.layer.resolveConflict(this.table, id, { fields: choices });
      this.set({ theirs: null, newerAvailable: false, newer: null });
      this.queued = true;
      const settled = await this.settle(await this.layer.pushNow(this.table, id));
      const { row } = await this.layer.read.record(this.table, id);
      return this.set({ loaded: row ?? settled.loaded, baseVersion: row?.version ?? settled.baseVersion, revision: settled.revision + 1 });
    } catch (e) {
      return this.fail(e instanceof Error ? e.message : String(e), null);
    } finally {
      this.busy -= 1;
    }
  }

  /** Conflict (or a newer version seen while editing): take the server's version; the form resets to it. */
  async takeTheirs(): Promise<EditState<K>> {
    const { id } = this.state;
    if (!id) return this.state;
    this.busy += 1;
    try {
      if (this.state.status === 'conflict') {
        const theirs = this.state.theirs;
        await this.layer.resolveConflict(this.table, id, 'theirs');
        this.queued = false;
        if (!theirs) return this.set({ status: 'missing', loaded: null, theirs: null });
        return this.set({ status: 'loaded', loaded: theirs, baseVersion: theirs.version, theirs: null, newerAvailable: false, newer: null, revision: this.state.revision + 1 });
      }
      const { row } = await this.layer.read.record(this.table, id);
      if (!row) return this.set({ status: 'missing', loaded: null, newerAvailable: false, newer: null });
      return this.set({ status: 'loaded', loaded: row, baseVersion: row.version, newerAvailable: false, newer: null, revision: this.state.revision + 1 });
    } finally {
      this.busy -= 1;
    }
  }

  /** Pushes the record's queued change now (the "Retry now" of a form) and reports it. */
  async retry(): Promise<EditState<K>> {
    const id = this.state.id;
    if (!id) return this.state;
    return this.settle(await this.layer.pushNow(this.table, id), false);
  }

  private async settle(outcome: PushOutcome, report = true): Promise<EditState<K>> {
    const id = this.state.id!;
    if (outcome.kind === 'synced') {
      this.queued = false;
      const { row } = await this.layer.read.record(this.table, id);
      return this.set({
        status: report || this.state.status === 'saved' ? 'saved' : this.state.status, saved: 'synced', loaded: row ?? this.state.loaded,
        baseVersion: row?.version ?? this.state.baseVersion, sync: 'synced', syncMessage: null, newerAvailable: false, newer: null,
      });
    }
    if (outcome.kind === 'offline') {
      return this.set({ status: report ? 'saved' : this.state.status, saved: 'queued', sync: 'pending', syncMessage: outcome.message });
    }
    if (outcome.kind === 'conflict') {
      this.conflictRev = outcome.rev;
      return this.set({ status: 'conflict', theirs: outcome.theirs as SyncTables[K] | null, sync: 'conflict' });
    }
    return this.set({ status: 'failed', error: outcome.message, errorCode: outcome.code, sync: 'failed' });
  }

  private fail(message: string, code: string | null): EditState<K> {
    return this.set({ status: 'failed', error: message, errorCode: code });
  }

  /** Observes the record now, as the watch will (when nothing else is saving); returns its outbox item. */
  private async catchUp(): Promise<OutboxItem | undefined> {
    const id = this.state.id;
    // Still loading (a save right after opening, the watch not answered yet): the device's copy loads it now.
    if (!id || this.state.status === 'missing') return undefined;
    const record = await this.layer.read.record(this.table, id);
    if (this.state.id === id) this.observe(record);
    return record.item;
  }

  private watch(id: string): void {
    this.subscription?.unsubscribe();
    this.subscription = this.layer.observe((read) => read.record(this.table, id)).subscribe({
      next: (record) => this.observe(record),
      error: (e: unknown) => this.fail(e instanceof Error ? e.message : String(e), null),
    });
  }

  /** What the device's copy of the record says now. */
  private observe({ row, item, outcome }: RecordState<K>): void {
    const s = this.state;
    const sync = syncOf(item);
    const syncMessage = item?.error ?? null;
    if (s.status === 'loading' || (s.status === 'missing' && row)) {
      if (!row) {
        if (s.status === 'loading' && !this.asked && this.layer.isOnline()) {
          // Not on this device (created elsewhere since its last sync, e.g. a link from a review
          // mail): the server is asked before the record is called missing. A row it returns
          // reaches this session through the watch; none (or no answer) means missing.
          this.asked = true;
          void this.layer.fetch
            .row(this.table, s.id!)
            .catch(() => undefined)
            .then(async () => {
              if (this.state.status === 'loading' && !(await this.layer.read.record(this.table, s.id!)).row) this.set({ status: 'missing' });
            });
          return;
        }
        this.set({ status: 'missing' });
        return;
      }
      this.queued = !!item;
      const base = item?.baseVersion ?? row.version;
      if (item?.status === 'conflict') {
        this.conflictRev = item.rev;
        this.set({ status: 'conflict', loaded: row, baseVersion: base, theirs: (item.theirs ?? null) as SyncTables[K] | null, sync, syncMessage });
      } else if (item?.status === 'failed') {
        this.set({ status: 'failed', loaded: row, baseVersion: base, error: item.error ?? 'Unknown error', errorCode: item.errorCode ?? null, sync, syncMessage });
      } else {
        this.set({ status: 'loaded', loaded: row, baseVersion: item ? base : row.version, sync, syncMessage });
      }
      return;
    }
    if (this.busy > 0 || s.status === 'saving') {
      this.set({ sync, syncMessage });
      return;
    }
    if (outcome.kind === 'conflict' && s.status !== 'conflict') {
      this.conflictRev = outcome.rev;
      this.set({ status: 'conflict', theirs: outcome.theirs as SyncTables[K] | null, sync, syncMessage });
      return;
    }
    if (outcome.kind === 'rejected' && s.status !== 'failed') {
      this.set({ status: 'failed', error: outcome.message, errorCode: outcome.code, sync, syncMessage });
      return;
    }
    // A watch answer older than the conflict (the item still pending as it was sent) resolves nothing.
    if (s.status === 'conflict' && item && item.rev <= this.conflictRev) return;
    if (s.status === 'conflict' || (s.status === 'failed' && s.sync === 'failed' && outcome.kind !== 'rejected')) {
      // Resolved outside this session (another panel, another tab): follow the record.
      if (item) {
        this.queued = true;
        this.set({ status: 'saved', saved: 'queued', theirs: null, error: null, errorCode: null, baseVersion: item.baseVersion ?? s.baseVersion, sync, syncMessage });
      } else if (!row) {
        this.queued = false;
        this.set({ status: 'missing', loaded: null, theirs: null, sync, syncMessage });
      } else {
        this.queued = false;
        this.set({ status: 'loaded', loaded: row, baseVersion: row.version, theirs: null, error: null, errorCode: null, revision: s.revision + 1, sync, syncMessage });
      }
      return;
    }
    if (item) {
      this.set({ sync, syncMessage });
      return;
    }
    // No change of ours is waiting.
    if (this.queued) {
      // Our queued change was pushed: the row now holds the version we wrote.
      this.queued = false;
      // It merged with another device's change (more than one version on). While typing, the form
      // keeps building on what it loaded, so its next save merges again; else it shows the merged row.
      if (row && s.baseVersion !== null && row.version > s.baseVersion + 1) {
        if (s.status === 'editing') this.set({ saved: s.saved ? 'synced' : null, sync, syncMessage });
        else this.set({ baseVersion: row.version, loaded: row, saved: s.saved ? 'synced' : null, revision: s.revision + 1, sync, syncMessage });
        return;
      }
      this.set({ baseVersion: row?.version ?? s.baseVersion, loaded: row ?? s.loaded, saved: s.saved ? 'synced' : null, sync, syncMessage });
      return;
    }
    if (!row) {
      if (s.status !== 'editing') this.set({ status: 'missing', loaded: null, sync, syncMessage });
      else this.set({ newerAvailable: true, newer: null, sync, syncMessage });
      return;
    }
    if (s.baseVersion !== null && row.version !== s.baseVersion) {
      if (s.status === 'editing') this.set({ newerAvailable: true, newer: row, sync, syncMessage });
      else this.set({ loaded: row, baseVersion: row.version, newerAvailable: false, newer: null, revision: s.revision + 1, sync, syncMessage });
      return;
    }
    this.set({ sync, syncMessage });
  }

  private set(patch: Partial<EditState<K>>): EditState<K> {
    let changed = false;
    for (const [k, v] of Object.entries(patch)) if (this.state[k as keyof EditState<K>] !== v) changed = true;
    if (!changed) return this.state;
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((l) => l());
    return this.state;
  }
}
