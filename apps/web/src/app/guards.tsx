import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from './useSession.ts';

/** Protected area: signed-out users go to /login (remembering where they wanted to go). */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search + location.hash }} />;
  return <Outlet />;
}

/** Auth screens: signed-in users go to /. */
export function GuestOnly() {
  const session = useSession();
  if (session) return <Navigate to="/" replace />;
  return <Outlet />;
}
