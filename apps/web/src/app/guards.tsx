import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from './useSession.ts';

/** Protected area: signed-out users go to /login (remembering where they wanted to go). */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search + location.hash }} />;
  return <Outlet />;
}

/** Where the sign-in guard sent the user from (a path of this app only, never another origin), else /. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/** Auth screens: signed-in users go back where the guard sent them from (a club invitation link), else to /. */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (session) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
