import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '../../components/ui/alert/Alert.tsx';
import { Button } from '../../components/ui/button/Button.tsx';
import { ErrorState } from '../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../components/ui/state/ListSkeleton.tsx';
import { Panel, PlainList } from '../../components/ui/layout/Layout.tsx';
import { MEMBER_ROLE_HINTS, MEMBER_ROLE_LABELS } from '../../../domain/members.ts';
import { paths } from '../../config/paths.ts';
import { useAcceptInvite, useInvites } from '../../features/members/api/members.ts';
import { setCurrentBusiness } from '../../lib/business.ts';
import { ShellPage } from './page-layout.tsx';

const Row = styled(Panel).attrs({ as: 'li' })`
  overflow-wrap: anywhere;
`;

/** Issue 35: the invites to this person's phone; accepting makes the business theirs to act for. */
export function InvitesRoute() {
  const invites = useInvites();
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  return (
    <ShellPage title="Invites" intro="Businesses that asked you to join them.">
      {accept.isError ? <Alert variant="error">{accept.error instanceof Error ? accept.error.message : 'Something went wrong. Try again.'}</Alert> : null}
      {invites.isPending ? (
        <ListSkeleton label="Loading your invites" />
      ) : invites.isError ? (
        <ErrorState what="your invites" onRetry={() => void invites.refetch()} />
      ) : invites.data.length === 0 ? (
        <p>You have no open invites.</p>
      ) : (
        <PlainList $gap={3} aria-label="Invites">
          {invites.data.map((invite) => (
            <Row key={invite.id}>
              <strong>{invite.businessName}</strong>
              <span>
                {MEMBER_ROLE_LABELS[invite.role]}: {MEMBER_ROLE_HINTS[invite.role]}
              </span>
              <Button
                loading={accept.isPending && accept.variables === invite.id}
                onClick={() =>
                  accept.mutate(invite.id, {
                    onSuccess: (business) => {
                      setCurrentBusiness(business.merchantId);
                      void navigate(paths.dashboard.getHref());
                    },
                  })
                }
              >
                Join {invite.businessName}
              </Button>
            </Row>
          ))}
        </PlainList>
      )}
    </ShellPage>
  );
}

export default InvitesRoute;
