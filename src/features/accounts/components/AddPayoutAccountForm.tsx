import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AFRICELL_MONEY_HINT } from '../../../../domain/africell-money.ts';
import { formatOrangeMoney, sanitizeOrangeMoney } from '../../../../domain/orange-money.ts';
import { isCompleteOtp } from '../../../../domain/otp.ts';
import { payoutAccountProblem, type NewPayoutAccount } from '../../../../domain/payouts.ts';
import { AccountNumberInput } from '../../../components/ui/account-number-input/AccountNumberInput.tsx';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { BankSelector } from '../../../components/ui/bank-selector/BankSelector.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { ChoiceGroup } from '../../../components/ui/layout/Layout.tsx';
import { OrangeMoneyInput } from '../../../components/ui/orange-money-input/OrangeMoneyInput.tsx';
import { OtpInput } from '../../../components/ui/otp-input/OtpInput.tsx';
import { TextInput } from '../../../components/ui/text-input/TextInput.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { requestStepUpCode } from '../../../lib/step-up.ts';
import { sendWalletCode, useLinkAccount } from '../api/change-accounts.ts';
import { readPendingLink, RESEND_WAIT_MS, savePendingLink, type PayoutKind } from '../pending-link.ts';

type Kind = PayoutKind;

const KINDS: { value: Kind; label: string }[] = [
  { value: 'orange_money', label: 'Orange Money' },
  { value: 'africell_money', label: 'Africell Money' },
  { value: 'bank', label: 'Bank account' },
];

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Choices = styled(ChoiceGroup)`
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

function newAccount(kind: Kind, number: string, bankCode: string, accountName: string): NewPayoutAccount {
  if (kind === 'bank') return { type: 'bank_transfer', provider: bankCode, accountNumber: number, accountName };
  return { type: 'mobile_money', provider: kind, accountNumber: number, accountName };
}

/**
 * /add-wallet: link an Orange Money or Africell Money number (proven by a code sent to it) or a
 * bank account (SPEC §5 rules), confirmed with a fresh code to the user's own phone (DESIGN §5).
 */
export function AddPayoutAccountForm({ onLinked }: { onLinked: () => void }) {
  // After a reload, the codes step of the account whose codes are out (issue 37).
  const [restored] = useState(() => readPendingLink());
  const [kind, setKind] = useState<Kind>(restored?.kind ?? 'orange_money');
  const [number, setNumber] = useState(restored?.number ?? '');
  const [bankCode, setBankCode] = useState(restored?.bankCode ?? '');
  const [accountName, setAccountName] = useState(restored?.accountName ?? '');
  const [showErrors, setShowErrors] = useState(false);
  const [stage, setStage] = useState<'details' | 'codes'>(restored ? 'codes' : 'details');
  const [walletCodeSent, setWalletCodeSent] = useState(restored?.walletCodeSent ?? false);
  const [sentAt, setSentAt] = useState(restored?.sentAt ?? 0);
  const [now, setNow] = useState(() => Date.now());
  // New codes only once the server allows them (60 s after the last): a countdown, never a refusal.
  const resendIn = Math.max(0, Math.ceil((sentAt + RESEND_WAIT_MS - now) / 1000));
  useEffect(() => {
    if (stage !== 'codes' || resendIn === 0) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [stage, resendIn]);
  const [code, setCode] = useState('');
  const [walletCode, setWalletCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const link = useLinkAccount();
  const account = newAccount(kind, number, bankCode, accountName);
  const detailsProblem = payoutAccountProblem(account);

  async function sendCodes(event?: FormEvent) {
    event?.preventDefault();
    setShowErrors(true);
    setProblem(undefined);
    if (detailsProblem) return;
    setSending(true);
    try {
      await requestStepUpCode('payout_account');
      const wallet = await sendWalletCode(account);
      const at = Date.now();
      setWalletCodeSent(wallet.sent);
      setSentAt(at);
      setNow(at);
      savePendingLink({ kind, number, bankCode, accountName, walletCodeSent: wallet.sent, sentAt: at });
      setCode('');
      setWalletCode('');
      setStage('codes');
    } catch (error) {
      setProblem(readableError(error));
    } finally {
      setSending(false);
    }
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    link.mutate(
      { account, code, ...(walletCodeSent ? { walletCode } : {}) },
      {
        onSuccess: () => {
          savePendingLink(null);
          onLinked();
        },
        onError: (error) => setProblem(readableError(error)),
      },
    );
  }

  if (stage === 'codes') {
    const ready = isCompleteOtp(code) && (!walletCodeSent || isCompleteOtp(walletCode));
    return (
      <Form onSubmit={confirm} aria-label="Confirm new payout account">
        <Alert variant="info">
          {walletCodeSent
            ? `We sent one code to your phone and one to ${formatOrangeMoney(number)}. Enter both to link this account.`
            : 'We sent a code to your phone. Enter it to link this account.'}
        </Alert>
        <OtpInput value={code} onChange={setCode} label="Code sent to your phone" autoFocus />
        {walletCodeSent ? <OtpInput value={walletCode} onChange={setWalletCode} label={`Code sent to ${formatOrangeMoney(number)}`} /> : null}
        {problem ? <Alert variant="error">{problem}</Alert> : null}
        <Actions>
          <Button type="submit" disabled={!ready} loading={link.isPending}>
            Link account
          </Button>
          <Button type="button" variant="ghost" onClick={() => void sendCodes()} disabled={sending || resendIn > 0} loading={sending}>
            {resendIn > 0 ? `Send new codes in ${resendIn} s` : 'Send new codes'}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              savePendingLink(null);
              setStage('details');
            }}
          >
            Change details
          </Button>
        </Actions>
      </Form>
    );
  }

  return (
    <Form onSubmit={(event) => void sendCodes(event)} aria-label="New payout account" noValidate>
      <Choices>
        <legend>Where should payouts go?</legend>
        {KINDS.map((choice) => (
          <label key={choice.value}>
            <input
              type="radio"
              name="payout-kind"
              value={choice.value}
              checked={kind === choice.value}
              onChange={() => {
                setKind(choice.value);
                setNumber('');
                setShowErrors(false);
              }}
            />
            {choice.label}
          </label>
        ))}
      </Choices>
      {kind === 'orange_money' ? <OrangeMoneyInput value={number} onChange={setNumber} showErrors={showErrors} required /> : null}
      {kind === 'africell_money' ? (
        <TextInput
          label="Africell Money number"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="077 123 456"
          value={formatOrangeMoney(number)}
          onChange={(event) => setNumber(sanitizeOrangeMoney(event.target.value))}
          hint={AFRICELL_MONEY_HINT}
          error={showErrors && detailsProblem?.field === 'accountNumber' ? detailsProblem.message : undefined}
          required
        />
      ) : null}
      {kind === 'bank' ? (
        <>
          <BankSelector value={bankCode} onChange={setBankCode} error={showErrors && detailsProblem?.field === 'provider' ? detailsProblem.message : undefined} required />
          <AccountNumberInput bankCode={bankCode} value={number} onChange={setNumber} showErrors={showErrors} required />
        </>
      ) : null}
      <TextInput
        label="Name on the account"
        autoComplete="name"
        value={accountName}
        onChange={(event) => setAccountName(event.target.value)}
        maxLength={100}
        error={showErrors && detailsProblem?.field === 'accountName' ? detailsProblem.message : undefined}
        required
      />
      {problem ? <Alert variant="error">{problem}</Alert> : null}
      <div>
        <Button type="submit" loading={sending}>
          Send codes
        </Button>
      </div>
    </Form>
  );
}
