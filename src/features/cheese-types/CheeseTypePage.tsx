/**
 * /cheese-types/{slug}: the public feed entries carrying one cheese-type tag, with /discover's cards
 * and paging (`?page=`), server-rendered with its canonical URL; an unknown tag answers 404.
 */
import { data, useLoaderData, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router-dom';
import { pageSourceOf, usePublicImage, type CheeseTypeData, type EntryCardRow } from '@/data/public';
import { useAuth } from '@/data/auth';
import { parsePage } from '@/domain/paging';
import { CHEESE_TYPE_NOT_FOUND, CHEESE_TYPE_NOT_FOUND_TITLE, cheeseTypeLead } from '@/domain/messages/search';
import { EntryCard } from '@/ui/EntryCard';
import { usePageMeta } from '@/ui/head/use-page-meta';
import { PublicLayout } from '@/ui/site/PublicLayout';
import { EntryListBody } from '@/ui/site/EntryListBody';
import { ListHead } from '@/ui/site/ListHead';
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

  return (
    <PublicLayout auth={auth} mainClassName="tag-page">
      <div className="container">
        <ListHead
          prefix="tag"
          backTo="/discover"
          backLabel="Back to Discover"
          title={name && !missing ? cheeseTypeTitle(name) : CHEESE_TYPE_NOT_FOUND_TITLE}
          lead={name && !missing ? cheeseTypeLead(name) : null}
        />
        <EntryListBody
          prefix="tag"
          error={error}
          entries={entries}
          empty={missing}
          emptyText={CHEESE_TYPE_NOT_FOUND}
          gridClassName="card-grid plain-list"
          card={(entry, priority) => <Card entry={entry} priority={priority} />}
        />
        <ListPager label="Cheese type pages" page={page} hasNext={hasNext} href={(p) => `/cheese-types/${slug}${p > 1 ? `?page=${p}` : ''}`} previousText="Newer" nextText="Older" />
      </div>
    </PublicLayout>
  );
}
