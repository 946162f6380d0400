import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { TransactionDetails } from '../../features/transactions/components/TransactionDetails.tsx';
import { ShellPage } from './page-layout.tsx';

export function TransactionDetailRoute() {
  const { id = '' } = useParams();
  return (
    <ShellPage back={{ href: paths.transactions.getHref(), label: 'All transactions' }}>
      <TransactionDetails id={id} />
    </ShellPage>
  );
}

export default TransactionDetailRoute;
