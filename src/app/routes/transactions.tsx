import { TransactionList } from '../../features/transactions/components/TransactionList.tsx';
import { ShellPage } from './page-layout.tsx';

export function TransactionsRoute() {
  return (
    <ShellPage title="Transactions" intro="Every payment you made or received, newest first.">
      <TransactionList />
    </ShellPage>
  );
}

export default TransactionsRoute;
