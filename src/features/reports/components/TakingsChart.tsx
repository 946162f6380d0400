/**
 * Takings per day as an SVG bar chart (no chart library: a few rectangles): each day's gross
 * stacked by method, its net as a dark tick. The SVG is one image with a name and a summary;
 * the numbers themselves are in the table below it, which screen readers always reach and
 * anyone can show ("Show as table").
 */
import { useId, useState } from 'react';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import { formatMoneyIn } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../domain/statuses.ts';
import { formatDayMonth } from '../../../../domain/time-format.ts';
import { Button } from '../../../components/ui/button/Button.tsx';
import { Table } from '../../../components/ui/table/Table.tsx';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';
import type { CurrencySeries } from '../takings-series.ts';

const WIDTH = 320;
const HEIGHT = 150;
const TOP = 14;
const BOTTOM = 18;
const LEFT = 2;

function methodColour(theme: DefaultTheme, method: PaymentMethod): string {
  const colours: Record<PaymentMethod, string> = {
    orange_money: theme.colors.orangeMoney,
    mobile_money: theme.colors.secondary,
    bank_transfer: theme.colors.info,
    card: theme.colors.primaryStrong,
    cash: theme.colors.successStrong,
  };
  return colours[method];
}

/** Days are UTC calendar days (Africa/Freetown); noon keeps any time zone on the same date. */
const dayLabel = (date: string) => formatDayMonth(`${date}T12:00:00Z`);

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  svg { width: 100%; height: auto; display: block; }
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Legend = styled(PlainList).attrs({ $row: true, $gap: 3, $wrapGap: 1 })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space[1]}; }
`;

const Swatch = styled.span<{ $colour: string }>`
  width: 12px;
  height: 12px;
  border-radius: 2px;
  background: ${({ $colour }) => $colour};
`;

const NetSwatch = styled.span`
  width: 12px;
  height: 3px;
  background: ${({ theme }) => theme.colors.text};
`;

const TableWrap = styled.div<{ $shown: boolean }>`
  ${({ $shown }) =>
    $shown
      ? ''
      : `position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;`}
`;

export function TakingsChart({ series, days }: { series: CurrencySeries; days: number }) {
  const theme = useTheme();
  const summaryId = useId();
  const [tableShown, setTableShown] = useState(false);
  const { currency } = series;
  const max = Math.max(1, ...series.days.map((day) => day.gross));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const step = (WIDTH - LEFT) / series.days.length;
  const barWidth = Math.max(2, step * 0.7);
  const y = (amount: number) => TOP + plotHeight - (amount / max) * plotHeight;
  const best = series.days.reduce((top, day) => (day.gross > top.gross ? day : top), series.days[0] ?? { date: '', gross: 0 });
  const first = series.days[0]?.date ?? '';
  const last = series.days.at(-1)?.date ?? '';
  const name = `Takings per day, last ${days} days, ${currency}`;
  const summary =
    `${formatMoneyIn(series.gross, currency)} gross, ${formatMoneyIn(series.net, currency)} net, from ${series.count} ${series.count === 1 ? 'payment' : 'payments'}` +
    (best.gross > 0 ? `. Best day ${dayLabel(best.date)}: ${formatMoneyIn(best.gross, currency)}.` : '.');
  const daysWithTakings = series.days.filter((day) => day.count > 0);

  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={name} aria-describedby={summaryId} focusable="false">
        <line x1={LEFT} x2={WIDTH} y1={TOP + plotHeight} y2={TOP + plotHeight} stroke={theme.colors.borderStrong} strokeWidth={1} />
        <line x1={LEFT} x2={WIDTH} y1={TOP} y2={TOP} stroke={theme.colors.border} strokeWidth={0.5} strokeDasharray="3 3" />
        <text x={WIDTH} y={TOP - 4} textAnchor="end" fontSize={10} fill={theme.colors.textMuted}>
          {formatMoneyIn(max, currency)}
        </text>
        {series.days.map((day, index) => {
          const x = LEFT + index * step + (step - barWidth) / 2;
          let stackTop = TOP + plotHeight;
          return (
            <g key={day.date}>
              {series.methods.map((method) => {
                const part = day.byMethod[method];
                if (!part || part.gross === 0) return null;
                const height = (part.gross / max) * plotHeight;
                stackTop -= height;
                return <rect key={method} x={x} y={stackTop} width={barWidth} height={height} fill={methodColour(theme, method)} />;
              })}
              {day.net > 0 ? <rect x={x - 0.5} y={y(day.net) - 1} width={barWidth + 1} height={2} fill={theme.colors.text} /> : null}
            </g>
          );
        })}
        <text x={LEFT} y={HEIGHT - 4} fontSize={10} fill={theme.colors.textMuted}>
          {dayLabel(first)}
        </text>
        <text x={WIDTH} y={HEIGHT - 4} textAnchor="end" fontSize={10} fill={theme.colors.textMuted}>
          {dayLabel(last)}
        </text>
      </svg>
      <Summary id={summaryId}>{summary}</Summary>
      <Legend aria-label="Chart key">
        {series.methods.map((method) => (
          <li key={method}>
            <Swatch $colour={methodColour(theme, method)} aria-hidden="true" />
            {PAYMENT_METHOD_LABELS[method]} (gross)
          </li>
        ))}
        <li>
          <NetSwatch aria-hidden="true" />
          Net
        </li>
      </Legend>
      <div>
        <Button size="sm" variant="secondary" aria-expanded={tableShown} onClick={() => setTableShown((shown) => !shown)}>
          {tableShown ? 'Hide table' : 'Show as table'}
        </Button>
      </div>
      {/* Shown on a phone, its rows stack (components/ui/table): nothing to scroll sideways. */}
      <TableWrap $shown={tableShown}>
        <Table>
          <caption>
            {name}: days with takings
          </caption>
          <thead>
            <tr>
              <th scope="col">Day and method</th>
              <th scope="col" className="amount">
                Count
              </th>
              <th scope="col" className="amount">
                Gross
              </th>
              <th scope="col" className="amount">
                Net
              </th>
            </tr>
          </thead>
          <tbody>
            {daysWithTakings.flatMap((day) =>
              series.methods
                .filter((method) => (day.byMethod[method]?.count ?? 0) > 0)
                .map((method) => {
                  const part = day.byMethod[method] ?? { count: 0, gross: 0, net: 0 };
                  return (
                    <tr key={`${day.date}-${method}`}>
                      <th scope="row">
                        {dayLabel(day.date)}, <span className="method">{PAYMENT_METHOD_LABELS[method]}</span>
                      </th>
                      <td className="amount" data-label="Count">
                        {part.count}
                      </td>
                      <td className="amount" data-label="Gross">
                        {formatMoneyIn(part.gross, currency)}
                      </td>
                      <td className="amount" data-label="Net">
                        {formatMoneyIn(part.net, currency)}
                      </td>
                    </tr>
                  );
                }),
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="amount" data-label="Count">
                {series.count}
              </td>
              <td className="amount" data-label="Gross">
                {formatMoneyIn(series.gross, currency)}
              </td>
              <td className="amount" data-label="Net">
                {formatMoneyIn(series.net, currency)}
              </td>
            </tr>
          </tfoot>
        </Table>
      </TableWrap>
    </Figure>
  );
}
