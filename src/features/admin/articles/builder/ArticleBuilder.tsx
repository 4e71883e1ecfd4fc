/**
 * The article builder: the fields, the editor, the score panel and the save controls. The
 * editing logic (autosave, working copy, the edit session's saves and conflicts) is in
 * useArticleEditor. What worked is said in a toast; a refused save marks its field and moves the
 * focus there (or to the problem above the form). Save Draft on a live or scheduled article asks
 * first: it takes the article off the site. Side effects: navigation after a first save or when the
 * entry was deleted.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { historySource } from '@/data/online';
import { useConflicts, useOnline } from '@/data/react';
import { useAuth } from '@/data/auth';
import { usePresence } from '@/data/editing';
import { OtherDeviceNotes } from '@/ui/OtherDeviceNotes';
import { fieldLabels } from './field-labels';
import { type AdminRow } from '@/data/engine';
import {
  LIVE_KEPT_ON_DEVICE, SUBMIT_FOR_REVIEW, articleFieldProblems, discardLocalDialog, missingArticleFields, normaliseContentType, unpublishDialog, withImageSize, type Entry,
} from '@/domain';
import { useConfirm } from '@/ui/ConfirmDialog';
import { useToast } from '@/ui/Toast';
import type { WorkingCopy } from './working-copy';
import { saveStatusText } from './save-status';
import { useSaveShortcut } from './use-save-shortcut';
import { BuilderFields } from './BuilderFields';
import { ContentEditor } from './ContentEditor';
import { RecipeFields } from './RecipeFields';
import type { RecipeSource } from '@/domain/recipe/recipe-data-check';
import { SeoPanel, type ScoreInputs } from './SeoPanel';
import { ImageModal } from './ImageModal';
import { ConflictPanel } from './ConflictPanel';
import { SharePreview } from './SharePreview';
import { isPublic } from '@/domain/entry-status';
import { HistoryPanel } from '@/ui/history/HistoryPanel';
import { useDebounced } from './use-debounced';
import { useLeaveGuard } from './use-leave-guard';
import { BuilderHeader } from './BuilderHeader';
import { LinkWarnings } from './LinkWarnings';
import { titlesLinkingTo } from '@/data/editing';
import { linkedFromNotice } from '@/domain/messages/links';
import { replaceLinkUrl, type RenamedLink } from '@/domain/internal-links';
import { useArticleEditor, type SaveResult } from './use-article-editor';
import { useFocusAfterRender } from './use-focus-after-render';

export interface ArticleBuilderProps {
  mode: 'new' | 'edit';
  entry: AdminRow<Entry> | null;
  copy: WorkingCopy | null;
  flash: string | null;
  /** 'partner': Submit for Review instead of Publish, no publish date; the server enforces the rest. */
  audience?: 'admin' | 'partner';
}

type Field = NonNullable<Extract<SaveResult, { ok: false }>['field']>;
const FIELD_IDS: Record<Field, string> = { title: 'article-title', slug: 'article-slug', content: 'article-content' };

