/**
 * The article builder (issue 6). Every change is written to this device within AUTOSAVE_DELAY_MS as
 * a working copy. Autosave policy — nothing may silently change what the public sees:
 * - a new article or a draft (published_at null) is also saved as a draft through the outbox once it
 *   has a title, a slug and content, so it syncs on its own;
 * - a published or scheduled article keeps its edits in the working copy only; the server changes
 *   only on an explicit 'Update' (publish) or 'Save Draft' (which unpublishes, as the spec says).
 * Side effects: IndexedDB writes, outbox pushes, navigation, beforeunload.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { resolveConflict, saveEntry, useAdminEntry, useConflicts, useOnline, type AdminRow } from '@/data';
import {
  AUTOSAVE_DELAY_MS, SUBMIT_FOR_REVIEW, SUBMITTED_FOR_REVIEW, SUCCESS_MESSAGE_MS, buildEntryPayload, emptyEntryForm, entryToForm, normaliseContentType,
  saveSuccessMessage, validateArticle, type Entry, type EntryForm, type EntrySavePayload, type SaveAction,
} from '@/domain';
import { builderReducer, initialState, sameForm, type BuilderState } from './form-state';
import { clearWorkingCopy, writeWorkingCopy, type WorkingCopy } from './working-copy';
import { pushEntryNow, retryEntryNow, titleUsingSlug } from './push';
import { isDuplicateSlug, saveFailureMessage, saveStatusText } from './save-status';
import { rowMatches, snapshotOf } from './compare';
import { BuilderFields } from './BuilderFields';
import { ContentEditor } from './ContentEditor';
import { RecipeFields } from './RecipeFields';
import { SeoPanel, type ScoreInputs } from './SeoPanel';
import { ImageModal } from './ImageModal';
import { ConflictPanel } from './ConflictPanel';
import { useDebounced } from './useDebounced';
import { useLeaveGuard } from './useLeaveGuard';
import { BuilderHeader } from './BuilderHeader';

export interface ArticleBuilderProps {
  mode: 'new' | 'edit';
  entry: AdminRow<Entry> | null;
  copy: WorkingCopy | null;
  flash: string | null;
  /** 'partner': Submit for review instead of Publish, no publish date; the server enforces the rest. */
  audience?: 'admin' | 'partner';
}

type Notice = { tone: 'success' | 'error' | 'info'; text: string } | null;

/** How often the open editor retries a push that could not reach the server (ms). */
const RETRY_EVERY_MS = 5_000;

/** The fields a "Keep mine" re-sends: everything but the publication and feed flags. */
function contentFields(p: EntrySavePayload): Partial<Entry> {
  const { published_at: _p, visible_in_feed: _v, featured: _f, ...rest } = p;
  return rest;
}

