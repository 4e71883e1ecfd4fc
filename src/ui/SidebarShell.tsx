/**
 * The back-office shell the admin and partner areas share: a top bar with the brand (a link back to
 * the public site) and a Menu
 * toggle (on phones, < 768 px, the sidebar folds behind it and closes after each navigation), the
 * sidebar (brand and badge, the area's navigation, what the area shows below it, Sign Out) and the
 * main column. Class names and the sidebar id carry the area's prefix (`admin-…`, `partner-…`), so
 * each area keeps its stylesheet. Sign Out is the same in both: open editors are told first, unsent
 * changes are asked about in the product's dialog, then the user leaves for /login.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useConfirm } from './ConfirmDialog';
import { announceSignOut, confirmSignOut } from './confirm-sign-out';

export interface SidebarShellProps {
  prefix: 'admin' | 'partner';
  /** Accessible name of the sidebar ('Admin navigation'). */
  label: string;
  /** Beside the brand in the sidebar head (the role badge). */
  badge: ReactNode;
  nav: ReactNode;
  /** Between the navigation and Sign Out (sync status, the user block). */
  footer: ReactNode;
  /** How many of the user's changes are still unsent (asked before signing out). */
  countUnsent: () => Promise<number>;
  /** Signs the user out (the button shows 'Signing Out...' meanwhile). */
  signOut: () => Promise<void>;
  children: ReactNode;
}

export function SidebarShell({ prefix, label, badge, nav, footer, countUnsent, signOut, children }: SidebarShellProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  // Close the phone menu after navigating.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // The user stayed (answered the sign-out question with no): focus goes back to Sign Out, which was
  // disabled while the question was open (so the dialog could not hand focus back itself).
  const signOutRef = useRef<HTMLButtonElement>(null);
  const wasSigningOut = useRef(false);
  useEffect(() => {
    if (wasSigningOut.current && !signingOut && (!document.activeElement || document.activeElement === document.body)) signOutRef.current?.focus();
    wasSigningOut.current = signingOut;
  }, [signingOut]);

  // Leaves the area, or returns without signing out when the user changed their mind.
  async function onSignOut() {
    announceSignOut();
    if (!(await confirmSignOut(await countUnsent(), confirm))) return;
    await signOut();
    navigate('/login', { replace: true });
  }

  return (
    <div className={`${prefix}-layout${menuOpen ? ` ${prefix}-menu-open` : ''}`}>
      <header className={`${prefix}-topbar`}>
        <Link to="/" className={`${prefix}-brand`} aria-label="Cheezopedia: back to the site">
          Cheezopedia
        </Link>
        <button type="button" className={`${prefix}-menu-toggle`} aria-expanded={menuOpen} aria-controls={`${prefix}-sidebar`} onClick={() => setMenuOpen((open) => !open)}>
          {menuOpen ? 'Close' : 'Menu'}
        </button>
      </header>
      <aside id={`${prefix}-sidebar`} className={`${prefix}-sidebar`} aria-label={label}>
        <div className={`${prefix}-sidebar-head`}>
          <Link to="/" className={`${prefix}-brand`} aria-label="Cheezopedia: back to the site">
            Cheezopedia
          </Link>
          {badge}
        </div>
        {nav}
        {footer}
        <button
          ref={signOutRef}
          type="button"
          className={`btn ${prefix}-signout`}
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void onSignOut().finally(() => setSigningOut(false));
          }}
        >
          {signingOut ? 'Signing Out...' : 'Sign Out'}
        </button>
      </aside>
      <main className={`${prefix}-main`}>
        {children}
        {dialog}
      </main>
    </div>
  );
}
