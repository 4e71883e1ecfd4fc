/**
 * The small pages the newsletter's mailed links open (confirmation, unsubscribe): plain HTML in the
 * site's colours that works without JavaScript. They carry their own security headers: no script at
 * all, styles inline only, forms posting to the site only, never framed, never cached, never indexed,
 * and no Referer leaving with the token in the address.
 */
import { escapeHtml } from './escape-html';
import { BACK_HOME } from '../../src/domain/messages/newsletter';

export interface PageForm {
  /** Where the form posts (a path of the site with its query). */
  action: string;
  button: string;
}

const STYLE =
  'body{margin:0;background:#fff8e7;color:#3b2f1e;font:17px/1.5 Georgia,serif}' +
  'main{max-width:34rem;margin:12vh auto;padding:2rem;background:#fff;border:1px solid #e8d9b0;border-radius:12px}' +
  '.brand{color:#b8860b;font-weight:bold;font-size:1.3rem;text-decoration:none}' +
  'h1{font-size:1.6rem;margin:1rem 0 .5rem}' +
  'button{font:inherit;background:#b8860b;color:#fff;border:0;border-radius:8px;padding:.6rem 1.4rem;cursor:pointer}' +
  'button:focus-visible,a:focus-visible{outline:3px solid #3b2f1e;outline-offset:2px}' +
  '.home{display:inline-block;margin-top:1.2rem;color:#7a4f00}';

export const PAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
};

export function newsletterPage(status: number, title: string, text: string, form?: PageForm): Response {
  const formHtml = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : '';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Cheezopedia</title><style>${STYLE}</style></head>` +
    `<body><main><a class="brand" href="/">Cheezopedia</a><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${formHtml}` +
    `<a class="home" href="/">${escapeHtml(BACK_HOME)}</a></main></body></html>`;
  return new Response(html, { status, headers: PAGE_HEADERS });
}
