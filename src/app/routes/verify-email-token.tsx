import { useParams } from 'react-router-dom';
import { useAuthStore } from '../../features/auth/store.ts';
import { VerifyEmailLinkResult } from '../../features/onboarding/components/VerifyEmailLinkResult.tsx';
import { FormPage } from '../layouts/form-page.tsx';

export function VerifyEmailTokenRoute() {
  const { token = '' } = useParams();
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  return (
    <FormPage title="Email verification">
      {/* Keyed by token: another link opened in the same tab gets its own single call. */}
      <VerifyEmailLinkResult key={token} token={token} signedIn={signedIn} />
    </FormPage>
  );
}

export default VerifyEmailTokenRoute;
