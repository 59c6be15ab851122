import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signedOutByUser } from '../../api/session.ts';
import { useSession } from '../../api/useSession.ts';

/** Protected area: signed-out users go to /login (remembering where they wanted to go). */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  // After the user's own sign-out the next sign-in (maybe another account) starts at the home, not
  // on the page the previous one left.
  if (!session) return <Navigate to="/login" replace state={signedOutByUser() ? undefined : { from: location.pathname + location.search + location.hash }} />;
  return <Outlet />;
}

/** Where the sign-in in progress returns to (set by the login form, cleared when the auth screens close). */
let pendingReturn: string | null = null;

/**
 * The login form calls this before signing in: where the sign-in guard sent the user from (a path
 * of this app only, never another origin; a club invitation link), else /. Answers that path.
 */
export function returnAfterSignIn(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  pendingReturn = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
  return pendingReturn ?? '/';
}

/** Auth screens: signed-in users go to / (or, right after signing in, back where the guard sent them from). */
export function GuestOnly() {
  const session = useSession();
  useEffect(
    () => () => {
      pendingReturn = null;
    },
    [],
  );
  if (session) return <Navigate to={pendingReturn ?? '/'} replace />;
  return <Outlet />;
}
