/**
 * Page frame of the public site: header, the page's <main id="main-content"> and the footer.
 * `auth` is the value of the data layer's useAuth() (typed structurally: ui does not import data).
 *
 * The footer's code is not in the first load (every public page is at its JavaScript budget,
 * docs/decisions/0007-js-budgets.md): the server renders it in full (its renderer waits for lazy
 * parts), and the browser hydrates it once its chunk arrives, right after the page's — until then
 * its links are plain links that still work. A client-side render shows it from then on.
 */
import { Suspense, useMemo, type ReactNode } from 'react';
import { lazyWhenOnline } from '../import-when-online';
import { SiteHeader, type HeaderAccount } from './SiteHeader';

// Offline before its chunk came, the server's footer stays until the network returns.
const SiteFooter = lazyWhenOnline(() => import('./SiteFooter').then((m) => m.SiteFooter));

export interface PublicAuth {
  user: { email?: string | null } | null;
  profile: { name: string | null; email: string; role: string } | null;
  loading: boolean;
  signOut(): Promise<void>;
}

/** Header account from the auth state: undefined while loading, null when signed out. */
export function headerAccount(auth: PublicAuth): HeaderAccount | null | undefined {
  if (auth.loading) return undefined;
  if (!auth.user) return null;
  const name = auth.profile?.name?.trim() || auth.profile?.email || auth.user.email || 'Account';
  return { name, role: auth.profile?.role ?? null };
}

export interface PublicLayoutProps {
  onLanding?: boolean;
  auth: PublicAuth;
  mainClassName?: string;
  children: ReactNode;
}

export function PublicLayout({ onLanding = false, auth, mainClassName, children }: PublicLayoutProps) {
  // Memoised: a re-render (the session check ending…) must not reach the boundary before it has
  // hydrated, or React would swap the server's footer for the empty fallback until the code arrives.
  const footer = useMemo(
    () => (
      <Suspense fallback={null}>
        <SiteFooter onLanding={onLanding} />
      </Suspense>
    ),
    [onLanding],
  );
  return (
    <>
      <SiteHeader
        onLanding={onLanding}
        account={headerAccount(auth)}
        onSignOut={() => {
          auth.signOut().catch((error: unknown) => console.error('Sign out failed', error));
        }}
      />
      <main id="main-content" tabIndex={-1} className={mainClassName}>
        {children}
      </main>
      {footer}
    </>
  );
}
