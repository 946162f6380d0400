import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { linkDescriptionError, parseWholeAmount } from '../../../../domain/payment-link-rules.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { ChoiceGroup } from '../../../components/ui/layout/Layout.tsx';
import { TextInput } from '../../../components/ui/text-input/TextInput.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { useCreatePaymentLink, type CreateLinkOutcome, type CreatePaymentLinkInput } from '../api/payment-links.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.touchTarget};
  input { width: 20px; height: 20px; }
`;

type AmountMode = 'fixed' | 'open';

/** End of the chosen day, local time: a link "until 30 Nov" works all of 30 Nov. */
function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59`).toISOString();
}

export function PaymentLinkForm({ onDone }: { onDone: (outcome: CreateLinkOutcome) => void }) {
  const create = useCreatePaymentLink();
  const [mode, setMode] = useState<AmountMode>('fixed');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [reusable, setReusable] = useState(false);
  const [expiry, setExpiry] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const parsed = parseWholeAmount(amount);
  const amountError = mode === 'fixed' && !parsed.ok ? parsed.message : undefined;
  const descriptionError = linkDescriptionError(description);
  const today = new Date().toISOString().slice(0, 10);
  const expiryError = expiry && expiry < today ? 'Choose today or a later day' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (amountError || descriptionError || expiryError) return;
    const input: CreatePaymentLinkInput = {
      id: crypto.randomUUID(),
      amount: mode === 'fixed' && parsed.ok ? parsed.amount : null,
      currency: 'SLE',
      description: description.trim(),
      reusable,
      ...(expiry ? { expiresAt: endOfDay(expiry) } : {}),
    };
    create.mutate(input, {
      onSuccess: (outcome) => {
        setAmount('');
        setDescription('');
        setExpiry('');
        setSubmitted(false);
        onDone(outcome);
      },
    });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="New payment link">
      <ChoiceGroup $legendGap={1}>
        <legend>Amount</legend>
        <Choice>
          <input type="radio" name="amount-mode" checked={mode === 'fixed'} onChange={() => setMode('fixed')} />
          A fixed amount
        </Choice>
        <Choice>
          <input type="radio" name="amount-mode" checked={mode === 'open'} onChange={() => setMode('open')} />
          The customer enters the amount
        </Choice>
      </ChoiceGroup>
      {mode === 'fixed' ? (
        <TextInput
          label="Amount (Le)"
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          hint="Whole leones, e.g. 50,000"
          {...(submitted && amountError ? { error: amountError } : {})}
        />
      ) : null}
      <TextInput
        label="What is it for?"
        value={description}
        maxLength={220}
        onChange={(event) => setDescription(event.target.value)}
        hint="Customers see this, e.g. “Order 17” or “School fees, term 2”"
        {...(submitted && descriptionError ? { error: descriptionError } : {})}
      />
      <ChoiceGroup $legendGap={1}>
        <legend>How many payments</legend>
        <Choice>
          <input type="radio" name="link-use" checked={!reusable} onChange={() => setReusable(false)} />
          Single use: one payment, then it closes
        </Choice>
        <Choice>
          <input type="radio" name="link-use" checked={reusable} onChange={() => setReusable(true)} />
          Reusable: any number of payments
        </Choice>
      </ChoiceGroup>
      <TextInput
        label="Expires on (optional)"
        type="date"
        min={today}
        value={expiry}
        onChange={(event) => setExpiry(event.target.value)}
        hint="Leave empty for a link that does not expire"
        {...(submitted && expiryError ? { error: expiryError } : {})}
      />
      {create.isError ? <Alert variant="error" title="Could not create the link">{readableError(create.error)}</Alert> : null}
      <Button type="submit" loading={create.isPending} fullWidth>
        Create link
      </Button>
    </Form>
  );
}
