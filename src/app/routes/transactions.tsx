import { ActivityReport } from '../../features/transactions/components/ActivityReport.tsx';
import { ShellPage } from './page-layout.tsx';

export function TransactionsRoute() {
  return (
    <ShellPage title="Transactions" intro="Every payment you made or received, newest first. Filter, see totals and export CSV.">
      <ActivityReport />
    </ShellPage>
  );
}

export default TransactionsRoute;
