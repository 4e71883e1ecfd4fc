/**
 * The article builder: the fields, the editor, the score panel and the save controls. The
 * editing logic (autosave, working copy, the edit session's saves and conflicts) is in
 * useArticleEditor. Side effects: navigation after a first save or when the entry was deleted.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { historySource, useOnline, type AdminRow } from '@/data';
import { SUBMIT_FOR_REVIEW, SUCCESS_MESSAGE_MS, discardLocalDialog, missingArticleFields, normaliseContentType, withImageSize, type Entry } from '@/domain';
import { useConfirm } from '@/ui/ConfirmDialog';
import type { WorkingCopy } from './working-copy';
import { saveStatusText } from './save-status';
import { useSaveShortcut } from './useSaveShortcut';
import { BuilderFields } from './BuilderFields';
import { ContentEditor } from './ContentEditor';
import { RecipeFields } from './RecipeFields';
import type { RecipeSource } from '@/domain/recipe/recipe-data-check';
import { SeoPanel, type ScoreInputs } from './SeoPanel';
import { ImageModal } from './ImageModal';
import { ConflictPanel } from './ConflictPanel';
import { HistoryPanel } from '@/ui/history/HistoryPanel';
import { useDebounced } from './useDebounced';
import { useLeaveGuard } from './useLeaveGuard';
import { BuilderHeader } from './BuilderHeader';
import { useArticleEditor } from './useArticleEditor';

export interface ArticleBuilderProps {
  mode: 'new' | 'edit';
  entry: AdminRow<Entry> | null;
  copy: WorkingCopy | null;
  flash: string | null;
  /** 'partner': Submit for review instead of Publish, no publish date; the server enforces the rest. */
  audience?: 'admin' | 'partner';
}

type Notice = { tone: 'success' | 'error' | 'info'; text: string } | null;

