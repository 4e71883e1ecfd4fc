/**
 * The admin back office's sidebar layout, on the shell it shares with the partner
 * area (src/ui/SidebarShell): role badge, navigation sections, the data layer's sync status, the
 * profile block and Sign Out. On phones (< 768 px) the sidebar folds into a menu opened from a top bar.
 */
import { NavLink, Outlet } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { countUnsentChanges } from '@/data';
import { useSyncStatus } from '@/data/react';
import { accountLabel } from '@/domain/account-label';
import { SidebarShell } from '@/ui/SidebarShell';
import { describeSyncStatus, initialsOf } from './sync-status';
import './admin.css';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

const SECTIONS: { title: string | null; items: NavItem[] }[] = [
  { title: null, items: [{ to: '/admin', label: 'Dashboard', end: true }] },
  {
    title: 'Content',
    items: [
      { to: '/admin/articles', label: 'Articles' },
      { to: '/admin/cheeses', label: 'Cheeses' },
      { to: '/admin/pairings', label: 'Pairings' },
      { to: '/admin/links', label: 'Broken Links' },
    ],
  },
  {
    title: 'Business',
    // No Promotions screen: the product has nothing to promote yet (see docs/spec-quirks.md).
    items: [
      { to: '/admin/partners', label: 'Partners' },
      { to: '/admin/newsletter', label: 'Newsletter' },
    ],
  },
  {
    title: 'Management',
    items: [
      { to: '/admin/users', label: 'Users' },
      { to: '/admin/analytics', label: 'Analytics' },
      { to: '/admin/activity', label: 'Activity' },
      { to: '/admin/trash', label: 'Trash' },
    ],
  },
];

function SyncStatusPanel({ authOffline }: { authOffline: boolean }) {
  const status = useSyncStatus();
  const lines = describeSyncStatus({ ...status, online: status.online && !authOffline });
  return (
    <div className="admin-sync" role="status" aria-live="polite" aria-label="Sync status">
      {lines.map((line) => (
        <p key={line.text} className={`admin-sync-line admin-sync-${line.tone}`}>
          <span className="admin-sync-dot" aria-hidden="true" />
          {line.text}
        </p>
      ))}
    </div>
  );
}

export default function AdminLayout() {
  const { profile, user, offline, signOut } = useAuth();
  const role = profile?.role ?? 'admin';
  const { name, email } = accountLabel(profile, user?.email, 'Admin');

  return (
    <SidebarShell
      prefix="admin"
      label="Admin navigation"
      badge={<span className={`admin-role-badge admin-role-${role}`}>{role}</span>}
      nav={
        <nav className="admin-nav">
          {SECTIONS.map((section) => (
            <div className="admin-nav-section" key={section.title ?? 'main'}>
              {section.title && <h2 className="admin-nav-title">{section.title}</h2>}
              <ul>
                {section.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end} className={({ isActive }) => (isActive ? 'active' : undefined)}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      }
      footer={
        <>
          <SyncStatusPanel authOffline={offline} />
          <div className="admin-profile">
            <span className="admin-avatar" aria-hidden="true">
              {initialsOf(profile?.name, email)}
            </span>
            <div className="admin-profile-text">
              <p className="admin-profile-name">{name}</p>
              <p className="admin-profile-email">{email}</p>
            </div>
          </div>
        </>
      }
      countUnsent={() => countUnsentChanges(user?.id ?? null)}
      signOut={signOut}
    >
      <Outlet />
    </SidebarShell>
  );
}
