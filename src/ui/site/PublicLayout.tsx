/**
 * Page frame of the public site: header, the page's <main id="main-content"> and the footer.
 * `auth` is the value of the data layer's useAuth() (typed structurally: ui does not import data).
 */
import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader, type HeaderAccount } from './SiteHeader';

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
      <SiteFooter onLanding={onLanding} />
    </>
  );
}
