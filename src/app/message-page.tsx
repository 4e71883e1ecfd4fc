/**
 * The small pages the newsletter's mailed links open (confirmed, already confirmed, unsubscribe, a
 * link that does not work), rendered by the server renderer as the site's own pages: the account
 * screens' card (AuthCard: brand header, the site's fonts and styles) in the app shell, with no
 * script at all — they work without JavaScript and carry no code that could read the token in their
 * address. The host (netlify/lib/newsletter-page.ts) sends them with their own security headers.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AuthCard } from '@/features/auth/AuthCard';
import { ArrowLeft } from '@/ui/icons';
import { escapeHtml } from '@/ui/head/head-html';
import { documentTitle } from '@/ui/head/head-values';

export interface MessagePageContent {
  title: string;
  text: string;
  /** A form posting to the site (the unsubscribe button), or none. */
  form?: { action: string; button: string; fields?: Record<string, string> };
  /** The link back to the home page. */
  backHome: string;
}

export function MessagePage({ title, text, form, backHome }: MessagePageContent) {
  return (
    <StaticRouter location="/">
      <AuthCard title={title} subtitle={text}>
        {form && (
          <form className="auth-form" method="post" action={form.action}>
            {Object.entries(form.fields ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button className="btn btn-primary btn-block auth-submit" type="submit">
              {form.button}
            </button>
          </form>
        )}
        <div className="auth-links">
          <a href="/" className="back-link">
            <ArrowLeft size={16} aria-hidden="true" /> {backHome}
          </a>
        </div>
      </AuthCard>
    </StaticRouter>
  );
}

/**
 * The whole document: the app shell without its scripts, module preloads and manifest, its title
 * ('X | Cheezopedia') and noindex in the head, `styles` (the account screens' stylesheet) beside the
 * shell's own, and the page in #root.
 */
export function messageDocument(shell: string, content: MessagePageContent, styles: string): string {
  const head = `<title>${escapeHtml(documentTitle(content.title))}</title>\n    <meta name="robots" content="noindex">`;
  const markup = renderToStaticMarkup(<MessagePage {...content} />);
  return shell
    .replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="manifest"[^>]*>/g, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => head)
    .replace('</head>', () => (styles ? `  ${styles}\n  </head>` : '</head>'))
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}
