/**
 * The markdown editor: format toolbar acting on the selection (Ctrl/⌘+B, I, K shortcuts, shown in
 * the tooltips), the text area, and a lazy preview; Write / Preview are WAI-ARIA tabs (arrow keys,
 * Home, End).
 */
import { lazy, memo, Suspense, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  Bold, Code, Heading2, Heading3, Image as ImageIcon, Italic, Link as LinkIcon, List, ListOrdered, Quote, type LucideIcon,
} from 'lucide-react';
import { applyFormat, contentAllowance, withImageSize, type FormatExtra, type FormatKind } from '@/domain';
import { LOADING } from '@/domain';
import { FieldError, fieldErrorId } from '@/ui/FieldError';
import { ImageModal } from './ImageModal';
import { LinkModal } from './LinkModal';
import { APPLE, ariaShortcut, shortcutAction, shortcutLabel, type ShortcutAction } from './shortcuts';

/** Above this many characters the browser's spell checker is turned off (it slows typing in huge texts). */
const SPELLCHECK_LIMIT = 50_000;

const loadPreview = () => import('./MarkdownPreview');
// Fetched with the builder's own code (editors only: an editor's session loads the builder ahead),
// not on the first Preview click, so that Preview works after the network drops.
void loadPreview().catch(() => undefined);
const MarkdownPreview = lazy(loadPreview);

const TOOLS: ReadonlyArray<{ kind: FormatKind; label: string; icon: LucideIcon; shortcut?: ShortcutAction }> = [
  { kind: 'bold', label: 'Bold', icon: Bold, shortcut: 'bold' },
  { kind: 'italic', label: 'Italic', icon: Italic, shortcut: 'italic' },
  { kind: 'h2', label: 'Heading 2', icon: Heading2 },
  { kind: 'h3', label: 'Heading 3', icon: Heading3 },
  { kind: 'ul', label: 'Bullet list', icon: List },
  { kind: 'ol', label: 'Numbered list', icon: ListOrdered },
  { kind: 'quote', label: 'Quote', icon: Quote },
  { kind: 'link', label: 'Link', icon: LinkIcon, shortcut: 'link' },
  { kind: 'image', label: 'Image', icon: ImageIcon },
  { kind: 'code', label: 'Code', icon: Code },
];

/** From this share of the limit on, the counter says how much is left. */
const NEAR_LIMIT = 0.9;

/** The body's length against ENTRY_TEXT_LIMITS.content: always shown; what is left near it; refused past it. */
function LengthCounter({ id, allowance }: { id: string; allowance: ReturnType<typeof contentAllowance> }) {
  const { length, limit, remaining, over } = allowance;
  const n = (x: number) => x.toLocaleString('en-US');
  const text = over
    ? `${n(length)} / ${n(limit)} characters: ${n(-remaining)} over the limit. Shorten the article (or split it in two) to save it.`
    : length >= limit * NEAR_LIMIT
      ? `${n(length)} / ${n(limit)} characters: ${n(remaining)} left`
      : `${n(length)} / ${n(limit)} characters`;
  return (
    <span id={id} className={`counter editor-counter${over ? ' over' : ''}`} data-testid="content-counter" aria-live={over ? 'polite' : 'off'}>
      {text}
    </span>
  );
}

const TABS = [
  { id: 'write', label: 'Write' },
  { id: 'preview', label: 'Preview' },
] as const;
type Tab = (typeof TABS)[number]['id'];

export interface ContentEditorProps {
  content: string;
  /** The value the preview renders (deferred, so a long article does not re-render while typing). */
  previewContent: string;
  onChange: (value: string) => void;
  onMessage: (text: string) => void;
  /** Why a save was refused because of the content (shown under it, the field marked invalid). */
  error?: string;
}

