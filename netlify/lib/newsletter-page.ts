/**
 * The small pages the newsletter's mailed links open (confirmation, unsubscribe): the site's own page
 * (header with the brand, the account screens' card, the site's fonts and styles; rendered by the
 * server bundle, src/app/message-page.tsx) with no script, so they work without JavaScript. They
 * carry their own security headers: no script at all, the site's own styles, fonts and pictures
 * only, forms posting to the site only, never framed, never cached, never indexed, and no Referer
 * leaving with the token in the address. Should the server bundle fail to load, the same words go
 * out as a plain page with its styles inline (its own policy), rather than no page at all.
 */
import { escapeHtml } from './escape-html';
import { BACK_HOME } from '../../src/domain/messages/newsletter';

export interface PageForm {
  /** Where the form posts (a path of the site with its query). */
  action: string;
  button: string;
}

/** The hidden field of the unsubscribe button's POST (RFC 8058's one-click body). */
const ONE_CLICK = { 'List-Unsubscribe': 'One-Click' };

const COMMON_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
};

export const PAGE_HEADERS: Record<string, string> = {
  ...COMMON_HEADERS,
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
};

const PLAIN_HEADERS: Record<string, string> = {
  ...COMMON_HEADERS,
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
};

/** The server bundle, loaded on first use (a static specifier: Netlify's bundler includes it). */
const ssr = () => import('#ssr');

const PLAIN_STYLE =
  "body{margin:0;background:#fffaf0;color:#2b2118;font:17px/1.6 'Nunito Sans',system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}" +
  'main{max-width:26rem;margin:10vh 1rem;padding:2rem;background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(138,83,0,.15)}' +
  '@media(min-width:30rem){main{margin:10vh auto}}' +
  '.brand{color:#4e2b00;font-weight:700;font-size:1.3rem;text-decoration:none}' +
  'h1{font-size:1.6rem;margin:1rem 0 .5rem;color:#4e2b00}' +
  'button{font:inherit;font-weight:700;background:#f2b33d;color:#2b2118;border:0;border-radius:999px;min-height:44px;padding:.6rem 1.4rem;cursor:pointer}' +
  'button:focus-visible,a:focus-visible{outline:3px solid #1f5fbf;outline-offset:2px}' +
  '.home{display:inline-block;margin-top:1.2rem;color:#7a4300}';

function plainPage(title: string, text: string, form?: PageForm): string {
  const formHtml = form
    ? `<form method="post" action="${escapeHtml(form.action)}">${Object.entries(ONE_CLICK)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
        .join('')}<button type="submit">${escapeHtml(form.button)}</button></form>`
    : '';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} | Cheezopedia</title><style>${PLAIN_STYLE}</style></head>` +
    `<body><main><a class="brand" href="/">Cheezopedia</a><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${formHtml}` +
    `<a class="home" href="/">${escapeHtml(BACK_HOME)}</a></main></body></html>`
  );
}

export async function newsletterPage(status: number, title: string, text: string, form?: PageForm): Promise<Response> {
  try {
    const { renderMessagePage } = await ssr();
    const html = renderMessagePage({ title, text, backHome: BACK_HOME, ...(form ? { form: { ...form, fields: ONE_CLICK } } : {}) });
    return new Response(html, { status, headers: PAGE_HEADERS });
  } catch (error) {
    console.error('newsletter page: the server bundle could not render it; sending the plain page', error);
    return new Response(plainPage(title, text, form), { status, headers: PLAIN_HEADERS });
  }
}
