import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button/Button.tsx';
import { paths } from '../../config/paths.ts';
import { useAuthStore } from '../../features/auth/store.ts';

/** Signs out (server session revoked, token and cached data cleared) and returns to /login. */
export function SignOutButton() {
  const navigate = useNavigate();
  const logout = useAuthStore((state) => state.logout);
  return (
    <Button
      variant="outline"
      fullWidth
      onClick={() => {
        void logout();
        void navigate(paths.login.getHref());
      }}
    >
      Sign out
    </Button>
  );
}
