import { FrequentPaymentsList } from '../../features/payments/components/FrequentPayments.tsx';
import { ShellPage } from './page-layout.tsx';

export function FrequentPaymentsRoute() {
  return (
    <ShellPage title="Frequent payments" intro="The merchants you pay most, from your completed payments.">
      <FrequentPaymentsList />
    </ShellPage>
  );
}

export default FrequentPaymentsRoute;
