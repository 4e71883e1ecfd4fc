/** Shown while a lazily loaded route chunk arrives (spec: loading screen with spinner, 'Loading...'). */
import { LOADING } from '@/domain/messages/site';
import { LoadingScreen } from '@/ui/Spinner';

export function RouteLoading() {
  return <LoadingScreen message={LOADING} />;
}
