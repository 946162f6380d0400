import { ActivityReport } from '../../features/transactions/components/ActivityReport.tsx';
import { MySalesToday } from '../../features/members/components/MySalesToday.tsx';
import { useCurrentRole } from '../../features/members/current-role.ts';
import { ShellPage } from './page-layout.tsx';

export function TransactionsRoute() {
  const { may } = useCurrentRole();
  // Issue 35: a seller sees only their own sales, not the business's activity.
  if (!may('activity.read')) {
    return (
      <ShellPage title="Transactions" intro="The sales you took today.">
        <MySalesToday />
      </ShellPage>
    );
  }
  return (
    <ShellPage title="Transactions" intro="Every payment you made or received, newest first. Filter, see totals and export CSV.">
      <ActivityReport canExport={may('exports')} />
    </ShellPage>
  );
}

export default TransactionsRoute;
