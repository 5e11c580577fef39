import { Navigate, Outlet, useLocation } from 'react-router';
import { loginUrl } from '@/lib/paths';
import { rememberIntendedPath, useSession } from '@/lib/session';

/**
 * Login required (accounts §2): anonymous visitors go to login with ?redirect=<intended path>; the
 * path is also remembered for the login screen. Reacts to a logout or an expired session.
 */
export function RequireAuth() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (isLoggedIn) return <Outlet />;
  const intended = `${location.pathname}${location.search}`;
  rememberIntendedPath(intended);
  return <Navigate to={loginUrl(intended)} replace />;
}
