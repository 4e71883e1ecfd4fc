/**
 * /preview/<token>: a draft shared by its preview link, rendered as its public page will be (the same
 * article component and server renderer), under a "Preview" banner. The head says noindex; the server
 * sends it uncached (netlify/lib/pages.ts). Only the loader's entry is shown (the server's read for
 * this token): the device's copy is neither read nor written, and no view is counted. A token that
 * opens nothing shows the entry's not-found state (HTTP 404).
 */
import { data, useLoaderData, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { pageSourceOf, type EntryData } from '@/data/public';
import { isPreviewToken, PREVIEW_BANNER } from '@/domain/preview-link';
import { usePageMeta } from '@/ui/head/use-page-meta';
import { PublicLayout } from '@/ui/site/PublicLayout';
import { EntryArticle } from './EntryPage';
import { EntryNotFound } from './EntryNotFound';
import { previewMeta } from './meta';

/** The route's loader (loaded with the page): the draft a live token opens; any other token is not found (never asked when malformed). */
export async function loader({ params, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>) {
  const token = params.token ?? '';
  if (!isPreviewToken(token)) return data<EntryData>({ slug: '', entry: null, related: [], bodyHtml: null, error: null }, { status: 404 });
  const d = await (await pageSourceOf(context)).preview(token);
  return data(d, { status: d.entry ? 200 : d.error ? 503 : 404 });
}

export default function PreviewPage() {
  const auth = useAuth();
  const data = useLoaderData() as EntryData;
  usePageMeta(previewMeta(data.entry, typeof window === 'undefined' ? '' : window.location.origin));
  return (
    <PublicLayout auth={auth} mainClassName="entry-page">
      {data.entry ? (
        <>
          <p className="preview-banner" role="note">
            <strong>Preview</strong> {PREVIEW_BANNER.replace(/^Preview /, '')}
          </p>
          <EntryArticle entry={data.entry} related={[]} bodyHtml={data.bodyHtml} renderedFrom={data.entry.content} preview />
        </>
      ) : (
        <EntryNotFound />
      )}
    </PublicLayout>
  );
}
