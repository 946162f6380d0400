import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { MySalesToday } from '../../features/members/components/MySalesToday.tsx';
import { useCurrentRole } from '../../features/members/current-role.ts';
import { PendingPaymentsSection } from '../../features/payments/components/PendingPaymentsSection.tsx';
import { ActivityReport } from '../../features/transactions/components/ActivityReport.tsx';
import { ShellPage } from './page-layout.tsx';

/** Activity: what needs doing first (pending payments), then everything that happened. */
export function ActivityRoute() {
  const { may } = useCurrentRole();
  // Issue 35: a seller's activity is their own sales today; the business's list is not theirs to read.
  if (!may('activity.read')) {
    return (
      <ShellPage title="Activity" intro="Your pending payments and the sales you took today.">
        <PendingPaymentsSection />
        <MySalesToday />
      </ShellPage>
    );
  }
  return (
    <ShellPage title="Activity" intro="Pending payments and your transaction history.">
      <PendingPaymentsSection />
      <p>
        <Link to={paths.transactions.getHref()}>Open the full transaction list</Link>
      </p>
      <ActivityReport canExport={may('exports')} />
    </ShellPage>
  );
}

export default ActivityRoute;
