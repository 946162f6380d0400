/**
 * The activity as CSV for bookkeepers (issue 13): streamed a page of rows at a time (500; the next is read while one is written) as the
 * database pages arrive, UTF-8 with a BOM (spreadsheets then read "Lumley Beach Café" right),
 * money in major units with a dot decimal and again in minor units. DESIGN §7: a text cell that
 * begins with = + - @ (or a tab or carriage return) is escaped with a leading ', so no formula
 * runs; amount cells are numbers we write ourselves, so a refund's "-25.00" stays a number.
 *
 * Issue 41: each page becomes one string (one line per row, cells quoted only when they hold a
 * quote, comma or line break, as RFC 4180 and csv-stringify, which wrote it before, do), not a
 * record object and a stream write per row; the bytes are the same (transactions-export.test.ts
 * compares them with csv-stringify's, and `npm run bench:export-compare` on the seeded set).
 */
import { Readable } from 'node:stream';
import { minorToMajorString } from '../../../domain/money.ts';
import { activityText } from './transactions.service.ts';
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

const BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\n\r]/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** The spreadsheet-formula guard of DESIGN §7 (OWASP's CSV injection advice). */
export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A text cell: formula-guarded, then quoted (inner quotes doubled) only when it must be. */
export function textCell(value: string): string {
  const safe = escapeFormula(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One row's line, ending in \n; the number cells are ours (digits, a dot, a minus) and never quoted. */
export function csvLine(row: ActivityRow): string {
  const text = activityText(row);
  return `${textCell(row.id)},${textCell(row.transactionId)},${row.createdAt.toISOString()},${row.at.toISOString()},${textCell(row.type)},${textCell(row.status)},${textCell(row.method)},${textCell(text.provider)},${textCell(text.merchant ?? text.recipient ?? '')},${textCell(text.description)},${textCell(row.reference)},${textCell(row.currency)},${minorToMajorString(row.gross)},${minorToMajorString(row.fee)},${minorToMajorString(row.net)},${row.gross},${row.fee},${row.net},${textCell(row.memberName ?? '')}\n`;
}

/** The BOM and the header line. */
export const CSV_HEAD = `${BOM}${EXPORT_COLUMNS.join(',')}\n`;

/**
 * The CSV of `pages` as a byte stream, one chunk per page; back-pressure reaches the database
 * reader (the next page is asked for only when the response has taken this one).
 */
export function activityCsv(pages: AsyncIterable<readonly ActivityRow[]>): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from(CSV_HEAD, 'utf8');
      for await (const page of pages) {
        let text = '';
        for (const row of page) text += csvLine(row);
        if (text) yield Buffer.from(text, 'utf8');
      }
    })(),
    { objectMode: false },
  );
}
