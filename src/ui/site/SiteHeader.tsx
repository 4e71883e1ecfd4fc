/**
 * The public site's header: brand, section navigation, a mobile menu (below 1024 px) that opens and
 * closes (toggle, link click, Escape — which returns focus to the menu button), a Discover link, and the account area — Sign In when signed out; the visitor's
 * name, a link to /admin (admin) or /partners (partner) and Sign Out when signed in. 'Install app'
 * appears there while the browser offers installation. A search control (always in view, phone and
 * desktop) opens the search dialog, or /search before the client services run.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Menu, Search, X } from '../icons';
import { LANDING_SECTIONS, RECIPES_PATH } from './nav';
import { SectionLink } from './SectionLink';
import { CheeseIcon } from '../CheeseIcon';
import { InstallButton } from '../pwa/InstallButton';

export interface HeaderAccount {
  name: string;
  role: string | null;
}

export interface SiteHeaderProps {
  onLanding?: boolean;
  /** Signed-in visitor, null when signed out, undefined while the session check runs. */
  account: HeaderAccount | null | undefined;
  onSignOut: () => void;
}

export function SiteHeader({ onLanding = false, account, onSignOut }: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Focus was on a link of the closing menu (or nowhere): give it back to the menu button.
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <div className="container site-header-inner">
        <Link to="/" className="brand" onClick={close}>
          <CheeseIcon className="brand-mark" size={32} />
          Cheezopedia
        </Link>
        {/* The client services turn a click into the search dialog (src/app/search-control.ts). */}
        <Link to="/search" className="icon-btn search-toggle" aria-label="Search" onClick={close}>
          <Search size={20} aria-hidden="true" />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="icon-btn menu-toggle"
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
        </button>
        <nav id={navId} className={open ? 'site-nav open' : 'site-nav'} aria-label="Main">
          <ul>
            {LANDING_SECTIONS.map((s) => (
              <li key={s.id}>
                {/* Off the landing page, Recipes opens Discover's recipe filter (not a jump back to /#recipes). */}
                {s.id === 'recipes' && !onLanding ? (
                  <Link to={RECIPES_PATH} className="nav-link" onClick={close}>
                    {s.label}
                  </Link>
                ) : (
                  <SectionLink id={s.id} onLanding={onLanding} className="nav-link" onClick={close}>
                    {s.label}
                  </SectionLink>
                )}
              </li>
            ))}
            <li>
              <NavLink to="/discover" end className="nav-link" onClick={close}>
                Discover
              </NavLink>
            </li>
          </ul>
          <div className="account">
            <InstallButton className="btn btn-outline" />
            {account === undefined ? null : account ? (
              <>
                <span className="account-name" title={account.name}>
                  {account.name}
                </span>
                {account.role === 'admin' && (
                  <Link className="btn btn-outline" to="/admin" onClick={close}>
                    Admin
                  </Link>
                )}
                {account.role === 'partner' && (
                  <Link className="btn btn-outline" to="/partners" onClick={close}>
                    Partners
                  </Link>
                )}
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => {
                    close();
                    onSignOut();
                  }}
                >
                  Sign Out
                </button>
              </>
            ) : (
              <Link className="btn btn-primary" to="/login" onClick={close}>
                Sign In
              </Link>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
