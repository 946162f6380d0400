/**
 * The printable monthly statement of the merchant's available balance: opening balance, every
 * movement with the balance after it, closing balance. Computed by the server from the ledger
 * (GET /reports/statement), so this month's closing balance is the balance the wallet shows.
 * Printing (the button, or the browser's own print) shows the statement alone.
 */
import { useMemo, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import type { CurrencyStatement } from '../../../../domain/api/reports.ts';
import { LOCALE } from '../../../../domain/time-format.ts';
import { Button } from '../../../components/ui/button/Button.tsx';
import { Select } from '../../../components/ui/select/Select.tsx';
import { Table } from '../../../components/ui/table/Table.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { useStatement } from '../api/get-statement.ts';
import { formatMoneyIn } from '../../../../domain/money.ts';
import { movementLabel } from '../../../../domain/movements.ts';

const MONTHS_OFFERED = 12;

/*
 * While the statement is on screen, printing shows it alone: everything that neither holds it
 * nor is inside it is not printed. Not while the QR card is being printed (its own style rules).
 */
const PrintStatementOnly = createGlobalStyle`
  @media print {
    body:not(:has([data-print-card])) *:not(:has([data-print-statement])):not([data-print-statement]):not([data-print-statement] *) {
      display: none !important;
    }
    body:not(:has([data-print-card])) :has([data-print-statement]) {
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      box-shadow: none !important;
      background: none !important;
      max-width: none !important;
      min-height: 0 !important;
      position: static !important;
      display: block !important;
    }
    body { background: ${({ theme }) => theme.colors.white} !important; }
    [data-print-statement] [data-print-hide] { display: none !important; }
    [data-print-statement] [role='region'] { overflow: visible !important; }
    [data-print-statement] { color: ${({ theme }) => theme.colors.text}; font-size: 10pt; }
    [data-print-statement] tr { break-inside: avoid; }
  }
`;

const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
// The statement is in Freetown time (GMT all year) whatever the device's zone, as the server's months are.
const lineTimeFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** The current month and the 11 before it (UTC = Africa/Freetown), newest first. */
export function recentMonths(now: Date, count = MONTHS_OFFERED): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, back) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return { value: first.toISOString().slice(0, 7), label: monthFormat.format(first) };
  });
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
  @media (min-width: 480px) { grid-template-columns: 1fr auto; }
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: 0;
`;

const Sheet = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Summary = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  dt.closing, dd.closing { color: ${({ theme }) => theme.colors.text}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function CurrencySheet({ statement, monthLabel }: { statement: CurrencyStatement; monthLabel: string }) {
  const { currency } = statement;
  const headingId = `statement-${currency}-title`;
  return (
    <Sheet aria-labelledby={headingId}>
      <Heading id={headingId}>
        Statement for {monthLabel} ({currency})
      </Heading>
      <Summary>
        <dt>Opening balance</dt>
        <dd data-testid={`opening-${currency}`}>{formatMoneyIn(statement.openingBalance, currency)}</dd>
        <dt>Money in</dt>
        <dd>{formatMoneyIn(statement.moneyIn, currency)}</dd>
        <dt>Money out</dt>
        <dd>{formatMoneyIn(-statement.moneyOut, currency)}</dd>
        <dt className="closing">Closing balance</dt>
        <dd className="closing" data-testid={`closing-${currency}`}>
          {formatMoneyIn(statement.closingBalance, currency)}
        </dd>
      </Summary>
      {statement.lines.length === 0 ? (
        <Note>No money moved this month.</Note>
      ) : (
        // On a phone each line stacks (components/ui/table): every amount in full, no sideways scroll.
        <Table>
          <caption>Movements</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Movement</th>
              <th scope="col" className="amount">
                Amount
              </th>
              <th scope="col" className="amount">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.lines.map((line) => (
              <tr key={line.id}>
                <td data-label="Date">{lineTimeFormat.format(new Date(line.at))}</td>
                <th scope="row">
                  {movementLabel(line)}
                  {line.reference ? ` · ${line.reference}` : ''}
                </th>
                <td className="amount" data-label="Amount">
                  {formatMoneyIn(line.change, currency)}
                </td>
                <td className="amount" data-label="Balance">
                  {formatMoneyIn(line.balanceAfter, currency)}
                </td>
              </tr>
            ))}
          </tbody>
          </Table>
      )}
      {statement.linesTruncated ? <Note>This month had more movements than a statement lists; the totals above include them all.</Note> : null}
    </Sheet>
  );
}

export function MonthlyStatement() {
  // The months offered are those of when the screen opened.
  const [now] = useState(() => new Date());
  const months = useMemo(() => recentMonths(now), [now]);
  const [month, setMonth] = useState(months[0]?.value ?? '');
  const statement = useStatement(month, month !== '');
  const monthLabel = months.find((option) => option.value === month)?.label ?? month;

  return (
    <Wrap data-print-statement="">
      <PrintStatementOnly />
      <Heading as="h3" id="statement-title" data-print-hide="">
        Monthly statement
      </Heading>
      <Controls data-print-hide="">
        <Select
          label="Month"
          options={months}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        <Button variant="outline" onClick={() => window.print()} disabled={!statement.data}>
          Print statement
        </Button>
      </Controls>
      <Note>Your available balance, from Salone Pay&apos;s ledger: a payout leaves it when you request it and comes back if it fails. Freetown time (GMT).</Note>
      {statement.isPending ? <ListSkeleton rows={3} label="Loading your statement" /> : null}
      {statement.isError ? <ErrorState what="your statement" message={readableError(statement.error)} onRetry={() => void statement.refetch()} retrying={statement.isFetching} /> : null}
      {statement.data?.statements.length === 0 ? <EmptyState title="No balance yet" text="Your statement starts with your first payment." /> : null}
      {statement.data?.statements.map((sheet) => <CurrencySheet key={sheet.currency} statement={sheet} monthLabel={monthLabel} />)}
    </Wrap>
  );
}
