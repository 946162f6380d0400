import { PendingPaymentsList } from '../../features/payments/components/PendingPaymentsList.tsx';
import { ShellPage } from './page-layout.tsx';

export function PendingPaymentsRoute() {
  return (
    <ShellPage title="Pending payments" intro="Resume a payment before it expires, or cancel it.">
      <PendingPaymentsList />
    </ShellPage>
  );
}

export default PendingPaymentsRoute;
