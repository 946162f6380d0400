import styled from 'styled-components';
import { formatMoneyIn } from '../../../../domain/money.ts';
import { formatDateTime } from '../../../../domain/time-format.ts';

/** What every receipt states (the checkout's result and the public page at /receipts/{id}). */
export interface ReceiptFacts {
  merchantName: string;
  description: string;
  amount: number;
  fee: number;
  total: number;
  currency: string;
  methodLabel: string;
  /** The payer's masked number, where the method has one. */
  payerNumber?: string | null;
  /** When the payment completed (ISO 8601). */
  paidAt: string;
  reference: string;
}

const Rows = styled.dl`
  display: grid;
  /* Labels may wrap ("Fee (paid by the merchant)"); values keep the wider share. */
  grid-template-columns: 2fr 3fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: ${({ theme }) => theme.fontWeights.medium}; overflow-wrap: anywhere; }
`;

/** The receipt's rows: who was paid, for what, how much with the fee, how, when, and the reference. */
export function ReceiptRows({ facts, className }: { facts: ReceiptFacts; className?: string }) {
  const money = (amount: number) => formatMoneyIn(amount, facts.currency);
  // A fee the merchant carries leaves the payer's total equal to the amount.
  const feeIncluded = facts.total === facts.amount;
  return (
    <Rows className={className}>
      <dt>Paid to</dt>
      <dd>{facts.merchantName}</dd>
      <dt>For</dt>
      <dd>{facts.description}</dd>
      <dt>Amount</dt>
      <dd>{money(facts.amount)}</dd>
      <dt>{feeIncluded ? 'Fee (paid by the merchant)' : 'Fee'}</dt>
      <dd>{money(facts.fee)}</dd>
      <dt>Total paid</dt>
      <dd>{money(facts.total)}</dd>
      <dt>Method</dt>
      <dd>{facts.methodLabel}</dd>
      {facts.payerNumber ? (
        <>
          <dt>Paid from</dt>
          <dd>{facts.payerNumber}</dd>
        </>
      ) : null}
      <dt>Date</dt>
      <dd>
        <time dateTime={facts.paidAt}>{formatDateTime(facts.paidAt)}</time>
      </dd>
      <dt>Reference</dt>
      <dd>{facts.reference}</dd>
    </Rows>
  );
}
