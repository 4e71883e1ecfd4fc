/** A search snippet: matched words in <mark>, everything else as text (never parsed as HTML). */
import { snippetParts } from '@/domain/site-search';

export function Snippet({ text, className }: { text: string | null | undefined; className?: string }) {
  const parts = snippetParts(text);
  if (parts.length === 0) return null;
  return <p className={className}>{parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}</p>;
}
