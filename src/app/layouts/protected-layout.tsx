import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useAuthStore } from '../../features/auth/store.ts';

/**
 * SPEC §2: the one guard for /dashboard, /add-email, /verify-email-otp and /profile-setup (and
 * /verify-email, which needs the profile too). Signed out → /login; otherwise the child route.
 */
export function ProtectedLayout() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (!isAuthenticated) return <Navigate to={paths.login.getHref()} replace />;
  return <Outlet />;
}

export default ProtectedLayout;
