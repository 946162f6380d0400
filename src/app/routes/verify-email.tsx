import { VerifyEmailStart } from '../../features/onboarding/components/VerifyEmailStart.tsx';
import { FormPage } from '../layouts/form-page.tsx';

export function VerifyEmailRoute() {
  return (
    <FormPage title="Verify your email">
      <VerifyEmailStart />
    </FormPage>
  );
}

export default VerifyEmailRoute;
