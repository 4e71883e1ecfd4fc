/** Pure text operations behind the article builder's format toolbar. */

export type FormatKind = 'bold' | 'italic' | 'h2' | 'h3' | 'ul' | 'ol' | 'quote' | 'code' | 'link' | 'image';

export interface EditResult {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Extra data: link text and URL, or image alt text and URL. */
export type FormatExtra = { text: string; url: string } | { alt: string; url: string };

const INLINE: Record<'bold' | 'italic' | 'code', { mark: string; placeholder: string }> = {
  bold: { mark: '**', placeholder: 'bold text' },
  italic: { mark: '*', placeholder: 'italic text' },
  code: { mark: '`', placeholder: 'code' },
};

const LINE_PLACEHOLDER: Record<'h2' | 'h3' | 'ul' | 'ol' | 'quote', string> = {
  h2: 'Heading', h3: 'Subheading', ul: 'List item', ol: 'List item', quote: 'Quote',
};

const PREFIX_RE = /^(#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s?)/;

function clamp(text: string, start: number, end: number): [number, number] {
  const a = Math.max(0, Math.min(text.length, Math.floor(start)));
  const b = Math.max(0, Math.min(text.length, Math.floor(end)));
  return a <= b ? [a, b] : [b, a];
}

function inlineFormat(text: string, start: number, end: number, kind: 'bold' | 'italic' | 'code'): EditResult {
  const sel = text.slice(start, end);
  if (kind === 'code' && sel.includes('\n')) {
    const before = start > 0 && text[start - 1] !== '\n' ? '\n' : '';
    const block = `${before}\`\`\`\n${sel.replace(/\n$/, '')}\n\`\`\`\n`;
    const out = text.slice(0, start) + block + text.slice(end);
    const s = start + before.length + 4;
    return { text: out, selectionStart: s, selectionEnd: s + sel.replace(/\n$/, '').length };
  }
  const { mark, placeholder } = INLINE[kind];
  const m = mark.length;
  // Toggle off when the selection is already wrapped (and, for italic, not part of '**').
  const wrapped = text.slice(start - m, start) === mark && text.slice(end, end + m) === mark &&
    !(kind === 'italic' && (text[start - m - 1] === '*' || text[end + m] === '*'));
  if (sel && wrapped) {
    return { text: text.slice(0, start - m) + sel + text.slice(end + m), selectionStart: start - m, selectionEnd: end - m };
  }
  const inner = sel || placeholder;
  return {
    text: text.slice(0, start) + mark + inner + mark + text.slice(end),
    selectionStart: start + m,
    selectionEnd: start + m + inner.length,
  };
}

function lineFormat(text: string, start: number, end: number, kind: 'h2' | 'h3' | 'ul' | 'ol' | 'quote'): EditResult {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  // A selection ending right after a newline does not include the next line.
  const effEnd = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const nl = text.indexOf('\n', effEnd);
  const lineEnd = nl === -1 ? text.length : nl;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const prefix = (i: number): string =>
    kind === 'h2' ? '## ' : kind === 'h3' ? '### ' : kind === 'ul' ? '- ' : kind === 'ol' ? `${i + 1}. ` : '> ';
  const has = (line: string, i: number): boolean => line.startsWith(kind === 'ol' ? prefix(i) : prefix(i).trimEnd() + ' ');
  const nonEmpty = lines.filter((l) => l.trim() !== '');
  const allHave = nonEmpty.length > 0 && lines.every((l, i) => l.trim() === '' || has(l, i));

  if (lines.length === 1 && lines[0].trim() === '') {
    const ph = LINE_PLACEHOLDER[kind];
    const inserted = prefix(0) + ph;
    return {
      text: text.slice(0, lineStart) + inserted + text.slice(lineEnd),
      selectionStart: lineStart + prefix(0).length,
      selectionEnd: lineStart + inserted.length,
    };
  }
  let n = 0;
  const next = lines.map((line) => {
    if (line.trim() === '') return line;
    const i = n++;
    if (allHave) return line.replace(PREFIX_RE, '');
    return prefix(i) + line.replace(PREFIX_RE, '');
  });
  const block = next.join('\n');
  return {
    text: text.slice(0, lineStart) + block + text.slice(lineEnd),
    selectionStart: lineStart,
    selectionEnd: lineStart + block.length,
  };
}

const escapeLinkText = (s: string): string => s.replace(/[[\]]/g, '\\$&');
const escapeUrl = (s: string): string => s.trim().replace(/\s/g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');

/**
 * Applies a toolbar action to the editor text and selection.
 * - bold / italic / code: wrap the selection (toggle off when already wrapped) or insert a selected
 *   placeholder; code over several lines becomes a fenced block.
 * - h2 / h3 / ul / ol / quote: prefix every non-empty selected line (replacing another heading, list
 *   or quote prefix; removing it when all lines already have it); an empty line gets a placeholder.
 * - link: `extra` {text, url} → `[text](url)`; without extra the selection is the text and the
 *   'https://' URL placeholder is selected. image: `extra` {alt, url} → `![alt](url)`.
 * Selection offsets are clamped to the text and may be given in either order.
 */
export function applyFormat(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  kind: FormatKind,
  extra?: FormatExtra,
): EditResult {
  const [start, end] = clamp(text, selectionStart, selectionEnd);
  switch (kind) {
    case 'bold':
    case 'italic':
    case 'code':
      return inlineFormat(text, start, end, kind);
    case 'h2':
    case 'h3':
    case 'ul':
    case 'ol':
    case 'quote':
      return lineFormat(text, start, end, kind);
    case 'link': {
      if (extra && 'text' in extra) {
        const md = `[${escapeLinkText(extra.text.trim())}](${escapeUrl(extra.url)})`;
        return { text: text.slice(0, start) + md + text.slice(end), selectionStart: start + md.length, selectionEnd: start + md.length };
      }
      const label = escapeLinkText(text.slice(start, end) || 'link text');
      const md = `[${label}](https://)`;
      const urlStart = start + label.length + 3;
      return { text: text.slice(0, start) + md + text.slice(end), selectionStart: urlStart, selectionEnd: urlStart + 8 };
    }
    case 'image': {
      if (!extra || !('alt' in extra)) throw new Error('An image needs alt text and a URL');
      const md = `![${escapeLinkText(extra.alt.trim())}](${escapeUrl(extra.url)})`;
      return { text: text.slice(0, start) + md + text.slice(end), selectionStart: start + md.length, selectionEnd: start + md.length };
    }
    default: {
      const never: never = kind;
      throw new Error(`Unknown format: ${String(never)}`);
    }
  }
}
