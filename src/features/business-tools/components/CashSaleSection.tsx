import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { cashSaleDescriptionError, type CashSaleInput } from '../../../../domain/cash-sale.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { parseWholeAmount } from '../../../../domain/payment-link-rules.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { SyncBadge } from '../../../components/ui/badge/Badge.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { TextInput } from '../../../components/ui/text-input/TextInput.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';
import { paths } from '../../../config/paths.ts';
import { readableError } from '../../../lib/error-message.ts';
import { useRecordCashSale } from '../api/cash-sales.ts';
import type { Queued } from '../api/use-queued.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled(PlainList)`
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Field merchants: a cash sale recorded with or without network, sent once when it can be. */
export function CashSaleSection({ queued }: { queued: Queued<CashSaleInput>[] }) {
  const record = useRecordCashSale();
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const parsed = parseWholeAmount(amount);
  const amountError = parsed.ok ? undefined : parsed.message;
  const descriptionError = cashSaleDescriptionError(description);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.ok || descriptionError) return;
    const sale: CashSaleInput = {
      id: crypto.randomUUID(),
      amount: parsed.amount,
      currency: 'SLE',
      description: description.trim(),
      recordedAt: new Date().toISOString(),
    };
    record.mutate(sale, {
      onSuccess: () => {
        setAmount('');
        setDescription('');
        setSubmitted(false);
        toast.success('Cash sale recorded', navigator.onLine ? undefined : 'It will sync when you are back online.');
      },
    });
  };

  return (
    <SectionCard title="Record a cash sale" id="cash-sale">
      <Text>
        Cash a customer paid you in hand. It is kept on this phone and synced once, even with no network now; it shows in your{' '}
        <Link to={paths.activity.getHref()}>activity</Link> and does not change your Salone Pay balance.
      </Text>
      <Form onSubmit={submit} noValidate aria-label="Record a cash sale">
        <TextInput
          label="Cash received (Le)"
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          {...(submitted && amountError ? { error: amountError } : {})}
        />
        <TextInput
          label="What was sold"
          value={description}
          maxLength={220}
          onChange={(event) => setDescription(event.target.value)}
          {...(submitted && descriptionError ? { error: descriptionError } : {})}
        />
        {record.isError ? <Alert variant="error" title="Could not record the sale">{readableError(record.error)}</Alert> : null}
        <Button type="submit" variant="secondary" loading={record.isPending} fullWidth>
          Record cash sale
        </Button>
      </Form>
      {queued.length > 0 ? (
        <List aria-label="Cash sales waiting to sync">
          {queued.map(({ rowId, input, refused }) => (
            <li key={rowId}>
              <span>
                {formatMoney(input.amount, input.currency)} · {input.description}
              </span>
              <SyncBadge refused={Boolean(refused)} />
            </li>
          ))}
        </List>
      ) : null}
    </SectionCard>
  );
}
