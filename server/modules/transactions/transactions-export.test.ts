/**
 * The CSV export (issue 13) as a bookkeeper and a merchant's server get it: 10,000 completed
 * payments seeded straight into the tables and the ledger (one transaction, as the settlement
 * would have posted them), streamed with heap growth that does not grow with the row count,
 * parsed back with csv-parse to exactly the ledger's numbers; UTF-8 with a BOM; formulas escaped;
 * a test key sees test rows only, a live key live rows only, and nobody sees another merchant's.
 */
import { randomUUID } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { audit, ensureUserAccount, platformAccount } from '../ledger/ledger.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../payments/settlement.service.ts';
import { activityCsv, EXPORT_COLUMNS } from './transactions.export.ts';
import { bytesOf, referenceCsv, referenceRows } from '../../bench/export-reference.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const ROWS = 10_000;
/** 2026-01-01T00:00:00Z; row i changed i minutes later (i = 1..ROWS), so days hold 1,440 rows. */
const START = Date.UTC(2026, 0, 1);

type CsvRow = Record<(typeof EXPORT_COLUMNS)[number], string>;

describe('GET /transactions/export.csv', { timeout: 180_000 }, () => {
  let testApp: TestApp;
  let merchantToken: string;
  let merchantId: string;
  let strangerToken: string;
  let origin: string;

  const userId = async (phone: string) =>
    (await testApp.database.withSession((s) => s.query<{ id: string }>('SELECT id FROM users WHERE phone = $1', [phone])))[0]?.id ?? '';

  /** ROWS completed Orange Money payments of 1,000.00 to 1,999.00 with a 1.5 % fee the merchant bears, and their settlement sets. */
  async function seedPayments(merchant: string, livemode: boolean, count: number, start: number): Promise<void> {
    const db = testApp.database.db;
    await db.transaction(async (tx) => {
      const merchantAccount = await ensureUserAccount(tx, { userId: merchant, currency: 'SLE', livemode });
      const clearing = await platformAccount(tx, { role: 'clearing:orange_money', currency: 'SLE', livemode });
      const fees = await platformAccount(tx, { role: 'fees', currency: 'SLE', livemode });
      const tag = randomUUID().slice(0, 8);
      await tx.execute(sql`
        INSERT INTO payments (id, merchant_id, payer_phone, payer_name, amount, fee, total, net, currency, method, provider, fee_bearer, status,
                              source, description, reference, expires_at, livemode, created_at, status_changed_at)
        SELECT gen_random_uuid(), ${merchant}, '+2327' || lpad(i::text, 7, '0'),
               CASE WHEN i % 3 = 0 THEN '=HYPERLINK("x")' ELSE 'Lumley Beach Café guest ' || i END,
               a, round(a * 0.015), a, a - round(a * 0.015), 'SLE', 'orange_money', 'orange_money', 'merchant', 'completed',
               'api', CASE WHEN i % 5 = 0 THEN '-2+3 order ' || i ELSE 'Order ' || i || ', "large"' END,
               ${tag} || '-' || i, t, ${livemode}, t, t
        FROM (SELECT i, (100000 + (i * 7919) % 100000)::bigint AS a,
                     to_timestamp((${start}::bigint + i * 60000) / 1000.0) AS t
              FROM generate_series(1, ${count}) AS i) s`);
      // One settlement set per payment, as settlement.service.ts posts it: net to the merchant, fee to fees.
      await tx.execute(sql`
        INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, code, business_type, business_id, kind, linked_set_id, created_at)
        SELECT gen_random_uuid(), ${clearing}::uuid, ${merchantAccount}::uuid, p.net, 'SLE', 'payment_settlement', 'payment', p.id::text, 'single', p.id, p.created_at
        FROM payments p WHERE p.reference LIKE ${`${tag}-%`}
        UNION ALL
        SELECT gen_random_uuid(), ${clearing}::uuid, ${fees}::uuid, p.fee, 'SLE', 'payment_fee', 'payment', p.id::text, 'single', p.id, p.created_at
        FROM payments p WHERE p.reference LIKE ${`${tag}-%`} AND p.fee > 0`);
      await tx.execute(sql`
        WITH sums AS (SELECT sum(net) AS net, sum(fee) AS fee FROM payments WHERE reference LIKE ${`${tag}-%`})
        UPDATE ledger_accounts a SET
          credits_posted = a.credits_posted + CASE WHEN a.id = ${merchantAccount} THEN s.net WHEN a.id = ${fees} THEN s.fee ELSE 0 END,
          debits_posted = a.debits_posted + CASE WHEN a.id = ${clearing} THEN s.net + s.fee ELSE 0 END
        FROM sums s WHERE a.id IN (${merchantAccount}, ${fees}, ${clearing})`);
    });
  }

  const exportCsv = async (query: string, credential: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/transactions/export.csv${query}`, headers: bearer(credential) });
    return { status: response.statusCode, headers: response.headers, raw: response.rawPayload };
  };
  const parseCsv = (raw: Buffer): CsvRow[] => parse(raw, { bom: true, columns: true, skip_empty_lines: true }) as CsvRow[];

  /**
   * Streams the export, reading it as a client would, and returns how far the live heap grew
   * above its start: sampled after a full collection every few chunks, so garbage waiting to be
   * collected does not count, only what the export holds on to.
   */
  async function measureExport(query: string): Promise<{ growth: number; bytes: number; lines: number }> {
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const response = await fetch(`${origin}/api/v1/transactions/export.csv${query}`, { headers: bearer(merchantToken) });
    expect(response.status).toBe(200);
    let bytes = 0;
    let lines = 0;
    let chunks = 0;
    for await (const chunk of response.body ?? []) {
      const buffer = chunk;
      bytes += buffer.length;
      for (const byte of buffer) if (byte === 10) lines += 1;
      chunks += 1;
      if (chunks % 8 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
    }
    return { growth: peak - baseline, bytes, lines };
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    merchantToken = (await signIn(testApp.app, '30777111')).token;
    merchantId = await userId('+23230777111');
    await testApp.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(merchantToken), payload: { businessName: 'Lumley Beach Café', category: 'Food' } });
    strangerToken = (await signIn(testApp.app, '30777222')).token;
    const strangerId = await userId('+23230777222');
    await testApp.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(strangerToken), payload: { businessName: 'Kissy Road Shop', category: 'Retail' } });
    await seedPayments(merchantId, false, ROWS, START);
    // Live rows of the same merchant, and another merchant's rows at the same times.
    await seedPayments(merchantId, true, 30, START);
    await seedPayments(strangerId, false, 40, START);
  }, 180_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('the seeded ledger is consistent: the auditor finds nothing', async () => {
    expect((await audit(testApp.database.db, PAYMENT_AUDIT_CHECKS)).breaches).toEqual([]);
  });

  it('streams 10,000 rows with heap growth bounded and independent of the row count', async () => {
    // Warm-up: the first export compiles the plans and code paths.
    await measureExport('?to=2026-01-01');
    // Day one: 1,439 rows (minute 1 to 1,439); the whole set: 10,000.
    const small = await measureExport('?to=2026-01-01');
    const large = await measureExport('');
    expect(small.lines).toBe(1 + 1439);
    expect(large.lines).toBe(1 + ROWS);
    // The file is about 7x the small one; holding it (or its rows) would grow the heap with it.
    expect(large.bytes).toBeGreaterThan(6 * small.bytes);
    console.info(`export heap growth: ${small.lines - 1} rows ${(small.growth / 1e6).toFixed(1)} MB, ${large.lines - 1} rows ${(large.growth / 1e6).toFixed(1)} MB, file ${(large.bytes / 1e6).toFixed(1)} MB`);
    // Measured here: about 1 MB for either (the whole file held as text would be over 5 MB).
    expect(large.growth).toBeLessThan(4e6);
    expect(large.growth).toBeLessThan(small.growth + 2e6);
  });

  it('parses back to exactly the ledger: every row, the fees account and the merchant balance', async () => {
    const answer = await exportCsv('', merchantToken);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(answer.headers['content-disposition'])).toMatch(/^attachment; filename="salone-pay-activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    // UTF-8 with a byte order mark, so spreadsheet programs read "Café" right.
    expect([...answer.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(answer.raw.toString('utf8')).toContain('Lumley Beach Café guest 1');
    const rows = parseCsv(answer.raw);
    expect(Object.keys(rows[0] ?? {})).toEqual([...EXPORT_COLUMNS]);
    expect(rows).toHaveLength(ROWS);

    const ledger = await testApp.database.withSession((s) =>
      s.query<{ id: string; amount: string; fee: string; net: string; reference: string; created_at: Date | string }>(
        'SELECT p.id, p.amount::text, p.fee::text, p.net::text, p.reference, p.created_at FROM payments p WHERE p.merchant_id = $1 AND NOT p.livemode',
        [merchantId],
      ),
    );
    const byId = new Map(ledger.map((row) => [row.id, row]));
    for (const row of rows) {
      const payment = byId.get(row.id);
      expect(payment, row.id).toBeDefined();
      expect([row.type, row.status, row.method, row.provider, row.currency, row.reference]).toEqual(['received', 'completed', 'orange_money', 'Orange Money', 'SLE', payment?.reference]);
      expect([row.gross_minor, row.fee_minor, row.net_minor]).toEqual([payment?.amount, payment?.fee, payment?.net]);
      // Major units with a dot decimal, the same money.
      for (const [major, minor] of [[row.gross, row.gross_minor], [row.fee, row.fee_minor], [row.net, row.net_minor]] as const) {
        expect(major).toMatch(/^-?\d+\.\d{2}$/);
        expect(major.replace('.', '')).toBe(minor.padStart(3, '0'));
      }
      expect(row.created).toBe(new Date(payment?.created_at ?? '').toISOString());
    }
    const sum = (column: 'net_minor' | 'fee_minor') => rows.reduce((total, row) => total + Number(row[column]), 0);
    const balance = await testApp.app.inject({ method: 'GET', url: '/api/v1/balance', headers: bearer(merchantToken) });
    expect(balance.json<{ data: { currency: string; available: number }[] }>().data).toEqual([{ currency: 'SLE', available: sum('net_minor'), pending: 0 }]);
    const [fees] = await testApp.database.withSession((s) =>
      s.query<{ credits: string }>("SELECT sum(credits_posted)::text AS credits FROM ledger_accounts WHERE platform_role = 'fees' AND NOT livemode"),
    );
    // The fees account also holds the other merchant's 40 test payments' fees.
    const [strangerFees] = await testApp.database.withSession((s) =>
      s.query<{ fee: string }>("SELECT sum(p.fee)::text AS fee FROM payments p WHERE p.merchant_id <> $1 AND NOT p.livemode", [merchantId]),
    );
    expect(sum('fee_minor')).toBe(Number(fees?.credits) - Number(strangerFees?.fee));
    // The list's totals for the same (unfiltered) set say the same.
    const totals = await testApp.app.inject({ method: 'GET', url: '/api/v1/transactions/totals', headers: bearer(merchantToken) });
    expect(totals.json<{ data: unknown[] }>().data).toEqual([{ currency: 'SLE', count: ROWS, gross: rows.reduce((t, r) => t + Number(r.gross_minor), 0), fee: sum('fee_minor'), net: sum('net_minor') }]);
  });

  it('escapes text cells that would run as formulas, and keeps negative amounts numbers', async () => {
    const rows = parseCsv((await exportCsv('?q=-15&to=2026-01-01', merchantToken)).raw);
    // Reference "<tag>-15": its description starts with "-2+3", written with a leading quote.
    const fifteenth = rows.find((row) => row.reference.endsWith('-15'));
    expect(fifteenth?.description).toBe("'-2+3 order 15");
    // Its money is still plain numbers (the merchant received it: positive here).
    expect(fifteenth?.net).toMatch(/^\d+\.\d{2}$/);
    // Reference "<tag>-3": its payer name is the formula, written with a leading quote.
    const third = rows.length ? parseCsv((await exportCsv('?q=-3&to=2026-01-01', merchantToken)).raw) : [];
    expect(third.find((row) => row.reference.endsWith('-3'))?.counterparty).toBe('\'=HYPERLINK("x")');
    // A quoted description with a comma survives the round trip.
    const first = parseCsv((await exportCsv('?q=-1&to=2026-01-01', merchantToken)).raw);
    expect(first.find((row) => row.reference.endsWith('-1'))?.description).toBe('Order 1, "large"');
  });

  it('writes the same bytes as the csv-stringify writer it replaced (issue 41), every row and filter', async () => {
    // The old writer over the old reader (pages of 500, one after the other) is export-reference.ts.
    const scope = { userId: merchantId, livemode: false };
    for (const [query, filters] of [
      ['', {}],
      ['?to=2026-01-01', { to: '2026-01-01' }],
      ['?q=-3', { q: '-3' }],
    ] as const) {
      const answer = await exportCsv(query, merchantToken);
      const before = await bytesOf(referenceCsv(referenceRows(testApp.database.db, scope, filters)));
      expect(answer.raw.length, query).toBe(before.length);
      expect(answer.raw.equals(before), query).toBe(true);
    }
    // Cells that must be quoted, escaped or both: the same text from both writers.
    const tricky = ['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\rhere', '=SUM(A1)', '+1', '-2,"x"', '@me', '\ttab', '\rstart', 'Café ñ 😀', ''];
    const rows = tricky.map((text, index) => ({
      id: `00000000-0000-4000-8000-00000000000${index % 10}`, type: 'received' as const, at: new Date(START + index), createdAt: new Date(START),
      status: 'completed', amount: 100 + index, currency: 'SLE', method: 'cash', provider: 'cash', merchantName: null, payerFullName: null,
      payerName: text, payerPhone: null, accountName: null, destination: null, description: text, reference: text, transactionId: `TXN${index}`,
      gross: -index * 1001, fee: index, net: -index * 1002, memberName: text || null,
    }));
    const fresh = await bytesOf(activityCsv((async function* () { yield rows.slice(0, 5); yield []; yield rows.slice(5); })()));
    const old = await bytesOf(referenceCsv((async function* () { yield* rows; })()));
    expect(fresh.toString('utf8')).toBe(old.toString('utf8'));
  });

  it('applies the list\'s filters, and refuses a bad one with 400 naming it', async () => {
    const day = parseCsv((await exportCsv('?from=2026-01-02&to=2026-01-02', merchantToken)).raw);
    expect(day).toHaveLength(1440);
    expect(day.every((row) => row.updated.startsWith('2026-01-02'))).toBe(true);
    const none = parseCsv((await exportCsv('?status=failed', merchantToken)).raw);
    expect(none).toEqual([]);
    const bad = await testApp.app.inject({ method: 'GET', url: '/api/v1/transactions/export.csv?status=lost', headers: bearer(merchantToken) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { code: string; details: { field: string }[] } }>().error).toMatchObject({ code: 'invalid_input', details: [{ field: 'status' }] });
  });

  it('works with an API key: a test key gets test rows only, a live key live rows only, never another merchant\'s', async () => {
    const key = async (mode: 'test' | 'live') => {
      const created = await testApp.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: bearer(merchantToken), payload: { name: `${mode} books`, mode } });
      expect(created.statusCode).toBe(201);
      return created.json<{ data: { secret: string } }>().data.secret;
    };
    const testRows = parseCsv((await exportCsv('?from=2026-01-01&to=2026-01-01', await key('test'))).raw);
    expect(testRows).toHaveLength(1439);
    const liveAnswer = await exportCsv('', await key('live'));
    expect(liveAnswer.status).toBe(200);
    const liveRows = parseCsv(liveAnswer.raw);
    expect(liveRows).toHaveLength(30);
    const live = await testApp.database.withSession((s) => s.query<{ id: string }>('SELECT id FROM payments WHERE merchant_id = $1 AND livemode', [merchantId]));
    expect(new Set(liveRows.map((row) => row.id))).toEqual(new Set(live.map((row) => row.id)));
    // The other merchant's export holds its own 40 rows, none of this merchant's.
    const theirs = parseCsv((await exportCsv('', strangerToken)).raw);
    expect(theirs).toHaveLength(40);
    const mine = new Set(testRows.map((row) => row.id));
    expect(theirs.some((row) => mine.has(row.id))).toBe(false);
    // A key that is not valid is a 401, not an empty file.
    const invalid = await exportCsv('', 'sk_test_not_a_real_key_000000000000000000000000');
    expect(invalid.status).toBe(401);
  });

  it("a key's export holds the business's records only, not what the owner bought from other merchants", async () => {
    // The owner, as a customer, paid the other merchant (a completed test payment, a day of its own).
    const strangerId = await userId('+23230777222');
    const bought = randomUUID();
    await testApp.database.withSession((s) =>
      s.query(
        `INSERT INTO payments (id, merchant_id, payer_user_id, amount, fee, total, net, currency, method, provider, fee_bearer, status,
                               source, description, reference, expires_at, livemode, created_at, status_changed_at)
         VALUES ($1, $2, $3, 50000, 750, 50000, 49250, 'SLE', 'orange_money', 'orange_money', 'merchant', 'completed',
                 'checkout', 'Private purchase', 'OWNER-BUYS-1', '2026-02-02T12:00:00Z', false, '2026-02-02T11:00:00Z', '2026-02-02T11:00:00Z')`,
        [bought, strangerId, merchantId],
      ),
    );
    const day = '?from=2026-02-02&to=2026-02-02';
    // The owner signed in sees their own purchase in their activity...
    expect(parseCsv((await exportCsv(day, merchantToken)).raw).map((row) => [row.id, row.type])).toEqual([[bought, 'payment']]);
    // ...the business's key does not.
    const created = await testApp.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: bearer(merchantToken), payload: { name: 'books', mode: 'test' } });
    const key = created.json<{ data: { secret: string } }>().data.secret;
    expect(parseCsv((await exportCsv(day, key)).raw)).toEqual([]);
  });
});
