import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Select, type SelectOption } from '../../../components/ui/select/Select.tsx';
import type { ActivityFilters } from '../../../../domain/activity-filters.ts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../../../domain/transactions.ts';
import { minorToMajorString, toMinorUnits } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, STATUS_LABELS } from '../../../../domain/statuses.ts';
import { Button } from '../../../components/ui/button/Button.tsx';
import { TextInput } from '../../../components/ui/text-input/TextInput.tsx';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const TYPE_FILTER_LABELS = { payment: 'Paid', received: 'Received', transfer: 'Payouts', refund: 'Refunds' } as const;

/** A select of value/label pairs, with "All" first (no filter). */
function ChoiceSelect({ label, name, value, options }: { label: string; name: string; value: string; options: readonly SelectOption[] }) {
  return <Select label={label} name={name} defaultValue={value} placeholder="All" options={options} />;
}

/** Major units typed by a person ("1,500" or "1500.50") as minor units; undefined when empty or unreadable. */
function minorFromInput(raw: FormDataEntryValue | null): number | undefined {
  const text = String(raw ?? '').replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  return toMinorUnits(Number(text));
}

const majorOf = (minor: number | undefined) => (minor === undefined ? '' : minorToMajorString(minor).replace(/\.00$/, ''));
const single = <T extends string>(values: T[] | undefined): string => (values?.length === 1 ? (values[0] ?? '') : '');

/**
 * Filters and search of the activity list. Submitting writes them to the URL (the page reads
 * them back from there), so a filtered view can be bookmarked and shared.
 */
export function TransactionFilters({ filters, onApply }: { filters: ActivityFilters; onApply: (filters: ActivityFilters) => void }) {
  // Re-mount the uncontrolled fields whenever the URL's filters change (back, a shared link, Clear).
  const [version, setVersion] = useState(0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => String(data.get(key) ?? '').trim();
    const next: ActivityFilters = {};
    if (text('from')) next.from = text('from');
    if (text('to')) next.to = text('to');
    if (text('type')) next.type = [text('type') as (typeof TRANSACTION_TYPES)[number]];
    if (text('status')) next.status = [text('status') as (typeof TRANSACTION_STATUSES)[number]];
    if (text('method')) next.method = [text('method') as (typeof PAYMENT_METHODS)[number]];
    const min = minorFromInput(data.get('min'));
    const max = minorFromInput(data.get('max'));
    if (min !== undefined) next.min = min;
    if (max !== undefined) next.max = max;
    if (text('q')) next.q = text('q');
    onApply(next);
  };
  const clear = () => {
    setVersion((value) => value + 1);
    onApply({});
  };
  return (
    <Form key={`${version}:${JSON.stringify(filters)}`} onSubmit={submit} role="search" aria-label="Filter transactions">
      <TextInput label="Search" name="q" type="search" defaultValue={filters.q ?? ''} hint="Reference, transaction ID, name or phone number" maxLength={100} />
      {/* One per row: a date field is wider than half a 360 px screen. */}
      <TextInput label="From" name="from" type="date" defaultValue={filters.from ?? ''} />
      <TextInput label="To" name="to" type="date" defaultValue={filters.to ?? ''} />
      <Pair>
        <ChoiceSelect label="Type" name="type" value={single(filters.type)} options={TRANSACTION_TYPES.map((value) => ({ value, label: TYPE_FILTER_LABELS[value] }))} />
        <ChoiceSelect label="Status" name="status" value={single(filters.status)} options={TRANSACTION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))} />
      </Pair>
      <ChoiceSelect label="Method" name="method" value={single(filters.method)} options={PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))} />
      <Pair>
        <TextInput label="Min amount (Le)" name="min" inputMode="decimal" defaultValue={majorOf(filters.min)} />
        <TextInput label="Max amount (Le)" name="max" inputMode="decimal" defaultValue={majorOf(filters.max)} />
      </Pair>
      <Actions>
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="outline" onClick={clear}>
          Clear
        </Button>
      </Actions>
    </Form>
  );
}
