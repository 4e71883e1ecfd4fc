/**
 * The builder's editing logic over the data layer's edit session (one conflict model: the version
 * the form loaded). Every change is written to this device within AUTOSAVE_DELAY_MS as a working
 * copy. Autosave policy — nothing may silently change what the public sees:
 * - a new article or a draft (published_at null) is also saved as a draft through the outbox once it
 *   has a title, a slug and content (the engine pushes it, with its own retries and backoff);
 * - a published or scheduled article keeps its edits in the working copy only; the server changes
 *   only on an explicit 'Update' (publish) or 'Save Draft' (which unpublishes, as the spec says).
 * Side effects: IndexedDB writes (working copy, outbox), pushes, document/window listeners.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { entryTitleUsingSlug } from '@/data/online';
import { useEditSession, useFollowOtherDevice } from '@/data/editing';
import type { FieldChoice } from '@/domain/merge/merge-row';
import { type AdminRow } from '@/data/engine';
import {
  AUTOSAVE_DELAY_MS, SUBMITTED_FOR_REVIEW, firstArticleProblem, buildEntryPayload, emptyEntryForm, entryToForm, normaliseContentType, saveSuccessMessage, validateArticle, articleSaveProblem,
  type Entry, type EntryForm, type EntrySavePayload, type SaveAction,
} from '@/domain';
import { BEFORE_SIGN_OUT_EVENT } from '@/ui/confirm-sign-out';
import { builderReducer, initialState, sameForm, type BuilderState } from './form-state';
import { clearWorkingCopy, writeWorkingCopy, type WorkingCopy } from './working-copy';
import { isDuplicateSlug, saveFailureMessage } from './save-status';

/** The fields a "Keep Mine" re-sends: everything but the publication and feed flags. */
function contentFields(p: EntrySavePayload): Partial<Entry> {
  const { published_at: _p, visible_in_feed: _v, featured: _f, ...rest } = p;
  return rest;
}

/** `field`: the field the refusal is about (focused and marked by the builder). */
export type SaveResult = { ok: true; text: string; id: string } | { ok: false; text: string; field?: 'title' | 'slug' | 'content' };

/** Where the saved version stands: on the site, scheduled, or not public. */
export type LiveState = 'draft' | 'scheduled' | 'published';

/**
 * The builder's editing logic. `partner`: the main action submits for review (saved as a draft with
 * review_status 'in_review'); the server refuses anything else a partner may not do.
 */
