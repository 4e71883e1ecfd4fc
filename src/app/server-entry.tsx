/**
 * The server renderer (built by `vite build --ssr`, see vite.config.ts): renders the public routes
 * of the app's own route tree to HTML with their data (React Router's static handler), the head
 * (title, description, canonical, Open Graph, Twitter, JSON-LD, robots) and the loader data as a
 * non-executable JSON script for hydration. Routes the server does not render get the app shell.
 * Hosts (the Netlify function, the local backend) add caching headers: see netlify/lib/pages.ts.
 */
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import appShell from '@client-build/app.html?raw';
import clientManifest from '@client-build/.vite/manifest.json';
import type { EntryData } from '@/data/public';
// Not through the entry: the browser's first load never carries the server's page source.
import { createRestPageSource } from '@/data/public/rest-page-source';
import MarkdownBody from '@/features/entry/MarkdownBody';
import { landingMeta } from '@/features/landing/meta';
import { discoverMeta } from '@/features/discover/meta';
import { searchMeta } from '@/features/search/meta';
import { cheeseTypeMeta } from '@/features/cheese-types/meta';
import { serverEntryMeta } from '@/features/entry/server-meta';
import { previewMeta } from '@/features/entry/meta';
import { PAGE_NOT_FOUND_TITLE } from '@/features/notfound/NotFoundPage';
import { legalMeta, PRIVACY, TERMS } from '@/features/legal/legal-texts';
import type { CheeseTypeData, DiscoverData, SearchData } from '@/data/public';
import { headHtml, scriptJson } from '@/ui/head/head-html';
import { canonicalUrl, type PageMeta } from '@/ui/head/head-values';
import { HYDRATION_DATA_ID } from '@/ui/head/hydration-data';
import { AuthContext } from '@/data/auth';
import { isPastLastPage } from '@/domain/paging';
import { PENDING_AUTH } from './pending-auth';
import { withPageSource } from './page-data';
import { pageAssetTags } from './page-assets';
import { routes, SERVER_RENDERED_ROUTES, withPrivateRoutes } from './routes';
import { PAGE_SOURCES } from './page-sources';
import { placeholderDataUrl } from '@/domain/image-placeholder';
import { provideDecoder } from '@/ui/placeholder-src';
import { provideRecipeTimes } from '@/ui/RecipeTime';
import { recipeTimes } from '@/domain/recipe/recipe-times';

// Pictures' placeholders are decoded here, into the HTML (the browser reuses them as written); so
// are recipes' times read.
provideDecoder(placeholderDataUrl);
provideRecipeTimes(recipeTimes);
import { privateRoutes } from './private-routes';
import { messageDocument, type MessagePageContent } from './message-page';

export { HYDRATION_DATA_ID };
export type { MessagePageContent };

/** A module whose chunk carries the account screens' styles (the message pages' card). */
const ACCOUNT_STYLES_SOURCE = 'src/features/auth/LoginPage.tsx';

/**
 * A newsletter link's page (confirmed, already confirmed, unsubscribe…) as a complete HTML document in
 * the site's look (see message-page.tsx): no script, the site's fonts and stylesheets.
 */
export function renderMessagePage(content: MessagePageContent): string {
  const styles = pageAssetTags(clientManifest, ACCOUNT_STYLES_SOURCE, appShell)
    .split('\n')
    .map((tag) => tag.trim())
    .filter((tag) => tag.startsWith('<link rel="stylesheet"'))
    .join('\n    ');
  return messageDocument(appShell, content, styles);
}

/** Every route: the private ones (client-rendered) are answered with the app shell. */
const allRoutes = withPrivateRoutes(routes, privateRoutes);

export interface RenderOptions {
  /** Supabase project URL and publishable key: what the pages read (RLS decides what is public). */
  supabaseUrl: string;
  supabaseKey: string;
  fetch?: typeof fetch;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** 'page': server-rendered public page; 'shell': the client-rendered app shell; 'redirect': see `location`. */
  kind: 'page' | 'shell' | 'redirect';
  /** Which route rendered ('landing', 'discover', 'entry', 'not-found'), null for the shell. */
  route: string | null;
  /** The entry's slug on entry pages (found or not). */
  slug: string | null;
  /** Where a redirect leads (a path on this site: an old slug's current URL), else absent. */
  location?: string;
}

/** The markdown body as HTML (the same component the browser would render, without its wrapper). */
function markdownHtml(content: string): string {
  const html = renderToStaticMarkup(<MarkdownBody content={content} />);
  return html.replace(/^<div class="markdown-body">/, '').replace(/<\/div>$/, '');
}

