import { readableError } from '../../lib/error-message.ts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DetailList } from '../../components/ui/details/Details.tsx';
import { formatPhone } from '../../../domain/phone.ts';
import { Badge } from '../../components/ui/badge/Badge.tsx';
import { Skeleton } from '../../components/ui/skeleton/Skeleton.tsx';
import { ErrorState } from '../../components/ui/state/ErrorState.tsx';
import { SectionCard } from '../../components/ui/section-card/SectionCard.tsx';
import { paths } from '../../config/paths.ts';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { SignOutButton } from '../layouts/sign-out-button.tsx';
import { ShellPage } from './page-layout.tsx';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** /profile: the user's details, email status, edit and sign out. */
export function ProfileRoute() {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <ShellPage title="Your profile">
        <Skeleton height="120px" />
      </ShellPage>
    );
  }
  if (profile.isError) {
    return (
      <ShellPage title="Your profile">
        <ErrorState what="your profile" message={readableError(profile.error)} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      </ShellPage>
    );
  }
  const user = profile.data;
  return (
    <ShellPage title="Your profile">
      <SectionCard title="Personal details" action={<Link to={paths.profileEdit.getHref()}>Edit profile</Link>}>
        <DetailList>
          <dt>Full name</dt>
          <dd>{user.fullName ?? 'Not set'}</dd>
          <dt>Phone</dt>
          <dd>{formatPhone(user.phone)}</dd>
          <dt>Street address</dt>
          <dd>{user.streetAddress ?? 'Not set'}</dd>
          <dt>City/Town</dt>
          <dd>{user.city ?? 'Not set'}</dd>
          <dt>District</dt>
          <dd>{user.district ?? 'Not set'}</dd>
        </DetailList>
      </SectionCard>
      <SectionCard title="Email">
        {user.email ? (
          <Row>
            <span>{user.email}</span>
            {user.emailVerified ? (
              <Badge tone="success">Verified</Badge>
            ) : (
              <>
                <Badge tone="warning">Not verified</Badge>
                <Link to={paths.verifyEmail.getHref()}>Verify your email</Link>
              </>
            )}
          </Row>
        ) : (
          <Row>
            <span>No email added yet.</span>
            <Link to={paths.addEmail.getHref()}>Add an email</Link>
          </Row>
        )}
      </SectionCard>
      <SignOutButton />
    </ShellPage>
  );
}

export default ProfileRoute;
