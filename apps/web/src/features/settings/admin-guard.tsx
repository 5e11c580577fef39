import { type LoaderFunctionArgs, Outlet, redirect } from 'react-router';
import { NO_PERMISSION_MESSAGE } from '@/api/errors';
import { verifyAdmin } from '@/lib/admin-status';
import { loginUrl, paths } from '@/lib/paths';
import { getAccessToken, rememberIntendedPath } from '@/lib/session';
import { notify } from '@/lib/toast';

/**
 * The admin check of accounts §2, run before any admin screen renders: anonymous → login with the
 * intended path; not an admin → the permission message and Mis Pedidos; the check failing → /login.
 */
export async function adminGuardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const intended = `${url.pathname}${url.search}`;
  if (!getAccessToken()) {
    rememberIntendedPath(intended);
    return redirect(loginUrl(intended));
  }
  let isAdmin: boolean;
  try {
    isAdmin = await verifyAdmin(request.signal);
  } catch {
    return redirect(paths.loginAlias);
  }
  if (!isAdmin) {
    notify.error(NO_PERMISSION_MESSAGE);
    return redirect(paths.myOrders);
  }
  return null;
}

export function AdminOutlet() {
  return <Outlet />;
}
