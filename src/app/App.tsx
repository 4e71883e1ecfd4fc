/**
 * The app root: the router, and — loaded after hydration, when the browser is idle — the client
 * services (auth, background sync, PWA controls, desktop menu commands; see ClientServices). Until
 * they load, the auth context reports 'checking the session' (what the server rendered), and auth
 * actions wait for them.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AuthContext, type AuthContextValue } from '@/data/auth/auth-context';
import { whenIdle } from '@/data/public';
import { PENDING_AUTH, resolveAuth } from './pending-auth';

const ClientServices = lazy(() => import('./ClientServices'));

type Router = ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  router: Router;
  /** True when the page was server-rendered: client services wait until the browser is idle. */
  hydrated: boolean;
}

export function App({ router, hydrated }: AppProps) {
  const [auth, setAuth] = useState<AuthContextValue>(PENDING_AUTH);
  const [services, setServices] = useState(!hydrated);
  useEffect(() => (services ? undefined : whenIdle(() => setServices(true))), [services]);
  // The page is interactive (hydrated or rendered): tests and styles can rely on this attribute.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const onAuth = useCallback((value: AuthContextValue) => {
    resolveAuth(value);
    setAuth(value);
  }, []);
  return (
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
      {services && (
        <Suspense fallback={null}>
          <ClientServices router={router} onAuth={onAuth} />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
