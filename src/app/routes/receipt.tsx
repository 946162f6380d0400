import { useParams, useSearchParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { RECEIPT_TOKEN_PATTERN } from '../../../domain/receipts.ts';
import { Card } from '../../components/ui/layout/Layout.tsx';
import { Spinner } from '../../components/ui/spinner/Spinner.tsx';
import { ErrorState } from '../../components/ui/state/ErrorState.tsx';
import { useReceipt } from '../../features/receipts/api/get-receipt.ts';
import { PaymentReceipt } from '../../features/receipts/components/PaymentReceipt.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { PublicPage } from '../layouts/public-page.tsx';
import { isUuid } from '../../../domain/ids.ts';

const Message = styled(Card).attrs({ $roomy: true })`
  h1 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[10]} 0;
`;

/** Printing shows the receipt alone: no logo link, preview button or offline bar around it. */
const PrintOnlyTheReceipt = createGlobalStyle`
  @media print {
    body { background: ${({ theme }) => theme.colors.white}; min-height: 0; }
    body * { visibility: hidden; }
    [data-print-receipt], [data-print-receipt] * { visibility: visible; }
    [data-print-receipt] { position: absolute; inset: 0 0 auto 0; }
  }
`;

const TOKEN = new RegExp(RECEIPT_TOKEN_PATTERN);

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <Message aria-labelledby="receipt-notice">
      <h1 id="receipt-notice">{title}</h1>
      <p>{text}</p>
    </Message>
  );
}

const NOT_FOUND = { title: 'Receipt not found', text: 'We could not find this receipt. Check that the link is the one in your SMS.' };

function ReceiptContent({ paymentId, token }: { paymentId: string; token: string }) {
  const wellFormed = isUuid(paymentId) && TOKEN.test(token);
  const receipt = useReceipt(paymentId, token, wellFormed);
  if (!wellFormed) return <Notice {...NOT_FOUND} />;
  if (receipt.data) {
    return (
      <div data-print-receipt>
        <PrintOnlyTheReceipt />
        <PaymentReceipt receipt={receipt.data} />
      </div>
    );
  }
  if (receipt.error instanceof ApiError && receipt.error.status < 500) {
    if (receipt.error.code === ERROR_CODES.receiptNotAvailable) {
      return <Notice title="No receipt for this payment" text="This payment has not been completed, so there is no receipt for it." />;
    }
    return <Notice {...NOT_FOUND} />;
  }
  if (receipt.error) {
    return (
      <>
        <h1>Receipt</h1>
        <ErrorState what="this receipt" message={receipt.error.message} onRetry={() => void receipt.refetch()} retrying={receipt.isFetching} />
      </>
    );
  }
  return (
    <Loading>
      <Spinner label="Loading your receipt" />
    </Loading>
  );
}

/**
 * /receipts/{paymentId}?t={token}: the receipt a guest payer's SMS links to (issue 17). Public,
 * no account; its own small chunk, as it is often the first page a phone on 2G opens.
 */
export function ReceiptRoute() {
  const { paymentId = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <PublicPage>
      <ReceiptContent key={paymentId} paymentId={paymentId} token={search.get('t') ?? ''} />
    </PublicPage>
  );
}

export default ReceiptRoute;
