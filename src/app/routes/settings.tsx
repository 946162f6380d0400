import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Alert } from '../../components/ui/alert/Alert.tsx';
import { Button } from '../../components/ui/button/Button.tsx';
import { SectionCard } from '../../components/ui/section-card/SectionCard.tsx';
import { getOutboxUser, wipeUserData } from '../../lib/outbox/index.ts';
import { SignOutButton } from '../layouts/sign-out-button.tsx';
import { PaymentAlertSettings } from '../../features/live/components/PaymentAlertSettings.tsx';
import { ShellPage } from './page-layout.tsx';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useCurrentRole } from '../../features/members/current-role.ts';

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /settings: payment alerts (issue 17), sign out, and clear what this device keeps for offline use. */
export function SettingsRoute() {
  const queryClient = useQueryClient();
  const { may } = useCurrentRole();
  const [state, setState] = useState<'idle' | 'clearing' | 'cleared' | 'failed'>('idle');

  async function clearOfflineData() {
    setState('clearing');
    try {
      const userId = getOutboxUser();
      if (userId) await wipeUserData(userId);
      queryClient.clear();
      setState('cleared');
    } catch {
      setState('failed');
    }
  }

  return (
    <ShellPage title="Settings">
      {/* Issue 35: the business's alerts are set by those who manage the business. */}
      {may('business.manage') ? <PaymentAlertSettings /> : null}
      <SectionCard title="This device">
        <Text>
          Salone Pay keeps your recent data on this phone so it opens without a network. Clearing it frees space; actions
          still waiting to be sent are kept.
        </Text>
        <div>
          <Button variant="outline" onClick={() => void clearOfflineData()} loading={state === 'clearing'}>
            Clear offline data
          </Button>
        </div>
        {state === 'cleared' ? <Alert variant="success">Offline data cleared from this device.</Alert> : null}
        {state === 'failed' ? <Alert variant="error">Could not clear the offline data. Please try again.</Alert> : null}
      </SectionCard>
      <SectionCard title="Team">
        <Text>Invite people to take payments for your business, each with a role, or join a business that invited you.</Text>
        {may('members.read') ? <Link to={paths.members.getHref()}>Members</Link> : null}
        <Link to={paths.invites.getHref()}>Invites to you</Link>
      </SectionCard>
      <SectionCard title="Account">
        <SignOutButton />
      </SectionCard>
    </ShellPage>
  );
}

export default SettingsRoute;
