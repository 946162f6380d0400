import { LoginForm } from '../../features/auth/components/LoginForm.tsx';
import { FormPage } from '../layouts/form-page.tsx';
import { verifyOtpPage } from '../next-pages.ts';

export function LoginRoute() {
  return (
    <FormPage title="Sign in" intro="Enter your phone number and we'll text you a 6-digit code.">
      <LoginForm prepareNext={verifyOtpPage.preload} />
    </FormPage>
  );
}

export default LoginRoute;
