import styled from 'styled-components';
import { PAYMENT_TIME_ESTIMATES, type FlowPaymentMethod } from '../../../../domain/payment-flow.ts';
import { formatMoney, type Currency } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/statuses.ts';
import { Button } from '../button/Button.tsx';
import { Modal } from '../modal/Modal.tsx';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  /* No column gap, so the total's top rule runs unbroken under both columns. */
  row-gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; padding-left: ${({ theme }) => theme.space[4]}; text-align: right; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

const Total = styled.div`
  display: contents;
  dt, dd {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Note = styled.p`
  margin-bottom: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  /* Side by side where both fit; on phones Pay stacks above Cancel (wrap-reverse). */
  flex-wrap: wrap-reverse;
  gap: ${({ theme }) => theme.space[3]};
  > * { flex: 1 1 180px; }
`;

export interface PaymentConfirmationModalProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  method: FlowPaymentMethod;
  /** How the method reads here (e.g. "Africell Money" for mobile money); its SPEC label by default. */
  methodLabel?: string;
  /** Minor units. */
  amount: number;
  /** Minor units. */
  fee: number;
  currency: Currency;
  recipient?: string;
  confirming?: boolean;
  /**
   * The merchant bears the fee (domain/fees.ts): it comes out of their amount, so the payer's
   * total is the amount. Default: the fee is added to what the payer pays.
   */
  feePaidByRecipient?: boolean;
}

/** The last look before paying: method, amount, fee and total, then Cancel or Confirm. */
export function PaymentConfirmationModal({
  open,
  onClose,
  onConfirm,
  method,
  amount,
  fee,
  currency,
  recipient,
  confirming = false,
  methodLabel,
  feePaidByRecipient = false,
}: PaymentConfirmationModalProps) {
  const total = feePaidByRecipient ? amount : amount + fee;
  return (
    <Modal open={open} onClose={onClose} title="Confirm payment">
      <Summary>
        <dt>Payment method</dt>
        <dd>{methodLabel ?? PAYMENT_METHOD_LABELS[method]}</dd>
        {recipient ? (
          <>
            <dt>Recipient</dt>
            <dd>{recipient}</dd>
          </>
        ) : null}
        <dt>Amount</dt>
        <dd>{formatMoney(amount, currency)}</dd>
        <dt>{feePaidByRecipient ? `Fee (paid by ${recipient ?? 'the merchant'})` : 'Fee'}</dt>
        <dd>{formatMoney(fee, currency)}</dd>
        <Total>
          <dt>Total</dt>
          <dd>{formatMoney(total, currency)}</dd>
        </Total>
      </Summary>
      <Note>{PAYMENT_TIME_ESTIMATES[method]}</Note>
      <Actions>
        <Button variant="outline" onClick={onClose} disabled={confirming}>
          Cancel
        </Button>
        <Button variant={method === 'orange_money' ? 'orange-money' : 'bank-transfer'} onClick={onConfirm} loading={confirming}>
          Pay {formatMoney(total, currency)}
        </Button>
      </Actions>
    </Modal>
  );
}
