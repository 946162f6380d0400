/**
 * Wire schemas of the merchant's reports (issue 13 part 2): takings per day, the top payment
 * links, the payout history and the monthly statement. Amounts are integers in minor units; days
 * and months are Africa/Freetown's, which is UTC all year (no daylight saving).
 */
import Type, { type Static } from 'typebox';
import { DataOf, MinorUnits, Nullable, PageOf, Timestamp } from './common.ts';

export const TAKINGS_DAYS_DEFAULT = 30;
export const TAKINGS_DAYS_MAX = 366;
export const TOP_LINKS_DEFAULT = 5;
export const TOP_LINKS_MAX = 20;
/** A statement lists at most this many movements per currency; its totals always cover the month. */
export const STATEMENT_LINES_MAX = 1000;

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'A calendar day, YYYY-MM-DD (UTC = Africa/Freetown).' });
const Month = Type.String({ pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$', description: 'A calendar month, YYYY-MM (UTC = Africa/Freetown), 2000 to 2099.' });

export const TakingsQuery = Type.Object(
  { days: Type.Integer({ minimum: 1, maximum: TAKINGS_DAYS_MAX, default: TAKINGS_DAYS_DEFAULT, description: 'How many days back, today included.' }) },
  { additionalProperties: false },
);

/** Completed payments of one day, currency and method: only days that had takings are listed. */
export const TakingsRow = Type.Object({
  date: Day,
  currency: Type.String(),
  method: Type.String({ description: 'orange_money, mobile_money, bank_transfer, card or cash.' }),
  count: Type.Integer(),
  gross: MinorUnits,
  net: MinorUnits,
});
export const Takings = Type.Object({ from: Day, to: Day, rows: Type.Array(TakingsRow) });
export const TakingsAnswer = DataOf(Takings);
export type TakingsRow = Static<typeof TakingsRow>;
export type Takings = Static<typeof Takings>;

export const TopLinksQuery = Type.Object(
  {
    days: Type.Integer({ minimum: 1, maximum: TAKINGS_DAYS_MAX, default: TAKINGS_DAYS_DEFAULT, description: 'How many days back, today included.' }),
    limit: Type.Integer({ minimum: 1, maximum: TOP_LINKS_MAX, default: TOP_LINKS_DEFAULT }),
  },
  { additionalProperties: false },
);
export const TopLink = Type.Object({
  linkId: Type.String(),
  description: Type.String(),
  currency: Type.String(),
  count: Type.Integer({ description: 'Completed payments through the link in the period.' }),
  gross: MinorUnits,
  net: MinorUnits,
});
export const TopLinksAnswer = DataOf(Type.Array(TopLink));
export type TopLink = Static<typeof TopLink>;

export const PayoutHistoryQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export const PayoutHistoryItem = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('processing'), Type.Literal('completed'), Type.Literal('failed')]),
  method: Type.String(),
  provider: Type.String({ description: 'The provider or bank, as a label.' }),
  destination: Type.String({ description: 'Masked: only the last 4 characters are real.' }),
  amount: MinorUnits,
  fee: MinorUnits,
  net: MinorUnits,
  currency: Type.String(),
  reference: Type.String(),
  failureReason: Nullable(Type.String()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export const PayoutHistoryAnswer = PageOf(PayoutHistoryItem);
export type PayoutHistoryItem = Static<typeof PayoutHistoryItem>;

export const StatementQuery = Type.Object({ month: Month }, { additionalProperties: false });
export const StatementLine = Type.Object({
  id: Type.String({ description: 'The ledger transfer.' }),
  at: Timestamp,
  code: Type.String({ description: 'payment_settlement, refund, payout, payout_fee…' }),
  kind: Type.String({ description: 'single, pending, post_pending or void_pending.' }),
  reference: Nullable(Type.String({ description: 'The payment or payout reference (a refund: the refunded payment), where there is one.' })),
  change: Type.Integer({ description: 'Signed effect on the available balance, minor units.' }),
  balanceAfter: MinorUnits,
});
export const StatementTotal = Type.Object({ code: Type.String(), count: Type.Integer(), change: Type.Integer() });
export const CurrencyStatement = Type.Object({
  currency: Type.String(),
  openingBalance: MinorUnits,
  moneyIn: MinorUnits,
  moneyOut: MinorUnits,
  closingBalance: MinorUnits,
  totals: Type.Array(StatementTotal),
  lines: Type.Array(StatementLine),
  linesTruncated: Type.Boolean({ description: `True when the month had more than ${STATEMENT_LINES_MAX} movements (the totals still cover them all).` }),
});
export const Statement = Type.Object({
  month: Month,
  from: Timestamp,
  to: Timestamp,
  statements: Type.Array(CurrencyStatement),
});
export const StatementAnswer = DataOf(Statement);
export type StatementLine = Static<typeof StatementLine>;
export type CurrencyStatement = Static<typeof CurrencyStatement>;
export type Statement = Static<typeof Statement>;
