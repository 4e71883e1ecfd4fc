/**
 * Route guard by role (Access guard). A convenience for the browser only: the
 * database's row-level security is the wall.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@/domain/types';
import { PROFILE_LOAD_TIMEOUT_MS } from '@/domain/constants';
import {
  BACK_TO_LOGIN,
  LOADING_PROFILE,
  PROFILE_NOT_FOUND,
  PROFILE_PERMISSIONS_HINT,
  UNABLE_TO_LOAD_PROFILE,
} from '@/domain/messages/account';
import { useAuth } from '@/data/auth';

/** The location state the guard hands to /login: where to return after signing in. */
export interface FromState {
  from: string;
}

/** The location state a partner who opened an admin page reaches /partners with (the dashboard says why). */
export interface DeniedState {
  deniedFrom: string;
}

function UnableToLoadProfile({ detail }: { detail?: string | null }) {
  return (
    <main className="page-shell guard-message" role="alert">
      <h1>{UNABLE_TO_LOAD_PROFILE}</h1>
      <p>{PROFILE_PERMISSIONS_HINT}</p>
      {detail && <p className="muted">{detail}</p>}
      <Link className="btn btn-primary" to="/login">
        {BACK_TO_LOGIN}
      </Link>
    </main>
  );
}

/**
 * Renders `children` only for a signed-in user whose profile role is in `roles`. Anonymous visitors go
 * to /login (the path is remembered in location state `from`); a partner goes to /partners, which says
 * the page was for admins (location state `deniedFrom`); other roles go to /.
 */
export function RequireRole({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const { user, profile, loading, profileLoading, profileError } = useAuth();
  const location = useLocation();
  const waiting = loading || profileLoading;
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!waiting) {
      setTimedOut(false);
      return;
    }
    const timer = setTimeout(() => setTimedOut(true), PROFILE_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (waiting) {
    if (timedOut) return <UnableToLoadProfile />;
    return (
      <div className="loading-screen" role="status" aria-live="polite">
        <div className="spinner" aria-hidden="true" />
        <p>{LOADING_PROFILE}</p>
      </div>
    );
  }
  if (!user) {
    const from: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={from} />;
  }
  if (!profile) {
    if (profileError) return <UnableToLoadProfile detail={profileError} />;
    return (
      <main className="page-shell guard-message" role="alert">
        <h1>{PROFILE_NOT_FOUND}</h1>
        <Link className="btn btn-primary" to="/login">
          {BACK_TO_LOGIN}
        </Link>
      </main>
    );
  }
  if (!roles.includes(profile.role)) {
    // A partner on an admin page goes to their own area, which says why; anyone else goes home.
    if (profile.role === 'partner') {
      const denied: DeniedState = { deniedFrom: location.pathname };
      return <Navigate to="/partners" replace state={denied} />;
    }
    return <Navigate to="/" replace />;
  }
  return <>{children}</>;
}
