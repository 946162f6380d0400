/**
 * Wire schemas of the activity list's filters, totals and export (issue 13). The filters are
 * strings here and read by domain/activity-filters.ts, the one rule the screen also uses, so the
 * API's 400 and the URL's meaning cannot differ.
 */
import Type from 'typebox';
import { SEARCH_MAX } from '../activity-filters.ts';
import { TRANSACTIONS_PAGE_DEFAULT, TRANSACTIONS_PAGE_MAX } from '../transactions.ts';
import { DataOf, MinorUnits, Nullable, PageOf } from './common.ts';
import { TransactionSchema } from './dashboard.ts';

const list = (what: string) => Type.Optional(Type.String({ maxLength: 200, description: `${what}, comma-separated.` }));

export const ActivityFilterFields = {
  from: Type.Optional(Type.String({ maxLength: 10, description: 'First day (UTC, YYYY-MM-DD), inclusive, of the last status change.' })),
  to: Type.Optional(Type.String({ maxLength: 10, description: 'Last day (UTC, YYYY-MM-DD), inclusive.' })),
  type: list('payment, received, transfer (payouts), refund'),
  status: list('completed, pending, processing, failed, cancelled'),
  method: list('orange_money, mobile_money, bank_transfer, card, cash'),
  min: Type.Optional(Type.String({ maxLength: 16, description: 'Smallest amount shown, minor units, inclusive.' })),
  max: Type.Optional(Type.String({ maxLength: 16, description: 'Largest amount shown, minor units, inclusive.' })),
  q: Type.Optional(Type.String({ maxLength: SEARCH_MAX, description: 'Reference, transaction id, counterparty name or phone number.' })),
};

export const ActivityFiltersQuery = Type.Object(ActivityFilterFields, { additionalProperties: false });

export const FilteredTransactionsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TRANSACTIONS_PAGE_MAX, default: TRANSACTIONS_PAGE_DEFAULT })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    ...ActivityFilterFields,
  },
  { additionalProperties: false },
);

export const ActivityEntrySchema = Type.Object({
  ...TransactionSchema.properties,
  gross: Type.Integer({ description: 'Minor units, your side: money in positive, out negative, before fees.' }),
  fee: Type.Integer({ description: 'Minor units charged to you for it (never negative).' }),
  net: Type.Integer({ description: 'gross − fee: the change to your balance once completed.' }),
  member: Type.Optional(Nullable(Type.String({ description: 'Issue 35: the member of the business who made it (a cash sale, a refund); null otherwise.' }))),
});
export const ActivityPage = PageOf(ActivityEntrySchema);
export const ActivityEntryAnswer = DataOf(ActivityEntrySchema);

export const ActivityTotalsSchema = Type.Object({
  currency: Type.String(),
  count: Type.Integer(),
  gross: MinorUnits,
  fee: MinorUnits,
  net: MinorUnits,
});
export const ActivityTotalsAnswer = DataOf(Type.Array(ActivityTotalsSchema));
