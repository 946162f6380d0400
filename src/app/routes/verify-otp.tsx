import { VerifyOtpForm } from '../../features/auth/components/VerifyOtpForm.tsx';
import { FormPage } from '../layouts/form-page.tsx';

export function VerifyOtpRoute() {
  return (
    <FormPage title="Enter your code">
      <VerifyOtpForm />
    </FormPage>
  );
}

export default VerifyOtpRoute;
