/**
 * Link and image URL sanitising for the markdown body: relative URLs, fragments and the protocols
 * http, https, mailto and tel pass; anything else (javascript:, data:, vbscript:, file: …, including
 * obfuscated with whitespace, control characters or case) becomes '' so no unsafe link is rendered.
 */
const SAFE_PROTOCOLS = new Set(['http', 'https', 'mailto', 'tel']);

/** Returns `url` when it is safe to render as a link or image source, else ''. */
export function safeUrl(url: string): string {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const colon = compact.indexOf(':');
  if (colon === -1) return url;
  const firstDelimiter = compact.search(/[/?#]/);
  // A colon after /, ? or # is part of a relative URL's path, query or fragment, not a scheme.
  if (firstDelimiter !== -1 && firstDelimiter < colon) return url;
  const scheme = compact.slice(0, colon).toLowerCase();
  return SAFE_PROTOCOLS.has(scheme) ? url : '';
}
