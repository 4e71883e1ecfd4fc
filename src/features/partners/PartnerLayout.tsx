/**
 * The partner area's sidebar layout, on the shell it shares with the admin (src/ui/SidebarShell):
 * brand and role badge, Dashboard, My Articles, Drafts, Profile, the user block and Sign Out. Below
 * 768 px the sidebar folds into a menu opened from a top bar, so the page content is the first thing
 * a phone shows.
 */
import { NavLink, Outlet } from 'react-router-dom';
import { countUnsentChanges } from '@/data';
import { useAuth } from '@/data/auth';
import { accountLabel } from '@/domain/account-label';
import { SidebarShell } from '@/ui/SidebarShell';
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
  const { name, email } = accountLabel(profile, user?.email, 'Partner');

  return (
    <SidebarShell
      prefix="partner"
      label="Partner navigation"
      badge={<span className="partner-badge">{profile?.role ?? 'partner'}</span>}
      nav={
        <nav>
          <ul className="partner-nav">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={({ isActive }) => (isActive ? 'active' : undefined)}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
      footer={
        <div className="partner-user">
          <span className="partner-avatar" aria-hidden="true">{initials(profile?.name || email)}</span>
          <div className="partner-user-text">
            <p>{name}</p>
            <p className="email">{email}</p>
          </div>
        </div>
      }
      countUnsent={() => countUnsentChanges(user?.id ?? null)}
      signOut={signOut}
    >
      <Outlet />
    </SidebarShell>
  );
}
