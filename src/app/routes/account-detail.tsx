import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AccountDetails } from '../../features/accounts/components/AccountDetails.tsx';
import { ShellPage } from './page-layout.tsx';
import { RoleGatePending, RoleRefusalPage, useRoleGate } from './role-refusal.tsx';

export function AccountDetailRoute() {
  const { id = '' } = useParams();
  // Issue 35: payout accounts are the owner's and admins' (the server refuses other roles).
  const gate = useRoleGate('payouts');
  if (gate === 'pending') return <RoleGatePending />;
  if (gate === 'refused') return <RoleRefusalPage title="Payout account" text="Only the business’s owner and admins manage its payout accounts." />;
  return (
    <ShellPage back={{ href: paths.dashboard.getHref(), label: 'Dashboard' }}>
      <AccountDetails id={id} />
    </ShellPage>
  );
}

export default AccountDetailRoute;