export function ArticleBuilder({ mode, entry, copy, flash, audience = 'admin' }: ArticleBuilderProps) {
  const partner = audience === 'partner';
  const home = partner ? '/partners' : '/admin';
  const navigate = useNavigate();
  const online = useOnline();
  const editor = useArticleEditor(mode, entry, copy, partner);
  const { state, dispatch, edit, session, isNew, isLive } = editor;
  const [notice, setNotice] = useState<Notice>(flash ? { tone: 'success', text: flash } : null);
  const [busy, setBusy] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const allowLeaveRef = useRef(false);
  const { confirm, dialog: discardDialog } = useConfirm();

  const say = useCallback((tone: 'success' | 'error' | 'info', text: string) => setNotice({ tone, text }), []);
  useEffect(() => {
    if (notice?.tone !== 'success' && notice?.tone !== 'info') return;
    const t = window.setTimeout(() => setNotice(null), SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(t);
  }, [notice]);

  const dirty = editor.writing || editor.localOnly;
  const beforeLeave = useCallback(() => void editor.flushAutosave(), [editor.flushAutosave]); // eslint-disable-line react-hooks/exhaustive-deps
  const leaveDialog = useLeaveGuard(dirty, allowLeaveRef, beforeLeave);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
    } catch (e) {
      say('error', e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  const save = (action: 'draft' | 'publish') =>
    run(async () => {
      const result = await editor.save(action);
      if (!result.ok) return say('error', result.text);
      if (partner && action === 'publish') {
        allowLeaveRef.current = true;
        navigate('/partners/drafts', { state: { flash: { tone: 'success', text: result.text } } });
        return;
      }
      if (isNew) {
        allowLeaveRef.current = true;
        navigate(`${home}/articles/edit/${result.id}`, { replace: true, state: { flash: result.text } });
        return;
      }
      say('success', result.text);
    });
  // Dropping what was restored from the device cannot be undone: asked first.
  const discardLocal = async () => {
    if (await confirm(discardLocalDialog(isNew))) await editor.discardLocal();
  };
  const keepMine = () =>
    run(async () => {
      await editor.keepMine();
      say('success', 'Kept your version.');
    });
  const takeTheirs = () =>
    run(async () => {
      if (await editor.takeTheirs()) return say('success', 'Took their version.');
      allowLeaveRef.current = true;
      navigate(partner ? '/partners/drafts' : '/admin/articles');
    });

  useSaveShortcut(() => {
    if (!busy) void save('draft');
  });

  const scoreSource = useDebounced(state.form, 250);
  const scoreInputs = useMemo<ScoreInputs>(() => ({
    title: scoreSource.title, slug: scoreSource.slug, excerpt: scoreSource.description, content: scoreSource.content,
    focusKeyword: scoreSource.focus_keyword, hasImage: Boolean(scoreSource.image_url),
  }), [scoreSource]);
  // The recipe's structured data as the page will write it (debounced with the scores).
  const recipeSource = useMemo<RecipeSource | null>(() => (normaliseContentType(scoreSource.content_type) !== 'recipe' ? null : {
    title: scoreSource.title, description: scoreSource.description, image_url: scoreSource.image_url, published_at: scoreSource.publish_at,
    focus_keyword: scoreSource.focus_keyword, cheese_types: scoreSource.cheese_types, serving_size: scoreSource.serving_size,
    preparation_time: scoreSource.preparation_time, cook_time: scoreSource.cook_time, recipe_category: scoreSource.recipe_category,
    ingredients: scoreSource.ingredients, instructions: scoreSource.instructions,
  }), [scoreSource]);
  const onContent = useCallback((value: string) => dispatch({ type: 'content', value }), [dispatch]);
  const onEditorMessage = useCallback((text: string) => say(text.startsWith('Failed') ? 'error' : 'success', text), [say]);
  const onEditImage = useCallback(() => setImageOpen(true), []);

  const retrying = edit.id !== null && edit.sync === 'pending' && edit.syncMessage !== null;
  const status = saveStatusText({
    writing: editor.writing, online, sync: edit.id && edit.status !== 'loading' ? edit.sync : null, retrying,
    localOnly: editor.localOnly || (isLive && editor.restored),
    nothingSaved: isNew && edit.id === null && !editor.restored,
    incomplete: missingArticleFields(state.form).length > 0,
  });
  const f = state.form;
  const origin = window.location.origin;
  const mainLabel = partner ? SUBMIT_FOR_REVIEW : isNew || !isLive ? 'Publish' : 'Update';
  const theirs = edit.status === 'conflict' ? (edit.theirs as Entry | null) : edit.newerAvailable ? (edit.newer as Entry | null) : undefined;

  return (
    <div className="builder-page">
      {leaveDialog}
      {discardDialog}
      <BuilderHeader isNew={isNew} status={status} mainLabel={mainLabel} saving={busy || edit.status === 'saving'}
        back={partner ? { to: '/partners/drafts', label: 'Back to Drafts' } : undefined}
        onRetry={retrying ? () => void session.retry() : null}
        onSaveDraft={() => void save('draft')} onPublish={() => void save('publish')} />
      <div className="builder-messages">
        {notice && (
          <div className={`admin-message admin-message-${notice.tone === 'error' ? 'error' : 'success'}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </div>
        )}
        {editor.failure && <div className="admin-message admin-message-error" role="alert">{editor.failure}</div>}
        {edit.loaded?.review_status === 'changes_requested' && edit.loaded.review_note && (
          <div className="admin-message admin-message-error builder-review-note" role="note"><strong>Changes requested:</strong> {edit.loaded.review_note}</div>
        )}
        {editor.restored && (
          <div className="admin-message builder-restored" role="status">
            Restored unsaved changes from this device.{' '}
            <button type="button" className="btn btn-ghost btn-small" onClick={() => void discardLocal()}>
              {isNew ? 'Start over' : 'Discard changes'}
            </button>
          </div>
        )}
        {theirs !== undefined && (
          <ConflictPanel mine={f} theirs={theirs} busy={busy} onKeepMine={() => void keepMine()} onTakeTheirs={() => void takeTheirs()} />
        )}
      </div>
      <div className="builder-body">
        <main className="builder-main">
          <BuilderFields title={f.title} slug={f.slug} focusKeyword={f.focus_keyword} excerpt={f.description} contentType={f.content_type}
            publishAt={f.publish_at} hidePublishAt={partner} imageUrl={f.image_url} imageAlt={f.image_alt} cheeseTypes={f.cheese_types} origin={origin}
            dispatch={dispatch} onEditImage={onEditImage} />
          <ContentEditor content={f.content} previewContent={scoreSource.content} onChange={onContent} onMessage={onEditorMessage} />
          {normaliseContentType(f.content_type) === 'recipe' && (
            <RecipeFields servingSize={f.serving_size} preparationTime={f.preparation_time} cookTime={f.cook_time} category={f.recipe_category}
              difficulty={f.difficulty_level}
              ingredients={f.ingredients} instructions={f.instructions} dispatch={dispatch} />
          )}
        </main>
        <SeoPanel inputs={scoreInputs} origin={origin} recipe={recipeSource} />
      </div>
      {!isNew && entry && <HistoryPanel table="cheezopedia_entries" id={entry.id} current={entry as unknown as Record<string, unknown>} source={historySource} online={online} />}
      {imageOpen && (
        <ImageModal mode="featured" currentUrl={f.image_url} currentAlt={f.image_alt} onClose={() => setImageOpen(false)}
          onDone={(url, alt, message, image) => {
            setImageOpen(false);
            // A new picture carries its size (the hero reserves its box); keeping the current one (alt
            // text edited) keeps its placeholder.
            if (image && url) dispatch({ type: 'image', url: withImageSize(url, image.width, image.height), alt, placeholder: image.placeholder });
            else dispatch({ type: 'image', url, alt, placeholder: url === f.image_url ? (f.image_placeholder ?? null) : null });
            if (message) say('success', message);
          }} />
      )}
    </div>
  );
}
