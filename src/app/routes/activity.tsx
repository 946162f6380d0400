import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { PendingPaymentsSection } from '../../features/payments/components/PendingPaymentsSection.tsx';
import { ActivityReport } from '../../features/transactions/components/ActivityReport.tsx';
import { ShellPage } from './page-layout.tsx';

/** Activity: what needs doing first (pending payments), then everything that happened. */
export function ActivityRoute() {
  return (
    <ShellPage title="Activity" intro="Pending payments and your transaction history.">
      <PendingPaymentsSection />
      <p>
        <Link to={paths.transactions.getHref()}>Open the full transaction list</Link>
      </p>
      <ActivityReport />
    </ShellPage>
  );
}

export default ActivityRoute;
