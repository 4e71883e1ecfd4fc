/**
 * /{slug}: one recipe, article or pairing guide — back button, hero image, type badge, reading time,
 * title, byline, description, lowercase cheese-type tags, recipe summary and extras, the markdown body
 * and More Like This. Data comes from the route's loader (server-rendered on a first visit, with the
 * body already as HTML, so react-markdown is only loaded when the body changes locally or on a
 * client-side navigation), then from the local copy. Unknown slug or load error: 'Entry Not Found'
 * (HTTP 404 from the server). Side effect: one view beacon per entry shown, after load (not in the
 * desktop app, which is an editor, not a visitor).
 */
import { Suspense, useEffect, useMemo } from 'react';
import { ArrowLeft } from '@/ui/icons';
import { data, Link, redirect, useLoaderData, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { loadViewBeacon, pageSourceOf, useLiveEntry, usePublicImage, type EntryCardRow, type EntryData } from '@/data/public';
import { useIsDesktop } from '@/platform/use-is-desktop';
import { contentTypeLabel } from '@/domain/content-type';
import { imageSizeOf } from '@/domain/image-size';
import { LOADING, minRead } from '@/domain/messages/site';
import { isValidSlug } from '@/domain/slug';
import type { Entry } from '@/domain/types';
import { usePageMeta } from '@/ui/head/use-page-meta';
import { lazyWhenOnline } from '@/ui/import-when-online';
import { PublicLayout } from '@/ui/site/PublicLayout';
import { SmartImage } from '@/ui/SmartImage';
import { LoadingScreen } from '@/ui/Spinner';
import { EntryNotFound } from './EntryNotFound';
import { EntryByline } from './EntryByline';
import { entryMeta } from './meta';
import '@/ui/styles/markdown-body.css';
import './entry.css';

/**
 * The route's loader (loaded with the page): the entry, its related entries and its body as HTML; a
 * missing entry 404, a failed read 503, an old slug a 301 to the current one.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>) {
  const slug = params.slug ?? '';
  // No entry has any other slug (the database's own rule): not found without asking. A NUL in the
  // path made the read fail, a 503 for a page that cannot exist.
  if (!isValidSlug(slug)) return data<EntryData>({ slug, entry: null, related: [], bodyHtml: null, error: null }, { status: 404 });
  const d = await (await pageSourceOf(context)).entry(slug);
  // An old slug of a renamed entry: one permanent redirect to its current URL (the server sends a 301,
  // the browser's router follows it).
  if (!d.entry && d.redirectTo) return redirect(`/${d.redirectTo}${new URL(request.url).search}`, 301);
  return data(d, { status: d.entry ? 200 : d.error ? 503 : 404 });
}

const MarkdownBody = lazyWhenOnline(() => import('./MarkdownBody').then((m) => m.default));
// More Like This (a carousel, below the body) loads while the page hydrates; the server renders it.
const RelatedEntries = lazyWhenOnline(() => import('./RelatedEntries').then((m) => m.RelatedEntries));
// A partner's byline (their public profile, read on the client) needs the full data layer: its own chunk.
const Byline = lazyWhenOnline(() => import('./Byline').then((m) => m.Byline));
// A recipe's summary (times, Jump, Print, Cook mode) and its ingredients and steps: one chunk, loaded
// while the page hydrates (the server renders both; articles and guides never fetch it), so that the
// recipe's code stays out of every entry page's first load.
const RecipeSummary = lazyWhenOnline(() => import('./RecipeExtras').then((m) => m.RecipeSummary));
const RecipeExtras = lazyWhenOnline(() => import('./RecipeExtras').then((m) => m.RecipeExtras));

/** What the recipe's parts show: a new entry object with the same recipe (the local copy's) is no change. */
const recipeKey = (e: Entry) =>
  JSON.stringify([e.id, e.title, e.serving_size, e.preparation_time, e.cook_time, e.difficulty_level, e.ingredients, e.instructions]);

interface EntryArticleProps {
  entry: Entry;
  related: EntryCardRow[];
  /** The body as HTML rendered by the server from `renderedFrom`. */
  bodyHtml: string | null;
  renderedFrom: string | null;
  /** A draft opened by its preview link: no view is counted. */
  preview?: boolean;
}

function EntryBody({ content, bodyHtml, renderedFrom }: { content: string; bodyHtml: string | null; renderedFrom: string | null }) {
  if (!content.trim()) return null;
  // The server's HTML comes from react-markdown with raw HTML skipped and URLs sanitised (MarkdownBody).
  if (bodyHtml !== null && renderedFrom === content) return <div className="markdown-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />;
  return (
    <Suspense fallback={<LoadingScreen message={LOADING} inline />}>
      <MarkdownBody content={content} />
    </Suspense>
  );
}

/** The box a hero reserves for a picture whose URL carries no size (the illustrations' 4:3). */
const HERO_DEFAULT_SIZE = { width: 800, height: 600 };

/** The entry as its page shows it (also the preview of a draft: PreviewPage.tsx). */
export function EntryArticle({ entry, related, bodyHtml, renderedFrom, preview = false }: EntryArticleProps) {
  const src = usePublicImage(entry.image_url);
  const isDesktop = useIsDesktop();
  useEffect(() => {
    if (isDesktop || preview) return undefined;
    let live = true;
    let cancel: (() => void) | undefined;
    void loadViewBeacon().then((m) => {
      if (live) cancel = m.sendViewBeacon(entry.id);
    }, () => undefined);
    return () => {
      live = false;
      cancel?.();
    };
  }, [entry.id, isDesktop, preview]);
  // Memoised: a re-render (the local copy replacing the loader's entry…) must not reach the boundary
  // before it has hydrated, or React would swap the server's HTML for the empty fallback.
  const moreLikeThis = useMemo(
    () => (
      <Suspense fallback={null}>
        <RelatedEntries entryId={entry.id} initial={related} />
      </Suspense>
    ),
    [entry.id, related],
  );
  const partnerByline = useMemo(
    () => (
      <Suspense fallback={null}>
        <Byline authorId={entry.author_id} />
      </Suspense>
    ),
    [entry.author_id],
  );
  // Memoised by what they show, for the same reason (the local copy's entry is a new object).
  const recipe = entry.content_type === 'recipe' ? recipeKey(entry) : null;
  const recipeParts = useMemo(
    () =>
      recipe === null
        ? { summary: null, extras: null }
        : {
            summary: (
              <Suspense fallback={null}>
                <RecipeSummary entry={entry} />
              </Suspense>
            ),
            extras: (
              <Suspense fallback={null}>
                <RecipeExtras entry={entry} />
              </Suspense>
            ),
          },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `recipe` is what the parts read of `entry`
    [recipe],
  );
  const tags = Array.from(new Set(entry.cheese_types.map((t) => t.trim().toLowerCase()).filter(Boolean)));
  return (
    <article className="entry" data-content-type={entry.content_type}>
      <div className="container entry-top">
        <Link to="/" className="btn btn-ghost entry-back">
          <ArrowLeft size={18} aria-hidden="true" /> Back
        </Link>
      </div>
      <div className="container entry-intro">
        <div className="entry-hero">
          <SmartImage
            src={src ?? entry.image_url}
            alt={entry.image_alt || entry.title}
            {...(imageSizeOf(entry.image_url) ?? HERO_DEFAULT_SIZE)}
            slot="entry-hero"
            placeholder={entry.image_placeholder}
            className="entry-hero-image"
            priority
          />
        </div>
        <header className="entry-header">
          <div className="entry-meta">
            <span className={`badge badge-${entry.content_type}`}>{contentTypeLabel(entry.content_type)}</span>
            {entry.reading_time_minutes ? <span className="reading-time">{minRead(entry.reading_time_minutes)}</span> : null}
          </div>
          <h1>{entry.title}</h1>
          <EntryByline entry={entry} />
          {entry.description && <p className="entry-description">{entry.description}</p>}
          {tags.length > 0 && (
            <ul className="entry-tags" aria-label="Cheese types">
              {tags.map((t) => (
                <li key={t} className="tag">
                  {/* Each tag leads to the list of the entries carrying it (the server redirects to its slug URL). */}
                  <Link to={`/cheese-types/${encodeURIComponent(t)}`}>{t}</Link>
                </li>
              ))}
            </ul>
          )}
          {recipeParts.summary}
          {partnerByline}
        </header>
      </div>
      <div className="container entry-container">
        {recipeParts.extras}
        <EntryBody content={entry.content} bodyHtml={bodyHtml} renderedFrom={renderedFrom} />
        {moreLikeThis}
      </div>
    </article>
  );
}

export default function EntryPage() {
  const auth = useAuth();
  const data = useLoaderData() as EntryData;
  const found = useLiveEntry(data.slug, data.entry);
  usePageMeta(entryMeta(found, typeof window === 'undefined' ? '' : window.location.origin, data.notOnDevice === true));

  return (
    <PublicLayout auth={auth} mainClassName="entry-page">
      {found ? (
        <EntryArticle
          key={found.id}
          entry={found}
          related={data.related}
          bodyHtml={data.bodyHtml}
          renderedFrom={data.entry?.content ?? null}
        />
      ) : (
        <EntryNotFound offline={data.notOnDevice === true} />
      )}
    </PublicLayout>
  );
}
