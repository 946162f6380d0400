import { VerifyEmailOtpForm } from '../../features/onboarding/components/VerifyEmailOtpForm.tsx';
import { FormPage } from '../layouts/form-page.tsx';

export function VerifyEmailOtpRoute() {
  return (
    <FormPage title="Verify your email">
      <VerifyEmailOtpForm />
    </FormPage>
  );
}

export default VerifyEmailOtpRoute;
