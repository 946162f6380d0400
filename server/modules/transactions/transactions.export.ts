/**
 * The activity as CSV for bookkeepers (issue 13): streamed through csv-stringify row by row as
 * the database pages arrive, UTF-8 with a BOM (spreadsheets then read "Lumley Beach Café" right),
 * money in major units with a dot decimal and again in minor units. DESIGN §7: a text cell that
 * begins with = + - @ (or a tab or carriage return) is escaped with a leading ', so no formula
 * runs; amount cells are numbers we write ourselves, so a refund's "-25.00" stays a number.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { minorToMajorString } from '../../../domain/money.ts';
import { toActivityEntry } from './transactions.service.ts';
import type { ActivityRow } from './transactions.queries.ts';

export const EXPORT_COLUMNS = [
  'id',
  'transaction_id',
  'created',
  'updated',
  'type',
  'status',
  'method',
  'provider',
  'counterparty',
  'description',
  'reference',
  'currency',
  'gross',
  'fee',
  'net',
  'gross_minor',
  'fee_minor',
  'net_minor',
  // Issue 35: the member who made it (cash sales, refunds); empty for payers, API keys, earlier rows.
  'member',
] as const;
type ExportColumn = (typeof EXPORT_COLUMNS)[number];

const NUMBER_COLUMNS: ReadonlySet<string> = new Set<ExportColumn>(['gross', 'fee', 'net', 'gross_minor', 'fee_minor', 'net_minor']);

/** The spreadsheet-formula guard of DESIGN §7 (OWASP's CSV injection advice). */
export function escapeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function toRecord(row: ActivityRow): Record<ExportColumn, string> {
  const entry = toActivityEntry(row);
  return {
    id: row.id,
    transaction_id: row.transactionId,
    created: row.createdAt.toISOString(),
    updated: row.at.toISOString(),
    type: row.type,
    status: row.status,
    method: row.method,
    provider: entry.provider,
    counterparty: entry.merchant ?? entry.recipient ?? '',
    description: entry.description,
    reference: row.reference,
    currency: row.currency,
    gross: minorToMajorString(row.gross),
    fee: minorToMajorString(row.fee),
    net: minorToMajorString(row.net),
    gross_minor: String(row.gross),
    fee_minor: String(row.fee),
    net_minor: String(row.net),
    member: row.memberName ?? '',
  };
}

/** The CSV of `rows` as a byte stream; back-pressure reaches the database reader. */
export function activityCsv(rows: AsyncIterable<ActivityRow>): Readable {
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield toRecord(row);
    })(),
  );
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...EXPORT_COLUMNS],
    cast: {
      string: (value, context) => (typeof context.column === 'string' && NUMBER_COLUMNS.has(context.column) ? value : escapeFormula(value)),
    },
  });
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}