export function useArticleEditor(mode: 'new' | 'edit', entry: AdminRow<Entry> | null, copy: WorkingCopy | null, partner = false) {
  const isNew = mode === 'new';
  const wcKey = isNew ? 'new' : entry!.id;
  const [generation, setGeneration] = useState(0);
  const [startId, setStartId] = useState<string | undefined>(entry?.id ?? copy?.entryId ?? undefined);
  const [session, edit] = useEditSession('cheezopedia_entries', startId, generation);
  const serverForm = entry ? entryToForm(entry) : null;
  const [state, dispatch] = useReducer(builderReducer, undefined, (): BuilderState =>
    copy ? { form: copy.form, slugEdited: copy.slugEdited } : initialState(serverForm ?? emptyEntryForm(), isNew),
  );
  const [restored, setRestored] = useState(() => copy !== null && !sameForm(copy.form, serverForm ?? emptyEntryForm()));
  const [writing, setWriting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const stateRef = useRef(state);
  stateRef.current = state;
  const sessionRef = useRef(session);
  sessionRef.current = session;
  /** The form last handed to the server (or loaded from it); null = nothing yet. */
  const committedRef = useRef<EntryForm | null>(serverForm);
  const timerRef = useRef<number | null>(null);
  const chainRef = useRef<Promise<void>>(Promise.resolve());
  const firstRef = useRef(true);
  const revisionRef = useRef(0);

  // The page opened the builder with the entry it loaded; the session's copy replaces it once its
  // watch answers (on a busy device that can be seconds after the form shows).
  const current = edit.loaded ?? entry;
  const isLive = current ? current.published_at !== null : false;
  const entryRef = useRef(entry);
  entryRef.current = entry;
  const blocked = edit.status === 'conflict' || edit.newerAvailable;
  const blockedRef = useRef(blocked);
  blockedRef.current = blocked;

  const persistCopy = useCallback(async () => {
    const s = stateRef.current;
    const id = sessionRef.current.getState().id;
    if (!id && sameForm(s.form, emptyEntryForm())) return clearWorkingCopy(wcKey);
    await writeWorkingCopy(wcKey, {
      form: s.form, slugEdited: s.slugEdited, entryId: id, baseVersion: sessionRef.current.getState().baseVersion, savedAt: new Date().toISOString(),
    });
  }, [wcKey]);

  /**
   * Published or scheduled, by the freshest copy: the session's, else the entry the page loaded.
   * Unknown (a restored article whose saved version is still loading) counts as live: nothing is
   * pushed as a draft until it is known, so a live article is never unpublished by an autosave.
   */
  const liveNow = useCallback((): boolean => {
    const s = sessionRef.current.getState();
    const row = s.loaded ?? entryRef.current;
    if (row) return row.published_at !== null;
    return s.status === 'loading';
  }, []);

  /** The saved version's state (the freshest copy): what Save Draft would take off the site. */
  const liveState = useCallback((): LiveState => {
    const s = sessionRef.current.getState();
    const row = s.loaded ?? entryRef.current;
    if (!row?.published_at) return 'draft';
    return Date.parse(row.published_at) > Date.now() ? 'scheduled' : 'published';
  }, []);

  const autosave = useCallback(async () => {
    await persistCopy();
    const form = stateRef.current.form;
    const draftable = !liveNow() && !blockedRef.current && validateArticle(form) === null && normaliseContentType(form.content_type) !== null;
    if (!draftable || (committedRef.current !== null && sameForm(form, committedRef.current))) return;
    const result = await sessionRef.current.save(buildEntryPayload(form, 'draft', new Date(), { isNew }), { wait: false });
    if (result.status === 'failed' && result.sync !== 'failed') setFailure(result.error);
    else committedRef.current = form;
    await persistCopy();
  }, [isNew, persistCopy, liveNow]);

  const flushAutosave = useCallback(() => {
    if (timerRef.current !== null) window.clearTimeout(timerRef.current);
    timerRef.current = null;
    chainRef.current = chainRef.current.then(autosave).catch((e: unknown) => setFailure(String(e))).finally(() => {
      if (timerRef.current === null) setWriting(false);
    });
    return chainRef.current;
  }, [autosave]);

  // Every change: saved on this device within AUTOSAVE_DELAY_MS of the first unsaved keystroke.
  useEffect(() => {
    if (firstRef.current) {
      firstRef.current = false;
      return;
    }
    if (committedRef.current === null || !sameForm(state.form, committedRef.current)) sessionRef.current.edit();
    setWriting(true);
    if (timerRef.current === null) timerRef.current = window.setTimeout(() => void flushAutosave(), AUTOSAVE_DELAY_MS);
  }, [state, flushAutosave]);

  // Leaving the tab or the page, or signing out (the change must be queued while the session still
  // names its owner): write at once.
  useEffect(() => {
    const now = () => {
      if (timerRef.current !== null) void flushAutosave();
    };
    const onHidden = () => document.visibilityState === 'hidden' && now();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', now);
    window.addEventListener(BEFORE_SIGN_OUT_EVENT, now);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', now);
      window.removeEventListener(BEFORE_SIGN_OUT_EVENT, now);
      now();
    };
  }, [flushAutosave]);

  // Once the saved version is known: a change queued earlier (maybe offline) is retried once, and a
  // restored working copy marks the form edited and is saved again (its draft push may not have
  // happened before the page went away).
  const ready = edit.status !== 'loading';
  const openedRef = useRef(false);
  useEffect(() => {
    if (!ready || openedRef.current) return;
    openedRef.current = true;
    if (sessionRef.current.getState().id) void sessionRef.current.retry();
    if (copy) {
      sessionRef.current.edit();
      void flushAutosave();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  // The session adopted another version (someone else's, while nothing was being edited; or theirs): the form follows.
  useEffect(() => {
    if (edit.revision === revisionRef.current) return;
    revisionRef.current = edit.revision;
    if (!edit.loaded) return;
    const form = entryToForm(edit.loaded);
    committedRef.current = form;
    dispatch({ type: 'reset', state: { form, slugEdited: true } });
  }, [edit.revision, edit.loaded]);

  // Another device's change while this form is open: untouched fields take it (edited ones are kept).
  const takeFromOtherDevice = useCallback((form: EntryForm) => {
    const newer = sessionRef.current.getState().newer;
    // What the server holds now is that version: the edits kept here differ from it and are autosaved on it.
    if (newer) committedRef.current = entryToForm(newer);
    dispatch({ type: 'reset', state: { form, slugEdited: stateRef.current.slugEdited } });
  }, []);
  const followed = useFollowOtherDevice(session, edit, entryToForm, state.form, takeFromOtherDevice);

  // A push the server refused (duplicate slug and the like), from autosave or an earlier session.
  useEffect(() => {
    if (edit.status !== 'failed' || edit.sync !== 'failed' || !edit.error) {
      setFailure(null);
      return;
    }
    const message = edit.error;
    let cancelled = false;
    if (isDuplicateSlug(message, edit.errorCode)) {
      const slug = edit.loaded?.slug ?? stateRef.current.form.slug;
      void entryTitleUsingSlug(slug, edit.id).then((title) => !cancelled && setFailure(saveFailureMessage(message, edit.errorCode, title)));
    } else setFailure(saveFailureMessage(message, edit.errorCode, null));
    return () => {
      cancelled = true;
    };
  }, [edit.status, edit.sync, edit.error, edit.errorCode, edit.id, edit.loaded]);

  /** Save Draft / Publish / Update: stored, pushed now, and the outcome in words. */
  async function save(action: SaveAction): Promise<SaveResult> {
    const form = stateRef.current.form;
    // Names the missing fields, so the message says what to fill in.
    const invalid = articleSaveProblem(form);
    if (invalid) return { ok: false, text: invalid, field: firstArticleProblem(form) };
    if (blockedRef.current) return { ok: false, text: 'Choose a version below (Keep Mine or Take Theirs) before saving.' };
    const submit = partner && action === 'publish';
    const was = liveState();
    const built = buildEntryPayload(form, partner ? 'draft' : action, new Date(), { isNew });
    const payload: EntrySavePayload = submit ? ({ ...built, review_status: 'in_review' } as EntrySavePayload) : built;
    if (timerRef.current !== null) window.clearTimeout(timerRef.current);
    timerRef.current = null;
    await chainRef.current;
    await persistCopy();
    const result = await session.save(payload);
    setWriting(false);
    if (result.status === 'conflict') return { ok: false, text: 'Someone else changed this article. Choose a version below.' };
    if (result.status === 'failed') {
      const message = result.error ?? 'Unknown error';
      const duplicate = isDuplicateSlug(message, result.errorCode);
      const other = duplicate ? await entryTitleUsingSlug(payload.slug, result.id) : null;
      return { ok: false, text: result.sync === 'failed' ? saveFailureMessage(message, result.errorCode, other) : message, field: duplicate ? 'slug' : undefined };
    }
    committedRef.current = form;
    await clearWorkingCopy(wcKey);
    setRestored(false);
    return { ok: true, text: submit ? SUBMITTED_FOR_REVIEW : saveSuccessMessage(isNew, action, was), id: result.id! };
  }

  async function keepMine(): Promise<void> {
    const form = stateRef.current.form;
    const draftable = !liveNow() && validateArticle(form) === null;
    const fields = draftable || edit.status === 'conflict' ? contentFields(buildEntryPayload(form, 'draft', new Date(), { isNew: false })) : undefined;
    const result = await session.keepMine(fields);
    if (fields) committedRef.current = form;
    if (result.status === 'failed') throw new Error(result.error ?? 'Unknown error');
  }

  /** Settles a conflict field by field (the rest merged); the form follows the row the choices give. */
  async function resolve(choices: Record<string, FieldChoice>): Promise<void> {
    const result = await session.resolve(choices);
    if (result.status === 'failed') throw new Error(result.error ?? 'Unknown error');
  }

  /** Takes the server's version; false when it was deleted there (the caller leaves). */
  async function takeTheirs(): Promise<boolean> {
    const result = await session.takeTheirs();
    if (result.status === 'missing') {
      await clearWorkingCopy(wcKey);
      return false;
    }
    return true;
  }

  async function discardLocal(): Promise<void> {
    if (timerRef.current !== null) window.clearTimeout(timerRef.current);
    timerRef.current = null;
    await chainRef.current;
    await clearWorkingCopy(wcKey);
    setRestored(false);
    if (isNew) {
      committedRef.current = null;
      setStartId(undefined);
      setGeneration((g) => g + 1);
      dispatch({ type: 'reset', state: initialState(emptyEntryForm(), true) });
    } else {
      // The freshest saved version (this click's render may predate the session's answer).
      const saved = sessionRef.current.getState().loaded ?? entryRef.current;
      if (!saved) return;
      const form = entryToForm(saved);
      committedRef.current = form;
      session.discard();
      dispatch({ type: 'reset', state: { form, slugEdited: true } });
    }
  }

  const localOnly = committedRef.current === null ? !sameForm(state.form, emptyEntryForm()) : !sameForm(state.form, committedRef.current);
  return {
    state, dispatch, edit, session, isNew, isLive, restored, writing, failure, localOnly, flushAutosave, followed,
    save, keepMine, takeTheirs, resolve, discardLocal, liveState,
  };
}
