import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { LinkedAccount } from '../../../../domain/linked-accounts.ts';
import { formatMoney, type Currency } from '../../../../domain/money.ts';
import { isCompleteOtp } from '../../../../domain/otp.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { StatusBadge } from '../../../components/ui/badge/Badge.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { DetailList } from '../../../components/ui/details/Details.tsx';
import { OtpInput } from '../../../components/ui/otp-input/OtpInput.tsx';
import { Select } from '../../../components/ui/select/Select.tsx';
import { TextInput } from '../../../components/ui/text-input/TextInput.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { requestStepUpCode } from '../../../lib/step-up.ts';
import { quotePayout, useCreatePayout, usePayout, type PayoutQuote, type PayoutRequest } from '../api/payouts.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

// The shared label/value columns (labels as wide as they are, long values wrapping on their own
// side), set in a tinted box with the amounts to the right.
const Summary = styled(DetailList)`
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  dd { text-align: right; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const STATUS_TEXT = {
  pending: 'Payout requested. Sending it to the provider…',
  processing: 'The provider is processing your payout.',
  completed: 'Payout completed.',
  failed: 'Payout failed. The money is back in your available balance.',
} as const;

function accountLabel(account: LinkedAccount): string {
  return `${account.provider} ${account.accountNumber} · ${account.accountName}${account.isDefault ? ' (default)' : ''}`;
}

/** Whole leones typed by the merchant → minor units (SPEC §9 shows no decimals). */
function toMinor(text: string): number | null {
  if (!/^\d{1,12}$/.test(text.trim())) return null;
  const leones = Number(text.trim());
  return leones > 0 ? leones * 100 : null;
}

export interface PayoutFormProps {
  accounts: LinkedAccount[];
  currency: string;
  available: number;
  onClose: () => void;
}

/**
 * The payout flow: choose an account and an amount up to the available balance, see the fee and
 * when it arrives, confirm with a code sent to your phone, then watch it until it completes.
 */
export function PayoutForm({ accounts, currency, available, onClose }: PayoutFormProps) {
  const active = accounts.filter((account) => account.isActive);
  const [accountId, setAccountId] = useState(() => (active.find((account) => account.isDefault) ?? active[0])?.id ?? '');
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [quote, setQuote] = useState<PayoutQuote>();
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const create = useCreatePayout();
  const payout = usePayout(create.data?.id);
  const money = (amount: number) => formatMoney(amount, currency as Currency);
  // A wallet balance's currency; the server answers 400 for one it does not pay out (legacy SLL).
  const payoutCurrency = currency as NonNullable<PayoutRequest['currency']>;

  async function review(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    const amount = toMinor(amountText);
    if (amount === null) return setAmountError('Enter an amount in whole leones');
    if (amount > available) return setAmountError(`You can pay out up to ${money(available)}`);
    setAmountError(undefined);
    setBusy(true);
    try {
      setQuote(await quotePayout({ accountId, amount, currency: payoutCurrency }));
    } catch (error) {
      setProblem(readableError(error));
    } finally {
      setBusy(false);
    }
  }

  async function sendCode() {
    setProblem(undefined);
    setBusy(true);
    try {
      await requestStepUpCode('payout');
      setCodeSent(true);
      setCode('');
    } catch (error) {
      setProblem(readableError(error));
    } finally {
      setBusy(false);
    }
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!quote) return;
    setProblem(undefined);
    create.mutate({ accountId, amount: quote.amount, currency: payoutCurrency, code }, { onError: (error) => setProblem(readableError(error)) });
  }

  if (active.length === 0) {
    return <Alert variant="info">Link a payout account first (Add Wallet), then pay out to it.</Alert>;
  }

  if (create.data) {
    const current = payout.data ?? create.data;
    return (
      <Form as="div">
        <Alert variant={current.status === 'failed' ? 'error' : current.status === 'completed' ? 'success' : 'info'} data-testid="payout-status">
          {STATUS_TEXT[current.status]}
        </Alert>
        <Summary>
          <dt>Amount</dt>
          <dd>{money(current.amount)}</dd>
          <dt>To</dt>
          <dd>
            {current.provider} {current.accountNumber}
          </dd>
          <dt>Reference</dt>
          <dd>{current.reference}</dd>
          <dt>Status</dt>
          <dd data-testid="payout-status-value">
            <StatusBadge status={current.status} />
          </dd>
        </Summary>
        <div>
          <Button variant="outline" onClick={onClose}>
            Done
          </Button>
        </div>
      </Form>
    );
  }

  if (quote) {
    const account = active.find((candidate) => candidate.id === accountId);
    return (
      <Form onSubmit={confirm} aria-label="Confirm payout">
        <Summary data-testid="payout-summary">
          <dt>Amount</dt>
          <dd>{money(quote.amount)}</dd>
          <dt>Fee</dt>
          <dd>{money(quote.fee)}</dd>
          <dt>You receive</dt>
          <dd>{money(quote.net)}</dd>
          <dt>To</dt>
          <dd>{account ? `${account.provider} ${account.accountNumber}` : ''}</dd>
          <dt>Arrives in</dt>
          <dd>{quote.arrivalEstimate}</dd>
        </Summary>
        {codeSent ? (
          <OtpInput value={code} onChange={setCode} label="Code sent to your phone" hint="Enter the 6-digit code we sent to confirm this payout." autoFocus />
        ) : null}
        {problem ? <Alert variant="error">{problem}</Alert> : null}
        <Actions>
          {codeSent ? (
            <Button type="submit" disabled={!isCompleteOtp(code)} loading={create.isPending}>
              Confirm payout
            </Button>
          ) : (
            <Button type="button" onClick={() => void sendCode()} loading={busy}>
              Send code to my phone
            </Button>
          )}
          {codeSent ? (
            <Button type="button" variant="ghost" onClick={() => void sendCode()} disabled={busy}>
              Send a new code
            </Button>
          ) : null}
          <Button type="button" variant="outline" onClick={() => setQuote(undefined)}>
            Change
          </Button>
        </Actions>
      </Form>
    );
  }

  return (
    <Form onSubmit={(event) => void review(event)} aria-label="Pay out" noValidate>
      <Select
        id="payout-account"
        label="Pay out to"
        value={accountId}
        onChange={(event) => setAccountId(event.target.value)}
        options={active.map((account) => ({ value: account.id, label: accountLabel(account) }))}
      />
      <TextInput
        label="Amount (Le)"
        inputMode="numeric"
        value={amountText}
        onChange={(event) => setAmountText(event.target.value.replace(/\D/g, ''))}
        hint={`Available: ${money(available)}`}
        error={amountError}
      />
      {problem ? <Alert variant="error">{problem}</Alert> : null}
      <Actions>
        <Button type="submit" loading={busy}>
          Review payout
        </Button>
        <Button type="button" variant="outline" onClick={() => setAmountText(String(Math.floor(available / 100)))}>
          Pay out everything
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
