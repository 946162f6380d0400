import { calculateFee, type FeeRules } from '../../../domain/fees.ts';
import { formatMoney } from '../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '../../../domain/statuses.ts';
import { useAppConfig } from '../../features/app-config/api/get-app-config.ts';
import { PublicPage } from './PublicPage.tsx';

/** The worked example of SPEC §9: Le 50,000, in minor units. */
export const EXAMPLE_AMOUNT = 50_000_00;

/** What the rule charges, in words: "1.5 %", "2.5 % + Le 500", "No fee". */
export function describeRule(rules: FeeRules, method: PaymentMethod): string {
  const { basisPoints, fixed } = rules[method];
  const parts: string[] = [];
  // Basis points to a percentage for display only: 150 → "1.5 %" (integer maths, no float sums).
  if (basisPoints > 0) parts.push(`${Math.trunc(basisPoints / 100)}${basisPoints % 100 ? `.${String(basisPoints % 100).padStart(2, '0').replace(/0$/, '')}` : ''} %`);
  const fixedSle = fixed.SLE ?? 0;
  if (fixedSle > 0) parts.push(formatMoney(fixedSle, 'SLE'));
  return parts.length > 0 ? parts.join(' + ') : 'No fee';
}

/**
 * /fees and /pricing (issue 16): the table is computed from the fee rules that charge payments
 * (domain/fees.ts, the same calculateFee the server uses), never retyped, so a changed rule
 * changes this page too. By default the rules are the server's (its FEE_RULES overrides
 * included, via /config), so the page quotes what payments are charged.
 */
export function FeesPage({ rules: givenRules, title = 'Fees' }: { rules?: FeeRules; title?: string }) {
  const configured = useAppConfig().feeRules;
  const rules = givenRules ?? configured;
  return (
    <PublicPage title={title} intro="No monthly fee, no set-up fee. You pay only when you are paid: the fee is taken from each payment you receive.">
      <h2>Fee per payment</h2>
      <table aria-label="Fee per payment method">
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col">Fee</th>
            <th scope="col">On {formatMoney(EXAMPLE_AMOUNT, 'SLE')}</th>
            <th scope="col">You receive</th>
          </tr>
        </thead>
        <tbody>
          {PAYMENT_METHODS.map((method) => {
            const example = calculateFee({ amount: EXAMPLE_AMOUNT, currency: 'SLE', method, rules });
            return (
              <tr key={method} data-testid={`fee-${method}`}>
                <th scope="row">{PAYMENT_METHOD_LABELS[method]}</th>
                <td>{describeRule(rules, method)}</td>
                <td>{formatMoney(example.fee, 'SLE')}</td>
                <td>{formatMoney(example.net, 'SLE')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="muted">
        Mobile Money covers Africell Money. Fees are rounded to the nearest whole leone. A merchant may choose to add the fee to what the payer pays
        instead; the payer then sees the total before confirming.
      </p>
      <h2>When you are paid out</h2>
      <ul>
        <li>To a mobile money account: usually within 2-4 hours.</li>
        <li>To a bank account: 1-2 business days.</li>
      </ul>
      <h2>How long a payment takes</h2>
      <ul>
        <li>Orange Money: typically 30-60 seconds.</li>
        <li>Bank transfers: 2-5 minutes.</li>
      </ul>
    </PublicPage>
  );
}
