/**
 * /cheese-types/{slug}: the public feed entries carrying one cheese-type tag, with /discover's cards
 * and paging (`?page=`), server-rendered with its canonical URL; an unknown tag answers 404.
 */
import { ArrowLeft } from '@/ui/icons';
import { data, Link, useLoaderData, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router-dom';
import { pageSourceOf, usePublicImage, type CheeseTypeData, type EntryCardRow } from '@/data/public';
import { useAuth } from '@/data/auth';
import { parsePage } from '@/domain/paging';
import { ERROR_HEADING, errorLoadingContent } from '@/domain/messages/site';
import { CHEESE_TYPE_NOT_FOUND, CHEESE_TYPE_NOT_FOUND_TITLE, cheeseTypeLead } from '@/domain/messages/search';
import { EntryCard } from '@/ui/EntryCard';
import { usePageMeta } from '@/ui/head/use-page-meta';
import { PublicLayout } from '@/ui/site/PublicLayout';
import { ListPager } from '@/ui/site/ListPager';
import { cheeseTypeMeta, cheeseTypeTitle } from './meta';

/**
 * The route's loader (loaded with the page): the tag's entries; an unknown tag (no public entry
 * carries it, or no slug at all) or a page past the last is 404, a failed read 503.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const d = await (await pageSourceOf(context)).cheeseType(params.tag ?? '', page);
  return data(d, { status: d.error ? 503 : !d.name || d.entries.length === 0 ? 404 : 200 });
}

function Card({ entry, priority }: { entry: EntryCardRow; priority: boolean }) {
  return <EntryCard entry={entry} imageSrc={usePublicImage(entry.image_url)} headingLevel={2} priority={priority} />;
}

export default function CheeseTypePage() {
  const auth = useAuth();
  const { slug, name, page, hasNext, entries, error } = useLoaderData() as CheeseTypeData;
  const missing = !name || entries.length === 0;
  usePageMeta(cheeseTypeMeta(name, page, missing));

  let body;
  if (error && entries.length === 0) {
    body = (
      <div className="tag-state tag-error" role="alert">
        <h2>{ERROR_HEADING}</h2>
        <p>{errorLoadingContent(error)}</p>
      </div>
    );
  } else if (missing) {
    body = <p className="tag-state">{CHEESE_TYPE_NOT_FOUND}</p>;
  } else {
    body = (
      <ul className="card-grid plain-list">
        {entries.map((entry, i) => (
          <li key={entry.id}>
            <Card entry={entry} priority={i === 0} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PublicLayout auth={auth} mainClassName="tag-page">
      <div className="container">
        <div className="tag-head">
          <Link to="/discover" className="icon-btn back-link" aria-label="Back to Discover">
            <ArrowLeft size={18} aria-hidden="true" />
          </Link>
          <div>
            <h1>{name && !missing ? cheeseTypeTitle(name) : CHEESE_TYPE_NOT_FOUND_TITLE}</h1>
            {name && !missing && <p className="tag-lead">{cheeseTypeLead(name)}</p>}
          </div>
        </div>
        {body}
        <ListPager label="Cheese type pages" page={page} hasNext={hasNext} href={(p) => `/cheese-types/${slug}${p > 1 ? `?page=${p}` : ''}`} previousText="Newer" nextText="Older" />
      </div>
    </PublicLayout>
  );
}