export function ArticleBuilder({ mode, entry, copy, flash, audience = 'admin' }: ArticleBuilderProps) {
  const partner = audience === 'partner';
  const home = partner ? '/partners' : '/admin';
  const navigate = useNavigate();
  const online = useOnline();
  const conflicts = useConflicts();
  const editor = useArticleEditor(mode, entry, copy, partner);
  const { state, dispatch, edit, session, isNew, isLive } = editor;
  const { user, profile } = useAuth();
  const peers = usePresence('cheezopedia_entries', isNew ? null : edit.id, profile?.name ?? user?.email ?? null);
  // A problem stays above the form until the next save; what worked is said in a toast.
  const [problem, setProblem] = useState<string | null>(null);
  // The problem is about fields: it goes once they are all fixed.
  const [fieldProblem, setFieldProblem] = useState(false);
  // After a refused save the fields say what is wrong, live, until a save goes through.
  const [checkFields, setCheckFields] = useState(false);
  const [slugTaken, setSlugTaken] = useState<{ slug: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const allowLeaveRef = useRef(false);
  const problemRef = useRef<HTMLDivElement>(null);
  const focusLater = useFocusAfterRender(problemRef);
  const { confirm, dialog: discardDialog } = useConfirm();
  const { show, toast } = useToast();

  const say = useCallback((tone: 'success' | 'error', text: string) => (tone === 'error' ? setProblem(text) : show({ text })), [show]);
  useEffect(() => {
    if (flash) show({ text: flash });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the message the page was opened with
  }, []);

  const dirty = editor.writing || editor.localOnly;
  const beforeLeave = useCallback(() => void editor.flushAutosave(), [editor.flushAutosave]); // eslint-disable-line react-hooks/exhaustive-deps
  const leaveDialog = useLeaveGuard(dirty, allowLeaveRef, beforeLeave);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await task();
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
      focusLater(null);
    } finally {
      setBusy(false);
    }
  }

  /**
   * A refused save: the summary above the form (the spec's words), each field marked with its own
   * message, and the focus on the first of them (in view under the sticky header), else on the summary.
   */
  const refused = (result: Extract<SaveResult, { ok: false }>) => {
    setCheckFields(true);
    setProblem(result.text);
    setFieldProblem(result.field !== undefined);
    if (result.field === 'slug' && !articleFieldProblems(state.form).slug) setSlugTaken({ slug: state.form.slug, text: result.text });
    focusLater(result.field ? FIELD_IDS[result.field] : null);
  };

  const save = async (action: 'draft' | 'publish') => {
    // Saving a live or scheduled article as a draft clears its publication date: asked first.
    const was = editor.liveState();
    if (action === 'draft' && !partner && !isNew && was !== 'draft') {
      const question = unpublishDialog(state.form.title, state.form.slug, was);
      // Published entries linking here lose their link: named in the question.
      if (was === 'published' && entry) question.message += linkedFromNotice(await titlesLinkingTo(entry, window.location.origin));
      if (!(await confirm({ ...question, tone: 'danger' }))) return;
    }
    await run(async () => {
      const result = await editor.save(action);
      if (!result.ok) return refused(result);
      setCheckFields(false);
      setSlugTaken(null);
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
  };
  // Dropping what was restored from the device cannot be undone: asked first.
  const discardLocal = async () => {
    if (await confirm(discardLocalDialog(isNew))) await editor.discardLocal();
  };
  const keepMine = () =>
    run(async () => {
      await editor.keepMine();
      say('success', 'Kept your version.');
    });
  const conflict = conflicts.find((c) => c.table === 'cheezopedia_entries' && c.id === edit.id);
  const takeTheirs = () =>
    run(async () => {
      if (await editor.takeTheirs()) return say('success', 'Took their version.');
      allowLeaveRef.current = true;
      navigate(partner ? '/partners/drafts' : '/admin/articles');
    });

  // Ctrl+S never takes an article off the site: on a live or scheduled one it keeps the changes on this device.
  useSaveShortcut(() => {
    if (busy) return;
    if (!partner && !isNew && editor.liveState() !== 'draft') void editor.flushAutosave().then(() => show({ text: LIVE_KEPT_ON_DEVICE }));
    else void save('draft');
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
  // The link check's "update" on a link to an old address: the current URL written in the text, link text kept.
  const onUpdateLink = useCallback((link: RenamedLink) => dispatch({ type: 'content', value: replaceLinkUrl(state.form.content, link.url, link.currentUrl) }), [dispatch, state.form.content]);
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
  const fieldErrors = useMemo(() => {
    const problems = checkFields ? articleFieldProblems(f) : {};
    const slug = problems.slug ?? (slugTaken && slugTaken.slug === f.slug ? slugTaken.text : undefined);
    return { title: problems.title, slug, content: problems.content };
  }, [checkFields, f, slugTaken]);
  const headerErrors = useMemo(() => ({ title: fieldErrors.title, slug: fieldErrors.slug }), [fieldErrors.title, fieldErrors.slug]);
  const origin = window.location.origin;
  const mainLabel = partner ? SUBMIT_FOR_REVIEW : isNew || !isLive ? 'Publish' : 'Update';
  const theirs = edit.status === 'conflict' ? (edit.theirs as Entry | null) : edit.newerAvailable ? (edit.newer as Entry | null) : undefined;

  return (
    <div className="builder-page">
      {leaveDialog}
      {discardDialog}
      {toast}
      <BuilderHeader isNew={isNew} status={status} mainLabel={mainLabel} saving={busy || edit.status === 'saving'}
        back={partner ? { to: '/partners/drafts', label: 'Back to Drafts' } : undefined} live={!partner && !isNew && isLive}
        onRetry={retrying ? () => void session.retry() : null}
        onSaveDraft={() => void save('draft')} onPublish={() => void save('publish')} />
      <div className="builder-messages">
        {problem && !(fieldProblem && !fieldErrors.title && !fieldErrors.slug && !fieldErrors.content) && <div ref={problemRef} tabIndex={-1} className="admin-message admin-message-error" role="alert">{problem}</div>}
        {editor.failure && <div className="admin-message admin-message-error" role="alert">{editor.failure}</div>}
        {edit.loaded?.review_status === 'changes_requested' && edit.loaded.review_note && (
          <div className="admin-message admin-message-error builder-review-note" role="note"><strong>Changes requested:</strong> {edit.loaded.review_note}</div>
        )}
        {editor.restored && (
          <div className="admin-message builder-restored" role="status">
            Restored unsaved changes from this device.{' '}
            <button type="button" className="btn btn-ghost btn-small" onClick={() => void discardLocal()}>
              {isNew ? 'Start Over' : 'Discard Changes'}
            </button>
          </div>
        )}
        {!isNew && <OtherDeviceNotes peers={peers} updated={[...new Set(fieldLabels(editor.followed))]} />}
        {theirs !== undefined && (
          <ConflictPanel mine={f} theirs={theirs} busy={busy} onKeepMine={() => void keepMine()} onTakeTheirs={() => void takeTheirs()}
            merge={conflict ? { table: 'cheezopedia_entries', bases: conflict.bases, mine: conflict.mine, theirs: conflict.theirs } : null}
            onResolve={(choices) => run(async () => {
              await editor.resolve(choices);
              say('success', 'Kept your choices.');
            })} />
        )}
      </div>
      <div className="builder-body">
        <main className="builder-main">
          <BuilderFields title={f.title} slug={f.slug} focusKeyword={f.focus_keyword} excerpt={f.description} contentType={f.content_type}
            publishAt={f.publish_at} hidePublishAt={partner} imageUrl={f.image_url} imageAlt={f.image_alt} cheeseTypes={f.cheese_types} origin={origin}
            dispatch={dispatch} onEditImage={onEditImage} errors={headerErrors} />
          <ContentEditor content={f.content} previewContent={scoreSource.content} onChange={onContent} onMessage={onEditorMessage} error={fieldErrors.content} />
          <LinkWarnings content={scoreSource.content} selfId={entry?.id ?? null} origin={origin} onUpdateLink={onUpdateLink} />
          {normaliseContentType(f.content_type) === 'recipe' && (
            <RecipeFields servingSize={f.serving_size} preparationTime={f.preparation_time} cookTime={f.cook_time} category={f.recipe_category}
              difficulty={f.difficulty_level}
              ingredients={f.ingredients} instructions={f.instructions} dispatch={dispatch} />
          )}
        </main>
        <SeoPanel inputs={scoreInputs} origin={origin} recipe={recipeSource} />
      </div>
      {!isNew && entry && !isPublic(entry) && <SharePreview entryId={entry.id} online={online} origin={origin} />}
      {!isNew && entry && (
        <div className="builder-history">
          <HistoryPanel table="cheezopedia_entries" id={entry.id} current={entry as unknown as Record<string, unknown>} source={historySource} online={online} />
        </div>
      )}
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
