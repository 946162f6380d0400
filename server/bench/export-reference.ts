/**
 * The CSV export as it was written before issue 41 (csv-stringify, one record object per row,
 * pages of 500), kept as the reference the new writer (transactions.export.ts) must match byte
 * for byte: transactions-export.test.ts and `npm run bench:export-compare` compare the two.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { minorToMajorString } from '../../domain/money.ts';
import type { ActivityFilters } from '../../domain/activity-filters.ts';
import type { Db } from '../db/client.ts';
import { escapeFormula, EXPORT_COLUMNS } from '../modules/transactions/transactions.export.ts';
import { listActivityRows, type ActivityRow, type ActivityScope } from '../modules/transactions/transactions.queries.ts';
import { toActivityEntry } from '../modules/transactions/transactions.service.ts';

type ExportColumn = (typeof EXPORT_COLUMNS)[number];
const NUMBER_COLUMNS: ReadonlySet<string> = new Set<ExportColumn>(['gross', 'fee', 'net', 'gross_minor', 'fee_minor', 'net_minor']);

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

/** The old writer: csv-stringify over record objects. */
export function referenceCsv(rows: AsyncIterable<ActivityRow>): Readable {
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

/** The old reader: keyset pages of 500, one after the other, each branch projected then cut, a search without its index. */
export async function* referenceRows(db: Db, scope: ActivityScope, filters: ActivityFilters, pageSize = 500): AsyncGenerator<ActivityRow> {
  let after: { at: Date; id: string } | undefined;
  for (;;) {
    const rows = await listActivityRows(db, scope, filters, { limit: pageSize, searchIndex: false, shape: 'projection', ...(after ? { after } : {}) });
    yield* rows;
    const last = rows[rows.length - 1];
    if (rows.length < pageSize || !last) return;
    after = { at: last.at, id: last.id };
  }
}

export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}
