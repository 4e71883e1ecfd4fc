/**
 * The partner area's sidebar layout, in the admin's style: brand and role badge, Dashboard, My
 * Articles, Drafts, Profile, the user block and Sign Out. Below 768 px the sidebar folds into a menu
 * opened from a top bar, so the page content is the first thing a phone shows.
 */
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import './partners.css';

const LINKS = [
  { to: '/partners', label: 'Dashboard', end: true },
  { to: '/partners/articles', label: 'My Articles' },
  { to: '/partners/drafts', label: 'Drafts' },
  { to: '/partners/profile', label: 'Profile' },
];

function initials(name: string): string {
  return name.split(/[\s@.]+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('') || '?';
}

export default function PartnerLayout() {
  const { profile, user, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const name = profile?.name || profile?.email || user?.email || 'Partner';
  const email = profile?.email || user?.email || '';

  useEffect(() => setMenuOpen(false), [location.pathname]);

  async function onSignOut() {
    setSigningOut(true);
    await signOut();
    navigate('/login', { replace: true });
  }

  return (
    <div className={`partner-layout${menuOpen ? ' partner-menu-open' : ''}`}>
      <header className="partner-topbar">
        <span className="partner-brand">Cheezopedia</span>
        <button type="button" className="partner-menu-toggle" aria-expanded={menuOpen} aria-controls="partner-sidebar" onClick={() => setMenuOpen((o) => !o)}>
          {menuOpen ? 'Close' : 'Menu'}
        </button>
      </header>
      <aside id="partner-sidebar" className="partner-sidebar" aria-label="Partner navigation">
        <div className="partner-sidebar-head">
          <span className="partner-brand">Cheezopedia</span>
          <span className="partner-badge">{profile?.role ?? 'partner'}</span>
        </div>
        <nav>
          <ul className="partner-nav">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={({ isActive }) => (isActive ? 'active' : undefined)}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="partner-user">
          <span className="partner-avatar" aria-hidden="true">{initials(profile?.name || email)}</span>
          <div className="partner-user-text">
            <p>{name}</p>
            <p className="email">{email}</p>
          </div>
        </div>
        <button type="button" className="partner-signout" onClick={() => void onSignOut()} disabled={signingOut}>
          {signingOut ? 'Signing out...' : 'Sign Out'}
        </button>
      </aside>
      <main className="partner-main">
        <Outlet />
      </main>
    </div>
  );
}
