import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AccountDetails } from '../../features/accounts/components/AccountDetails.tsx';
import { ShellPage } from './page-layout.tsx';

export function AccountDetailRoute() {
  const { id = '' } = useParams();
  return (
    <ShellPage back={{ href: paths.dashboard.getHref(), label: 'Dashboard' }}>
      <AccountDetails id={id} />
    </ShellPage>
  );
}

export default AccountDetailRoute;
