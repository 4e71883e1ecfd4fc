/** The page for routes that match nothing (never React Router's generic error page). */
import { useAuth } from '@/data/auth';
import { BACK_TO_HOME } from '@/domain/messages/site';
import { usePageMeta } from '@/ui/head/use-page-meta';
import { PublicLayout } from '@/ui/site/PublicLayout';
import { NotFoundState } from '@/ui/NotFoundState';

export const PAGE_NOT_FOUND_TITLE = 'Page Not Found';
export const PAGE_NOT_FOUND_TEXT = "Sorry, we couldn't find the page you're looking for.";

export default function NotFoundPage() {
  const auth = useAuth();
  usePageMeta({ title: PAGE_NOT_FOUND_TITLE, noindex: true });
  return (
    <PublicLayout auth={auth}>
      <NotFoundState
        className="container"
        title={PAGE_NOT_FOUND_TITLE}
        text={PAGE_NOT_FOUND_TEXT}
        back={{ to: '/', label: BACK_TO_HOME }}
        more={[{ to: '/discover', label: 'Discover' }]}
      />
    </PublicLayout>
  );
}
