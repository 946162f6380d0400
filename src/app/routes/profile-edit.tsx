import { ProfileSetupForm } from '../../features/profile/components/ProfileSetupForm.tsx';
import { ShellPage } from './page-layout.tsx';

/** /profile/edit: "Edit profile" from /profile, an editing screen (not onboarding) with Cancel. */
export function ProfileEditRoute() {
  return (
    <ShellPage title="Edit your details" intro="Change your name or address, then save.">
      <ProfileSetupForm mode="edit" />
    </ShellPage>
  );
}

export default ProfileEditRoute;
