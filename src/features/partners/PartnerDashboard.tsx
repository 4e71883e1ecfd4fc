/**
 * /partners (spec section 2): the partner area's shell — figures shown as '-', a New Article button and
 * the empty message. The sidebar's /partners/articles, /partners/drafts, /partners/profile and
 * /partners/articles/new have no screens in the spec; they lead to the site's not-found page.
 */
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { PARTNER_NO_ARTICLES } from '@/domain/messages';
import './partners.css';

const LINKS = [
  { to: '/partners', label: 'Dashboard', end: true },
  { to: '/partners/articles', label: 'My Articles' },
  { to: '/partners/drafts', label: 'Drafts' },
  { to: '/partners/profile', label: 'Profile' },
];

const STATS = ['Published Articles', 'Drafts', 'Total Views'];

export default function PartnerDashboard() {
  const { profile, user, signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function onSignOut() {
    setSigningOut(true);
    await signOut();
    navigate('/login', { replace: true });
  }

  return (
    <div className="partner-layout">
      <aside className="partner-sidebar" aria-label="Partner navigation">
        <div className="partner-brand">
          Cheezopedia<span className="partner-badge">{profile?.role ?? 'partner'}</span>
        </div>
        <nav>
          <ul className="partner-nav">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={({ isActive }) => (isActive ? 'active' : undefined)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="partner-user">
          <p>{profile?.name || profile?.email || user?.email}</p>
          <p className="email">{profile?.email || user?.email}</p>
        </div>
        <button type="button" className="partner-signout" onClick={onSignOut} disabled={signingOut}>
          {signingOut ? 'Signing out...' : 'Sign Out'}
        </button>
      </aside>
      <main className="partner-main">
        <div className="partner-head">
          <h1>Partner Dashboard</h1>
          <Link className="partner-button" to="/partners/articles/new">
            New Article
          </Link>
        </div>
        <div className="partner-stats">
          {STATS.map((label) => (
            <div className="partner-stat" key={label}>
              <span className="partner-stat-value">-</span>
              <span className="partner-stat-label">{label}</span>
            </div>
          ))}
        </div>
        <div className="partner-empty">
          <p>{PARTNER_NO_ARTICLES}</p>
        </div>
      </main>
    </div>
  );
}
