/** The markdown editor: format toolbar acting on the selection, the text area, and a lazy preview. */
import { lazy, memo, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { applyFormat, type FormatExtra, type FormatKind } from '@/domain';
import { LOADING } from '@/domain';
import { ImageModal } from './ImageModal';
import { LinkModal } from './LinkModal';

/** Above this many characters the browser's spell checker is turned off (it slows typing in huge texts). */
const SPELLCHECK_LIMIT = 50_000;

const MarkdownPreview = lazy(() => import('./MarkdownPreview'));

const TOOLS: ReadonlyArray<{ kind: FormatKind; label: string; text: string }> = [
  { kind: 'bold', label: 'Bold', text: 'B' },
  { kind: 'italic', label: 'Italic', text: 'I' },
  { kind: 'h2', label: 'Heading 2', text: 'H2' },
  { kind: 'h3', label: 'Heading 3', text: 'H3' },
  { kind: 'ul', label: 'Bullet list', text: '•' },
  { kind: 'ol', label: 'Numbered list', text: '1.' },
  { kind: 'quote', label: 'Quote', text: '❝' },
  { kind: 'link', label: 'Link', text: '🔗' },
  { kind: 'image', label: 'Image', text: '🖼' },
  { kind: 'code', label: 'Code', text: '</>' },
];

export interface ContentEditorProps {
  content: string;
  /** The value the preview renders (deferred, so a long article does not re-render while typing). */
  previewContent: string;
  onChange: (value: string) => void;
  onMessage: (text: string) => void;
}

export const ContentEditor = memo(function ContentEditor({ content, previewContent, onChange, onMessage }: ContentEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);
  const savedSelection = useRef<[number, number]>([0, 0]);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [dialog, setDialog] = useState<null | { kind: 'link'; text: string } | { kind: 'image' }>(null);

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

  return (
    <div className="content-editor">
      <div className="editor-head">
        <label htmlFor="article-content" className="editor-label">Content</label>
        <div className="editor-tabs" role="tablist" aria-label="Editor view">
          <button type="button" role="tab" aria-selected={tab === 'write'} onClick={() => setTab('write')}>Write</button>
          <button type="button" role="tab" aria-selected={tab === 'preview'} onClick={() => setTab('preview')}>Preview</button>
        </div>
      </div>
      <div className="editor-toolbar" role="toolbar" aria-label="Format">
        {TOOLS.map((t) => (
          <button
            key={t.kind}
            type="button"
            className="editor-tool"
            aria-label={t.label}
            title={t.label}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onTool(t.kind)}
          >
            {t.text}
          </button>
        ))}
      </div>
      <textarea
        id="article-content"
        ref={area}
        className="textarea editor-textarea"
        value={content}
        hidden={tab !== 'write'}
        spellCheck={content.length < SPELLCHECK_LIMIT}
        placeholder="Write your article in Markdown…"
        onChange={(e) => onChange(e.target.value)}
        onSelect={(e) => {
          savedSelection.current = [e.currentTarget.selectionStart, e.currentTarget.selectionEnd];
        }}
      />
      {tab === 'preview' && (
        <Suspense fallback={<p className="muted">{LOADING}</p>}>
          <MarkdownPreview markdown={previewContent} />
        </Suspense>
      )}
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
          onDone={(url, alt, message) => {
            setDialog(null);
            if (url) apply('image', { alt, url }, savedSelection.current);
            if (message) onMessage(message);
          }}
        />
      )}
    </div>
  );
});
