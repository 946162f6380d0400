import { useNavigate, useParams } from 'react-router-dom';
import { Alert } from '../../components/ui/alert/Alert.tsx';
import { Spinner } from '../../components/ui/spinner/Spinner.tsx';
import { ErrorState } from '../../components/ui/state/ErrorState.tsx';
import { paths } from '../../config/paths.ts';
import { PaymentProgress } from '../../features/checkout/components/PaymentProgress.tsx';
import { usePendingPayments } from '../../features/payments/api/get-pending-payments.ts';
import { readableError } from '../../lib/error-message.ts';
import { ShellPage } from './page-layout.tsx';

/**
 * /payment/resume/{transactionId}: one of the signed-in payer's pending payments, continued at
 * the step where it stopped (the code, the confirmation, the card page, or its processing).
 */
export function PaymentResumeRoute() {
  const { transactionId = '' } = useParams();
  const navigate = useNavigate();
  const pending = usePendingPayments();
  const back = { href: paths.pendingPayments.getHref(), label: 'Pending payments' };
  if (pending.isPending) return <Spinner label="Loading your payment" />;
  if (pending.isError) {
    return (
      <ShellPage title="Resume payment" back={back}>
        <ErrorState what="your pending payments" message={readableError(pending.error)} onRetry={() => void pending.refetch()} retrying={pending.isFetching} />
      </ShellPage>
    );
  }
  const payment = pending.data.items.find((item) => item.transactionId === transactionId || item.id === transactionId);
  return (
    <ShellPage title="Resume payment" intro={payment ? `${payment.description} · ${payment.merchantName}` : undefined} back={back}>
      {payment ? (
        <PaymentProgress
          paymentId={payment.id}
          secret={null}
          onRestart={() => void navigate(paths.payMerchant.getHref(payment.merchantId))}
          onDone={() => void navigate(paths.dashboard.getHref())}
        />
      ) : (
        <Alert variant="info" title="This payment is no longer pending">
          It may have completed, been cancelled or expired. Your activity shows what happened.
        </Alert>
      )}
    </ShellPage>
  );
}

export default PaymentResumeRoute;