export const ContentEditor = memo(function ContentEditor({ content, previewContent, onChange, onMessage, error }: ContentEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);
  const savedSelection = useRef<[number, number]>([0, 0]);
  const [tab, setTab] = useState<Tab>('write');
  const tabIds = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ write: null, preview: null });
  const [dialog, setDialog] = useState<null | { kind: 'link'; text: string } | { kind: 'image' }>(null);
  const allowance = contentAllowance(content);

  useLayoutEffect(() => {
    const sel = pendingSelection.current;
    if (sel && area.current) {
      area.current.focus();
      area.current.setSelectionRange(sel[0], sel[1]);
      pendingSelection.current = null;
    }
  });

  function selection(): [number, number] {
    const el = area.current;
    return el ? [el.selectionStart, el.selectionEnd] : savedSelection.current;
  }

  function apply(kind: FormatKind, extra?: FormatExtra, at?: [number, number]) {
    const [start, end] = at ?? selection();
    const result = applyFormat(content, start, end, kind, extra);
    pendingSelection.current = [result.selectionStart, result.selectionEnd];
    onChange(result.text);
  }

  function onTool(kind: FormatKind) {
    if (tab !== 'write') setTab('write');
    const sel = selection();
    savedSelection.current = sel;
    if (kind === 'link') setDialog({ kind: 'link', text: content.slice(sel[0], sel[1]) });
    else if (kind === 'image') setDialog({ kind: 'image' });
    else apply(kind, undefined, sel);
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const i = TABS.findIndex((t) => t.id === tab);
    const next =
      event.key === 'ArrowRight' ? TABS[(i + 1) % TABS.length]
        : event.key === 'ArrowLeft' ? TABS[(i - 1 + TABS.length) % TABS.length]
          : event.key === 'Home' ? TABS[0]
            : event.key === 'End' ? TABS[TABS.length - 1]
              : null;
    if (!next) return;
    event.preventDefault();
    setTab(next.id);
    tabRefs.current[next.id]?.focus();
  }

  function onAreaKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    const action = shortcutAction(event, APPLE);
    if (action === 'bold' || action === 'italic' || action === 'link') {
      event.preventDefault();
      onTool(action);
    }
  }

  return (
    <div className="content-editor">
      <div className="editor-head">
        <label htmlFor="article-content" className="editor-label">Content</label>
        <div className="editor-tabs" role="tablist" aria-label="Editor view">
          {TABS.map((t) => (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`${tabIds}-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`${tabIds}-panel`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => setTab(t.id)}
              onKeyDown={onTabKey}
            >
              {t.label}
            </button>
          ))}
        </div>
      </div>
      <div className="editor-toolbar" role="toolbar" aria-label="Format">
        {TOOLS.map((t) => (
          <button
            key={t.kind}
            type="button"
            className="editor-tool"
            aria-label={t.label}
            title={t.shortcut ? `${t.label} (${shortcutLabel(t.shortcut, APPLE)})` : t.label}
            aria-keyshortcuts={t.shortcut ? ariaShortcut(t.shortcut, APPLE) : undefined}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onTool(t.kind)}
          >
            <t.icon size={18} aria-hidden="true" />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabIds}-panel`} aria-labelledby={`${tabIds}-tab-${tab}`}>
      <textarea
        id="article-content"
        ref={area}
        className="textarea editor-textarea"
        value={content}
        hidden={tab !== 'write'}
        aria-invalid={error || allowance.over ? true : undefined}
        aria-describedby={error ? `${fieldErrorId('article-content')} ${tabIds}-counter` : `${tabIds}-counter`}
        spellCheck={content.length < SPELLCHECK_LIMIT}
        placeholder="Write your article in Markdown…"
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onAreaKey}
        onSelect={(e) => {
          savedSelection.current = [e.currentTarget.selectionStart, e.currentTarget.selectionEnd];
        }}
      />
      <FieldError fieldId="article-content" message={error} />
      {tab === 'preview' && (
        <Suspense fallback={<p className="muted">{LOADING}</p>}>
          <MarkdownPreview markdown={previewContent} />
        </Suspense>
      )}
      </div>
      <LengthCounter id={`${tabIds}-counter`} allowance={allowance} />
      {dialog?.kind === 'link' && (
        <LinkModal
          initialText={dialog.text}
          onClose={() => setDialog(null)}
          onInsert={(text, url) => {
            setDialog(null);
            apply('link', { text, url }, savedSelection.current);
          }}
        />
      )}
      {dialog?.kind === 'image' && (
        <ImageModal
          mode="insert"
          currentUrl={null}
          currentAlt=""
          onClose={() => setDialog(null)}
          onDone={(url, alt, message, image) => {
            setDialog(null);
            // The picture's size rides in its URL (#1600x1200) so the page reserves its box before it loads.
            if (url) apply('image', { alt, url: image ? withImageSize(url, image.width, image.height) : url }, savedSelection.current);
            if (message) onMessage(message);
          }}
        />
      )}
    </div>
  );
});
