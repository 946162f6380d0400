import { useParams } from 'react-router-dom';
import { Alert } from '../../components/ui/alert/Alert.tsx';
import { paths } from '../../config/paths.ts';
import { AccountDetails } from '../../features/accounts/components/AccountDetails.tsx';
import { useCurrentRole } from '../../features/members/current-role.ts';
import { ShellPage } from './page-layout.tsx';

export function AccountDetailRoute() {
  const { id = '' } = useParams();
  const { may } = useCurrentRole();
  return (
    <ShellPage back={{ href: paths.dashboard.getHref(), label: 'Dashboard' }}>
      {/* Issue 35: payout accounts are the owner's and admins' (the server refuses other roles). */}
      {may('payouts') ? <AccountDetails id={id} /> : <Alert variant="info">Only the business’s owner and admins manage its payout accounts.</Alert>}
    </ShellPage>
  );
}

export default AccountDetailRoute;