export function ArticleBuilder({ mode, entry, copy, flash, audience = 'admin' }: ArticleBuilderProps) {
  const partner = audience === 'partner';
  const home = partner ? '/partners' : '/admin';
  const navigate = useNavigate();
  const online = useOnline();
  const isNewMode = mode === 'new';
  const wcKey = isNewMode ? 'new' : entry!.id;
  const serverForm = useMemo(() => (entry ? entryToForm(entry) : null), [entry]);

  const [state, dispatch] = useReducer(builderReducer, undefined, (): BuilderState =>
    copy ? { form: copy.form, slugEdited: copy.slugEdited } : initialState(serverForm ?? emptyEntryForm(), isNewMode),
  );
  const [restored, setRestored] = useState(() => copy !== null && !sameForm(copy.form, serverForm ?? emptyEntryForm()));
  const [entryId, setEntryId] = useState<string | null>(entry?.id ?? copy?.entryId ?? null);
  const [writing, setWriting] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(flash ? { tone: 'success', text: flash } : null);
  const [imageOpen, setImageOpen] = useState(false);
  const [external, setExternal] = useState<Entry | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const live = useAdminEntry(entryId ?? undefined).data ?? null;
  const conflict = useConflicts().find((c) => c.table === 'cheezopedia_entries' && c.id === entryId) ?? null;
  const isLive = live ? live.published_at !== null : false;

  const stateRef = useRef(state);
  stateRef.current = state;
  const entryIdRef = useRef(entryId);
  entryIdRef.current = entryId;
  const liveRef = useRef(isLive);
  liveRef.current = isLive;
  const blockedRef = useRef(false);
  blockedRef.current = conflict !== null || external !== null;
  /** The form last handed to the server (or loaded from it); null = nothing yet. */
  const committedRef = useRef<EntryForm | null>(serverForm);
  /** What this editor last wrote, to tell our own pushes from someone else's. */
  const writtenRef = useRef<Partial<EntrySavePayload> | null>(entry && (!copy || copy.baseVersion === entry.version) ? snapshotOf(entry) : null);
  const baseVersionRef = useRef<number | null>(copy?.baseVersion ?? entry?.version ?? null);
  const timerRef = useRef<number | null>(null);
  const chainRef = useRef<Promise<void>>(Promise.resolve());
  const firstRef = useRef(true);
  const allowLeaveRef = useRef(false);

  const say = useCallback((tone: 'success' | 'error' | 'info', text: string) => setNotice({ tone, text }), []);
  useEffect(() => {
    if (notice?.tone !== 'success' && notice?.tone !== 'info') return;
    const t = window.setTimeout(() => setNotice(null), SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(t);
  }, [notice]);

  const persistCopy = useCallback(async () => {
    const s = stateRef.current;
    if (!entryIdRef.current && sameForm(s.form, emptyEntryForm())) {
      await clearWorkingCopy(wcKey);
      return;
    }
    await writeWorkingCopy(wcKey, {
      form: s.form, slugEdited: s.slugEdited, entryId: entryIdRef.current, baseVersion: baseVersionRef.current, savedAt: new Date().toISOString(),
    });
  }, [wcKey]);

  /** Stores the payload through the outbox (creating the entry the first time) and remembers it. */
  const storeEntry = useCallback(async (payload: Partial<Entry>, form: EntryForm) => {
    const saved = await saveEntry({ ...payload, id: entryIdRef.current ?? undefined });
    committedRef.current = form;
    writtenRef.current = { ...(writtenRef.current ?? {}), ...(payload as Partial<EntrySavePayload>) };
    if (!entryIdRef.current) {
      entryIdRef.current = saved.id;
      baseVersionRef.current = saved.version;
      setEntryId(saved.id);
    }
    return saved;
  }, []);

  const autosave = useCallback(async () => {
    await persistCopy();
    const form = stateRef.current.form;
    const draftable = !liveRef.current && !blockedRef.current && validateArticle(form) === null && normaliseContentType(form.content_type) !== null;
    if (draftable && (committedRef.current === null || !sameForm(form, committedRef.current))) {
      try {
        await storeEntry(buildEntryPayload(form, 'draft', new Date(), { isNew: isNewMode }), form);
        await persistCopy();
      } catch (e) {
        setFailure(e instanceof Error ? e.message : String(e));
      }
    }
  }, [isNewMode, persistCopy, storeEntry]);

  const runAutosave = useCallback(() => {
    if (timerRef.current !== null) {
      window.clearTimeout(timerRef.current);
      timerRef.current = null;
    }
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
    setWriting(true);
    if (timerRef.current === null) timerRef.current = window.setTimeout(() => void runAutosave(), AUTOSAVE_DELAY_MS);
  }, [state, runAutosave]);

  // Leaving the tab or the page: write at once.
  useEffect(() => {
    const now = () => {
      if (timerRef.current !== null) void runAutosave();
    };
    const onHidden = () => document.visibilityState === 'hidden' && now();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', now);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', now);
      now();
    };
  }, [runAutosave]);

  // A change queued earlier (maybe while offline) is retried as soon as the editor opens; a restored
  // working copy is saved again (its draft push may not have happened before the page went away).
  useEffect(() => {
    const queued = entry?.id ?? copy?.entryId ?? null;
    if (queued) void retryEntryNow(queued);
    if (copy) void runAutosave();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Someone else's version arrived (a pull): adopt our own writes, take theirs when we changed nothing, else ask.
  useEffect(() => {
    if (!live || live._sync !== 'synced' || external) return;
    if (baseVersionRef.current === null || baseVersionRef.current === live.version) {
      baseVersionRef.current = live.version;
      return;
    }
    if (writtenRef.current && rowMatches(live, writtenRef.current)) {
      baseVersionRef.current = live.version;
      return;
    }
    const committed = committedRef.current;
    if (committed && sameForm(stateRef.current.form, committed) && timerRef.current === null) {
      const form = entryToForm(live);
      committedRef.current = form;
      writtenRef.current = snapshotOf(live);
      baseVersionRef.current = live.version;
      dispatch({ type: 'reset', state: { form, slugEdited: true } });
      return;
    }
    setExternal(live);
  }, [live, external]);

  // A push the server refused (duplicate slug and the like), from autosave or an earlier session.
  useEffect(() => {
    if (!live || live._sync !== 'failed') {
      setFailure(null);
      return;
    }
    const message = live._error ?? 'Unknown error';
    let cancelled = false;
    if (isDuplicateSlug(message)) {
      void titleUsingSlug(live.slug, live.id).then((title) => !cancelled && setFailure(saveFailureMessage(message, null, title)));
    } else setFailure(saveFailureMessage(message, null, null));
    return () => {
      cancelled = true;
    };
  }, [live]);

  const localOnly = committedRef.current === null ? !sameForm(state.form, emptyEntryForm()) : !sameForm(state.form, committedRef.current);
  const dirty = writing || localOnly;
  const beforeLeave = useCallback(() => void runAutosave(), [runAutosave]);
  useLeaveGuard(dirty, allowLeaveRef, beforeLeave);

  async function save(action: SaveAction) {
    setFailure(null);
    const form = stateRef.current.form;
    const invalid = validateArticle(form);
    if (invalid) {
      say('error', invalid);
      return;
    }
    if (blockedRef.current) {
      say('error', 'Choose a version below (Keep mine or Take theirs) before saving.');
      return;
    }
    let payload: EntrySavePayload;
    try {
      payload = buildEntryPayload(form, partner ? 'draft' : action, new Date(), { isNew: isNewMode });
      if (partner && action === 'publish') payload = { ...payload, review_status: 'in_review' } as EntrySavePayload;
    } catch (e) {
      say('error', e instanceof Error ? e.message : String(e));
      return;
    }
    setSaving(true);
    try {
      if (timerRef.current !== null) window.clearTimeout(timerRef.current);
      timerRef.current = null;
      await chainRef.current;
      await persistCopy();
      const saved = await storeEntry(payload, form);
      const outcome = await pushEntryNow(saved.id);
      if (outcome.kind === 'failed') {
        const other = isDuplicateSlug(outcome.message, outcome.code) ? await titleUsingSlug(payload.slug, saved.id) : null;
        say('error', saveFailureMessage(outcome.message, outcome.code, other));
        return;
      }
      if (outcome.kind === 'conflict') {
        say('error', 'Someone else changed this article. Choose a version below.');
        return;
      }
      const text = partner && action === 'publish' ? SUBMITTED_FOR_REVIEW : saveSuccessMessage(isNewMode, action);
      await clearWorkingCopy(wcKey);
      setRestored(false);
      if (partner && action === 'publish') {
        allowLeaveRef.current = true;
        navigate('/partners/drafts', { state: { flash: { tone: 'success', text } } });
        return;
      }
      if (isNewMode) {
        allowLeaveRef.current = true;
        navigate(`${home}/articles/edit/${saved.id}`, { replace: true, state: { flash: text } });
        return;
      }
      say('success', text);
    } catch (e) {
      say('error', e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
      setWriting(false);
    }
  }

  async function keepMine() {
    setSaving(true);
    try {
      const form = stateRef.current.form;
      if (conflict) {
        const theirs = conflict.theirs as Entry | null;
        await resolveConflict('cheezopedia_entries', conflict.id, 'mine');
        if (theirs) baseVersionRef.current = theirs.version;
        const payload = buildEntryPayload(form, 'draft', new Date(), { isNew: false });
        blockedRef.current = false;
        await storeEntry(contentFields(payload), form);
        await pushEntryNow(conflict.id);
      } else if (external) {
        baseVersionRef.current = external.version;
        setExternal(null);
        if (!liveRef.current && validateArticle(form) === null) {
          blockedRef.current = false;
          await storeEntry(contentFields(buildEntryPayload(form, 'draft', new Date(), { isNew: false })), form);
          await pushEntryNow(external.id);
        }
      }
      say('success', 'Kept your version.');
    } catch (e) {
      say('error', e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  }

  async function takeTheirs() {
    setSaving(true);
    try {
      const theirs = conflict ? (conflict.theirs as Entry | null) : external;
      if (conflict) await resolveConflict('cheezopedia_entries', conflict.id, 'theirs');
      setExternal(null);
      if (!theirs) {
        await clearWorkingCopy(wcKey);
        allowLeaveRef.current = true;
        navigate(partner ? '/partners/drafts' : '/admin/articles');
        return;
      }
      const form = entryToForm(theirs);
      committedRef.current = form;
      writtenRef.current = snapshotOf(theirs);
      baseVersionRef.current = theirs.version;
      dispatch({ type: 'reset', state: { form, slugEdited: true } });
      say('success', 'Took their version.');
    } catch (e) {
      say('error', e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  }

  async function discardLocal() {
    if (timerRef.current !== null) window.clearTimeout(timerRef.current);
    timerRef.current = null;
    await chainRef.current;
    await clearWorkingCopy(wcKey);
    setRestored(false);
    if (isNewMode) {
      committedRef.current = null;
      writtenRef.current = null;
      baseVersionRef.current = null;
      entryIdRef.current = null;
      setEntryId(null);
      dispatch({ type: 'reset', state: initialState(emptyEntryForm(), true) });
    } else if (live) {
      const form = entryToForm(live);
      committedRef.current = form;
      dispatch({ type: 'reset', state: { form, slugEdited: true } });
    }
  }

  const scoreSource = useDebounced(state.form, 250);
  const scoreInputs = useMemo<ScoreInputs>(() => ({
    title: scoreSource.title, slug: scoreSource.slug, excerpt: scoreSource.description, content: scoreSource.content,
    focusKeyword: scoreSource.focus_keyword, hasImage: Boolean(scoreSource.image_url),
  }), [scoreSource]);
  const onContent = useCallback((value: string) => dispatch({ type: 'content', value }), []);
  const onEditorMessage = useCallback((text: string) => say(text.startsWith('Failed') ? 'error' : 'success', text), [say]);
  const onEditImage = useCallback(() => setImageOpen(true), []);

  const retrying = Boolean(live && live._sync === 'pending' && live._error);
  // While the server cannot be reached, try again every few seconds (one small request).
  useEffect(() => {
    if (!retrying || !entryId) return;
    const t = window.setInterval(() => void retryEntryNow(entryId), RETRY_EVERY_MS);
    return () => window.clearInterval(t);
  }, [retrying, entryId]);
  const status = saveStatusText({ writing, online, sync: live ? live._sync : null, retrying, localOnly: localOnly || (isLive && restored) });
  const f = state.form;
  const origin = window.location.origin;
  const mainLabel = partner ? SUBMIT_FOR_REVIEW : isNewMode || !isLive ? 'Publish' : 'Update';

  return (
    <div className="builder-page">
      <BuilderHeader isNew={isNewMode} status={status} mainLabel={mainLabel} saving={saving}
        back={partner ? { to: '/partners/drafts', label: 'Back to Drafts' } : undefined}
        onRetry={retrying && entryId ? () => void retryEntryNow(entryId) : null}
        onSaveDraft={() => void save('draft')} onPublish={() => void save('publish')} />
      <div className="builder-messages">
        {notice && (
          <div className={`admin-message admin-message-${notice.tone === 'error' ? 'error' : 'success'}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </div>
        )}
        {failure && <div className="admin-message admin-message-error" role="alert">{failure}</div>}
        {live?.review_status === 'changes_requested' && live.review_note && (
          <div className="admin-message admin-message-error builder-review-note" role="note"><strong>Changes requested:</strong> {live.review_note}</div>
        )}
        {restored && (
          <div className="admin-message builder-restored" role="status">
            Restored unsaved changes from this device.{' '}
            <button type="button" className="btn btn-ghost btn-small" onClick={() => void discardLocal()}>
              {isNewMode ? 'Start over' : 'Discard changes'}
            </button>
          </div>
        )}
        {(conflict || external) && (
          <ConflictPanel mine={f} theirs={conflict ? (conflict.theirs as Entry | null) : external} busy={saving}
            onKeepMine={() => void keepMine()} onTakeTheirs={() => void takeTheirs()} />
        )}
      </div>
      <div className="builder-body">
        <main className="builder-main">
          <BuilderFields title={f.title} slug={f.slug} focusKeyword={f.focus_keyword} excerpt={f.description} contentType={f.content_type}
            publishAt={f.publish_at} hidePublishAt={partner} imageUrl={f.image_url} imageAlt={f.image_alt} cheeseTypes={f.cheese_types} origin={origin}
            dispatch={dispatch} onEditImage={onEditImage} />
          <ContentEditor content={f.content} previewContent={scoreSource.content} onChange={onContent} onMessage={onEditorMessage} />
          {normaliseContentType(f.content_type) === 'recipe' && (
            <RecipeFields servingSize={f.serving_size} preparationTime={f.preparation_time} difficulty={f.difficulty_level}
              ingredients={f.ingredients} instructions={f.instructions} dispatch={dispatch} />
          )}
        </main>
        <SeoPanel inputs={scoreInputs} origin={origin} />
      </div>
      {imageOpen && (
        <ImageModal mode="featured" currentUrl={f.image_url} currentAlt={f.image_alt} onClose={() => setImageOpen(false)}
          onDone={(url, alt, message) => {
            setImageOpen(false);
            dispatch({ type: 'image', url, alt });
            if (message) say('success', message);
          }} />
      )}
    </div>
  );
}
