import { Navigate, useLocation } from 'react-router-dom';
import { Alert } from '../../components/ui/alert/Alert.tsx';
import { paths } from '../../config/paths.ts';
import { useProfileForDecision } from '../../features/profile/api/get-profile.ts';
import { Spinner } from '../../components/ui/spinner/Spinner.tsx';
import { ProfileSetupForm } from '../../features/profile/components/ProfileSetupForm.tsx';
import { readEmailVerifiedState } from '../../features/onboarding/email-code-state.ts';
import { FormPage } from '../layouts/form-page.tsx';

export function ProfileSetupRoute() {
  const emailVerifiedMessage = readEmailVerifiedState(useLocation().state);
  const profile = useProfileForDecision();
  // SPEC §4 sends a verified email here; with the profile already complete there is nothing left
  // to fill in, so the user goes on to / and sees the confirmation there. That redirect decides on
  // this visit's answer, not a copy restored from the phone (get-profile.ts: the rule).
  if (emailVerifiedMessage && profile.deciding) {
    return (
      <FormPage title="Set up your profile">
        <Spinner label="Loading your profile" />
      </FormPage>
    );
  }
  if (emailVerifiedMessage && profile.data?.profileCompleted) {
    return <Navigate to={paths.home.getHref()} replace state={{ emailVerifiedMessage }} />;
  }
  return (
    <FormPage title="Set up your profile" intro="We need a few details before you can take payments.">
      {emailVerifiedMessage ? <Alert variant="success">{emailVerifiedMessage}</Alert> : null}
      <ProfileSetupForm />
    </FormPage>
  );
}

export default ProfileSetupRoute;