function metaFor(route: string, loaderData: Record<string, unknown>, origin: string): PageMeta {
  switch (route) {
    case 'landing':
      return landingMeta();
    case 'discover': {
      const d = loaderData.discover as DiscoverData;
      return discoverMeta(d.filter, d.page, isPastLastPage(d.page, d.entries.length));
    }
    case 'search': {
      const d = loaderData.search as SearchData;
      return searchMeta(d.q, d.page);
    }
    case 'cheese-type': {
      const d = loaderData['cheese-type'] as CheeseTypeData;
      return cheeseTypeMeta(d.name, d.page, d.entries.length === 0);
    }
    case 'entry':
      return serverEntryMeta((loaderData.entry as EntryData).entry, origin);
    case 'preview':
      return previewMeta((loaderData.preview as EntryData).entry, origin);
    case 'privacy':
      return legalMeta(PRIVACY);
    case 'terms':
      return legalMeta(TERMS);
    default:
      return { title: PAGE_NOT_FOUND_TITLE, noindex: true };
  }
}

/** The page's own chunk and styles (see page-assets.ts), for the route that rendered. */
function pageAssets(route: string): string {
  const source = PAGE_SOURCES[route as keyof typeof PAGE_SOURCES];
  return source ? pageAssetTags(clientManifest, source, appShell) : '';
}

/**
 * The shell with the page's head, markup and hydration data in place of the generic ones. The page is
 * readable before any script runs, so its scripts load at low priority: the stylesheets, fonts and
 * the largest image get the connection first (a phone on a slow link paints sooner).
 */
function fillShell(head: string, rendered: string, hydration: unknown, assets: string): string {
  // React emits a preload for each eagerly loaded image ahead of the markup; in the head, the browser
  // finds the largest image (with its srcset) before it parses the body, and fetches it first.
  const preloads = /^(?:<link rel="preload" as="image"[^>]*\/>)+/.exec(rendered)?.[0] ?? '';
  const markup = rendered.slice(preloads.length);
  return appShell
    .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => head + preloads)
    .replace('</head>', () => (assets ? `  ${assets}\n  </head>` : '</head>'))
    .replace(
      '<div id="root"></div>',
      `<div id="root">${markup}</div>\n    <script type="application/json" id="${HYDRATION_DATA_ID}">${scriptJson(hydration)}</script>`,
    );
}

const shell = (status = 200): RenderedPage => ({ status, html: appShell, kind: 'shell', route: null, slug: null });

/** Renders `request` (GET/HEAD of a public route) to a full HTML document. */
export async function renderPage(request: Request, options: RenderOptions): Promise<RenderedPage> {
  const source = createRestPageSource({ url: options.supabaseUrl, key: options.supabaseKey, fetch: options.fetch, bodyHtml: markdownHtml });
  const handler = createStaticHandler(allRoutes);
  const context = await handler.query(new Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal }), {
    requestContext: withPageSource(() => Promise.resolve(source)),
  });
  if (context instanceof Response) {
    // A loader's redirect (an old slug → its entry's current URL): the page's path, kept on this site.
    const location = context.headers.get('location');
    if (context.status >= 300 && context.status < 400 && location?.startsWith('/') && !location.startsWith('//')) {
      const slug = new URL(request.url).pathname.slice(1);
      return { status: context.status, html: '', kind: 'redirect', route: 'entry', slug, location };
    }
    return shell(context.status >= 400 ? context.status : 200);
  }
  const leaf = context.matches[context.matches.length - 1]?.route.id ?? null;
  if (!leaf || !SERVER_RENDERED_ROUTES.has(leaf) || context.errors) return shell();

  const router = createStaticRouter(handler.dataRoutes, context);
  const render = async () => {
    const { prelude } = await prerender(
      <StrictMode>
        <AuthContext.Provider value={PENDING_AUTH}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AuthContext.Provider>
      </StrictMode>,
      // Never outline a large boundary behind a script: the whole page inline.
      { signal: request.signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (e: unknown) => console.error('Render error', e) },
    );
    return new Response(prelude).text();
  };
  // A lazy part that was not loaded yet (first render in this process) is completed by an inline
  // script; once loaded it renders in place. Render again then: the HTML holds no inline script
  // (a strict CSP) and is the same tree the browser hydrates.
  let markup = await render();
  if (markup.includes('<script')) markup = await render();
  if (markup.includes('<script')) throw new Error('The server render still needs streaming scripts: ' + (markup.match(/<script>.{0,200}/g) ?? []).join(' ~~ '));

  const url = new URL(request.url);
  const loaderData = context.loaderData as Record<string, unknown>;
  const head = headHtml(metaFor(leaf, loaderData, url.origin), canonicalUrl(url.origin, url.pathname, url.search));
  const status = leaf === 'not-found' ? 404 : context.statusCode;
  // A tag page's slug (its cache tag names it, as an entry's does).
  const slug = leaf === 'entry' ? (loaderData.entry as EntryData).slug : leaf === 'cheese-type' ? (loaderData['cheese-type'] as CheeseTypeData).slug : null;
  return { status, html: fillShell(head, markup, { loaderData, actionData: null, errors: null }, pageAssets(leaf)), kind: 'page', route: leaf, slug };
}


