/**
 * The app root: the router, and — loaded after hydration, when the browser is idle — the client
 * services (auth, background sync, PWA controls, desktop menu commands; see ClientServices). Until
 * they load, the auth context reports 'checking the session' (what the server rendered), and auth
 * actions wait for them.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AuthContext, authInPlay, type AuthContextValue } from '@/data/auth';
import { whenIdle } from '@/data/public';
import { OfflineIndicator } from '@/ui/pwa/OfflineIndicator';
import { importWhenOnline } from '@/ui/import-when-online';
import { onAuthWanted, PENDING_AUTH, resolveAuth } from './pending-auth';
import type { ClientServicesProps } from './ClientServices';

type Router = ReturnType<typeof createBrowserRouter>;

/** Signed out, known without loading anything: no session stored on this device. */
const SIGNED_OUT_AUTH: AuthContextValue = { ...PENDING_AUTH, loading: false };

export interface AppProps {
  router: Router;
  /** True when the page was server-rendered: client services wait until the browser is idle. */
  hydrated: boolean;
}

export function App({ router, hydrated }: AppProps) {
  const [auth, setAuth] = useState<AuthContextValue>(PENDING_AUTH);
  // The services render once their code is here: not through React.lazy, whose first render suspends
  // and whose reveal React may hold back up to 300 ms (its fallback throttle).
  const [ClientServices, setClientServices] = useState<ComponentType<ClientServicesProps> | null>(null);
  const [wanted, setWanted] = useState(!hydrated);
  // Changes waiting on this device (reported by the sync engine once the services load).
  const [pending, setPending] = useState(0);
  useEffect(() => (wanted ? undefined : whenIdle(() => setWanted(true))), [wanted]);
  // An auth action (e.g. Sign In pressed early) does not wait for the browser to be idle.
  useEffect(() => (wanted ? undefined : onAuthWanted(() => setWanted(true))), [wanted]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void importWhenOnline(() => import('./ClientServices')).then((m) => live && setClientServices(() => m.default));
    return () => {
      live = false;
    };
  }, [wanted]);
  // The page is interactive (hydrated or rendered): tests and styles can rely on this attribute.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // A visitor with no stored session is signed out: Sign In shows at once, not after supabase-js loads.
  // A client-rendered page (the account and editors' areas) with a stored session needs the session
  // provider and supabase-js at once: their chunks are fetched now, beside the services', not one
  // after the other.
  useEffect(() => {
    if (!authInPlay()) setAuth((current) => (current === PENDING_AUTH ? SIGNED_OUT_AUTH : current));
    else if (!hydrated) {
      void import('@/data/account').catch(() => undefined);
      void import('@/data/server').then((server) => server.getSupabase()).catch(() => undefined);
    }
  }, [hydrated]);
  const onAuth = useCallback((value: AuthContextValue) => {
    resolveAuth(value);
    // The provider starts with 'checking the session': keep a known signed-out state meanwhile.
    setAuth((current) => (value.loading && current === SIGNED_OUT_AUTH ? current : value));
  }, []);
  return (
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
      {ClientServices && <ClientServices router={router} onAuth={onAuth} onPending={setPending} />}
      {/* Not in the services' chunk: a visitor who goes offline before it loads still sees the bar. */}
      <OfflineIndicator pending={pending} />
    </AuthContext.Provider>
  );
}
