/**
 * /{slug}: one recipe, article or pairing guide — back button, hero image, type badge, reading time,
 * title, description, lowercase cheese-type tags, recipe extras, the markdown body (lazy chunk) and
 * More Like This. Unknown slug or load error: 'Entry Not Found'. Side effect: one view beacon per
 * entry shown, after load (not in the desktop app, which is an editor, not a visitor).
 */
import { lazy, Suspense, useEffect } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { sendViewBeacon, useEntryBySlug, useImageUrl } from '@/data';
import { usePlatform } from '@/platform/PlatformProvider';
import { contentTypeLabel } from '@/domain/content-type';
import { ENTRY_NOT_FOUND_TITLE, LOADING, minRead } from '@/domain/messages';
import type { Entry } from '@/domain/types';
import { usePageMeta } from '@/ui/head/usePageMeta';
import { PublicLayout } from '@/ui/site/PublicLayout';
import { SmartImage } from '@/ui/SmartImage';
import { LoadingScreen } from '@/ui/Spinner';
import { EntryNotFound } from './EntryNotFound';
import { EntryByline } from './EntryByline';
import { RecipeExtras, RecipeSummary } from './RecipeExtras';
import { Byline } from './Byline';
import { RelatedEntries } from './RelatedEntries';
import { entryJsonLd } from './structured-data';
import './entry.css';

const MarkdownBody = lazy(() => import('./MarkdownBody'));

function EntryArticle({ entry }: { entry: Entry }) {
  const src = useImageUrl(entry.image_url);
  const { isDesktop } = usePlatform();
  useEffect(() => (isDesktop ? undefined : sendViewBeacon(entry.id)), [entry.id, isDesktop]);
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
            width={800}
            height={600}
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
                  {t}
                </li>
              ))}
            </ul>
          )}
          {entry.content_type === 'recipe' && <RecipeSummary entry={entry} />}
          <Byline authorId={entry.author_id} />
        </header>
      </div>
      <div className="container entry-container">
        {entry.content_type === 'recipe' && <RecipeExtras entry={entry} />}
        {entry.content.trim() && (
          <Suspense fallback={<LoadingScreen message={LOADING} inline />}>
            <MarkdownBody content={entry.content} />
          </Suspense>
        )}
        <RelatedEntries entryId={entry.id} />
      </div>
    </article>
  );
}

export default function EntryPage() {
  const auth = useAuth();
  const { slug = '' } = useParams();
  const { data: entry, loading, error } = useEntryBySlug(slug);
  const found = entry ?? null;
  const notFound = !found && (!loading || error !== null);

  usePageMeta(
    found
      ? {
          title: found.title,
          description: found.description,
          image: found.image_url,
          type: 'article',
          jsonLd: entryJsonLd(found, window.location.origin),
        }
      : { title: notFound ? ENTRY_NOT_FOUND_TITLE : LOADING, noindex: notFound },
  );

  return (
    <PublicLayout auth={auth} mainClassName="entry-page">
      {found ? <EntryArticle key={found.id} entry={found} /> : notFound ? <EntryNotFound /> : <LoadingScreen message={LOADING} />}
    </PublicLayout>
  );
}
