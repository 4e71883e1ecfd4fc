/** Names the document for a client-rendered route ('Articles | Cheezopedia'); these pages are not for search engines. */
import { usePageMeta } from '@/ui/head/use-page-meta';

export function PageTitle({ title }: { title: string }) {
  usePageMeta({ title, noindex: true });
  return null;
}
