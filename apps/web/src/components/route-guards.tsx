import { Navigate, Outlet, useLocation } from 'react-router';
import { loginUrl, paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** Login required (accounts §2): anonymous visitors go to login with ?redirect=<intended path>. */
export function RequireAuth() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (isLoggedIn) return <Outlet />;
  return <Navigate to={loginUrl(`${location.pathname}${location.search}`)} replace />;
}

/** Login and register are for visitors: a logged-in user goes to /configuracion. */
export function GuestOnly() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <Navigate to={paths.settings} replace /> : <Outlet />;
}
