/**
 * The benchmark data set (issue 41): merchants, two years of payments, refunds and payouts in
 * both modes, with one busy merchant, written set-based (generate_series) rather than through the
 * API, and still only as the ledger allows: every balance comes from ledger_apply_set (0011),
 * the same function every settlement, refund and payout of the server calls, fed a few thousand
 * linked sets per call, with the transfer ids the services derive (uuidFromName), so the
 * auditor (`npm run ledger:audit`) finds nothing to say about the result.
 *
 * Deterministic: the same options give the same rows (pseudo-random numbers are hashes of the
 * row number), except the times, which end at the moment of seeding.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { platformAccount } from '../modules/ledger/ledger.service.ts';
import { clearingRole } from '../modules/payments/settlement.service.ts';

export interface SeedOptions {
  merchants: number;
  payments: number;
  /** The busy merchant's payments per mode (test and live); at most 40% of `payments` each. */
  busyPerMode?: number;
  /** Linked sets per ledger_apply_set call. */
  batch?: number;
  log?: (line: string) => void;
}

export interface SeedSummary {
  merchants: number;
  payments: number;
  busyUserId: string;
  busyPhone: string;
  busyPaymentsPerMode: number;
  refunds: number;
  payouts: number;
  transfers: number;
  seconds: number;
}

/** The busy merchant signs in with this number (national digits; E.164 +23278000000). */
export const BUSY_MERCHANT_PHONE = '78000000';
const SEED_META_KEY = 'bench_seed';
const DAYS = 730;
/** Payments where the busy merchant is the payer (pending, frequent and the payer's activity). */
const BUSY_AS_PAYER = 2_000;
const PROVIDERS = ['orange_money', 'africell_money', 'card', 'sbl'] as const;

async function rows<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** What an earlier seed left (its summary), or undefined. */
export async function findSeed(db: Db): Promise<SeedSummary | undefined> {
  const [found] = await rows<{ value: string }>(db, sql`SELECT value FROM app_meta WHERE key = ${SEED_META_KEY}`);
  return found ? (JSON.parse(found.value) as SeedSummary) : undefined;
}

/** uuidFromName (settlement.service.ts) in SQL: SHA-256 of the name, version 5 nibble, RFC 4122 variant. */
const UUID_FROM_NAME = sql.raw(`
CREATE OR REPLACE FUNCTION pg_temp.bench_uuid_from_name(name text) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT (substr(h, 1, 12) || '5' || substr(h, 14, 3)
          || substr('89ab', ((('x' || substr(h, 17, 1))::bit(4)::int) & 3) + 1, 1)
          || substr(h, 18, 15))::uuid
  FROM (SELECT encode(sha256(convert_to(name, 'UTF8')), 'hex') AS h) AS digest
$$`);

/**
 * A pseudo-random number in [0, 1) from a row number and a stream (Knuth's multiplicative hash),
 * so a column's values are fixed by the options and need no random() state.
 */
function hashed(n: string, stream: number): string {
  return `(((${n}::bigint * 2654435761 + ${stream * 40503}) % 4294967296) / 4294967296.0)`;
}

export async function seedBenchData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const merchants = Math.max(2, options.merchants);
  const payments = Math.max(10, options.payments);
  const busyPerMode = Math.min(options.busyPerMode ?? 100_000, Math.floor(payments * 0.4));
  const asPayer = Math.min(BUSY_AS_PAYER, Math.floor(payments * 0.05));
  const batch = options.batch ?? 5_000;
  const now = new Date();
  const nowAt = now.toISOString();

  await db.execute(UUID_FROM_NAME);

  log(`users and merchant profiles: ${merchants}`);
  // Merchant i: user md5('bench-user-i'); phone +23278 and six digits (the busy one is i = 0).
  await db.execute(sql.raw(`
    INSERT INTO users (id, phone, full_name, city, district, profile_completed, created_at, updated_at)
    SELECT md5('bench-user-' || i)::uuid, '+23278' || lpad(i::text, 6, '0'), 'Bench Merchant ' || i, 'Freetown', 'Western Area', true,
           '${nowAt}'::timestamptz - interval '${DAYS + 30} days', '${nowAt}'::timestamptz - interval '${DAYS + 30} days'
    FROM generate_series(0, ${merchants - 1}) AS i`));
  await db.execute(sql.raw(`
    INSERT INTO merchant_profiles (user_id, business_name, category, fee_bearer, created_at, updated_at)
    SELECT md5('bench-user-' || i)::uuid, CASE WHEN i = 0 THEN 'Busy Bench Shop' ELSE 'Bench Shop ' || i END, 'Retail',
           CASE WHEN i % 10 = 3 THEN 'payer' ELSE 'merchant' END,
           '${nowAt}'::timestamptz - interval '${DAYS + 30} days', '${nowAt}'::timestamptz - interval '${DAYS + 30} days'
    FROM generate_series(0, ${merchants - 1}) AS i`));

  log('ledger accounts');
  // Platform accounts through the ledger's own function (their shard rows); user accounts as
  // ensureUserAccount creates them (one row, its own logical id), all at once.
  for (const livemode of [false, true]) {
    for (const provider of PROVIDERS) await platformAccount(db, { role: clearingRole(provider), currency: 'SLE', livemode });
    await platformAccount(db, { role: 'fees', currency: 'SLE', livemode });
  }
  await db.execute(sql.raw(`
    INSERT INTO ledger_accounts (id, logical_id, owner_user_id, currency, livemode, debits_must_not_exceed_credits, created_at)
    SELECT md5('bench-account-' || i || '-' || mode)::uuid, md5('bench-account-' || i || '-' || mode)::uuid, md5('bench-user-' || i)::uuid,
           'SLE', mode, true, '${nowAt}'::timestamptz - interval '${DAYS + 30} days'
    FROM generate_series(0, ${merchants - 1}) AS i CROSS JOIN (VALUES (false), (true)) AS modes (mode)`));

  log(`payments: ${payments} (busy merchant: ${busyPerMode} per mode, ${asPayer} as a payer)`);
  // Row n: 1..busyPerMode the busy merchant's test payments, then its live ones, then the
  // busy merchant paying others, then everyone else's (a fifth of them live).
  const h = (stream: number) => hashed('n', stream);
  const busyEnd = busyPerMode * 2;
  const payerEnd = busyEnd + asPayer;
  await db.execute(sql.raw(`
    INSERT INTO payments (id, merchant_id, payer_user_id, payer_phone, payer_name, amount, fee, total, net, currency, method, provider,
                          fee_bearer, status, source, link_id, description, reference, provider_ref, expires_at, livemode, created_at, status_changed_at)
    SELECT md5('bench-payment-' || n)::uuid, md5('bench-user-' || merchant)::uuid, payer_user_id,
           CASE WHEN method = 'cash' OR payer_user_id IS NOT NULL THEN NULL ELSE '+23276' || lpad((${h(7)} * 1000000)::int::text, 6, '0') END,
           CASE WHEN payer_user_id IS NULL AND method <> 'cash' AND ${h(8)} < 0.6 THEN 'Customer ' || (${h(9)} * 5000)::int END,
           amount, fee, CASE WHEN fee_bearer = 'payer' THEN amount + fee ELSE amount END, CASE WHEN fee_bearer = 'payer' THEN amount ELSE amount - fee END,
           'SLE', method, provider, fee_bearer, status, CASE WHEN method = 'cash' THEN 'pos' WHEN ${h(10)} < 0.3 THEN 'link' ELSE 'checkout' END, NULL,
           CASE WHEN method = 'cash' THEN 'Cash sale' ELSE 'Order ' || (n % 997) END,
           'BENCH' || lpad(n::text, 8, '0'), NULL, created_at + interval '15 minutes', livemode, created_at,
           CASE WHEN status = 'processing' THEN created_at ELSE created_at + (${h(11)} * 300)::int * interval '1 second' END
    FROM (
      SELECT n, merchant, payer_user_id, livemode, amount, method, provider, status, created_at,
             CASE WHEN method = 'cash' THEN 0 ELSE amount * 150 / 10000 END AS fee,
             CASE WHEN method <> 'cash' AND merchant % 10 = 3 THEN 'payer' ELSE 'merchant' END AS fee_bearer
      FROM (
        SELECT n,
               CASE WHEN n <= ${busyEnd} THEN 0 ELSE 1 + (${h(1)} * ${merchants - 1})::int % ${merchants - 1} END AS merchant,
               CASE WHEN n > ${busyEnd} AND n <= ${payerEnd} THEN md5('bench-user-0')::uuid
                    WHEN ${h(12)} < 0.05 THEN md5('bench-user-' || (1 + (${h(13)} * ${merchants - 1})::int % ${merchants - 1}))::uuid END AS payer_user_id,
               CASE WHEN n <= ${busyPerMode} THEN false WHEN n <= ${busyEnd} THEN true WHEN n <= ${payerEnd} THEN false ELSE n % 5 = 0 END AS livemode,
               1000 + (${h(2)} * 199000)::bigint AS amount,
               CASE WHEN ${h(3)} < 0.45 THEN 'orange_money' WHEN ${h(3)} < 0.75 THEN 'mobile_money' WHEN ${h(3)} < 0.85 THEN 'card'
                    WHEN ${h(3)} < 0.90 THEN 'bank_transfer' ELSE 'cash' END AS method,
               CASE WHEN ${h(3)} < 0.45 THEN 'orange_money' WHEN ${h(3)} < 0.75 THEN 'africell_money' WHEN ${h(3)} < 0.85 THEN 'card'
                    WHEN ${h(3)} < 0.90 THEN 'SBL' ELSE 'cash' END AS provider,
               -- Open payments are 'processing' (the expiry sweep leaves those alone, so a bench reads still data).
               CASE WHEN ${h(4)} < 0.85 THEN 'completed' WHEN ${h(4)} < 0.91 THEN 'failed' WHEN ${h(4)} < 0.94 THEN 'cancelled'
                    WHEN ${h(4)} < 0.98 THEN 'expired' ELSE 'processing' END AS status,
               '${nowAt}'::timestamptz - (${h(5)} * ${DAYS * 86400})::int * interval '1 second' - interval '10 minutes' AS created_at
        FROM generate_series(1, ${payments}) AS n
      ) AS base
    ) AS shaped
    -- A guest or a signed-in payer; cash sales need neither. Nobody pays themself.
    WHERE payer_user_id IS DISTINCT FROM md5('bench-user-' || merchant)::uuid`));

  let transfers = 0;
  const apply = async (what: string, setsSql: (from: number, to: number) => string, upTo: number) => {
    for (let from = 1; from <= upTo; from += batch) {
      const [result] = await rows<{ inserted: number | null }>(db, sql.raw(`SELECT ledger_apply_set(jsonb_agg(t)) AS inserted FROM (${setsSql(from, from + batch - 1)}) AS t HAVING count(*) > 0`));
      transfers += Number(result?.inserted ?? 0);
    }
    log(`  ${what}: ${transfers} transfers so far`);
  };
  const account = (mode: string, alias: string) =>
    `(SELECT id FROM ledger_accounts WHERE owner_user_id = ${alias}.merchant_id AND currency = 'SLE' AND livemode = ${mode})`;
  const platform = (role: string, mode: string) =>
    `(SELECT id FROM ledger_accounts WHERE platform_role = ${role} AND currency = 'SLE' AND livemode = ${mode} AND shard = 0)`;
  const slot = (idSql: string) => `(('x' || right((${idSql})::text, 4))::bit(16)::int)`;

  log('settlements (ledger_apply_set, as settlement.service.ts posts them)');
  // Per completed non-cash payment: clearing:<provider> → merchant (net), clearing → fees (fee).
  await apply(
    'settlements',
    (from, to) => `
      SELECT t.id, t.debit, t.credit, t.amount, 'SLE' AS currency, t.code, 'payment' AS business_type, p.id::text AS business_id,
             'single' AS kind, NULL::uuid AS pending_id, pg_temp.bench_uuid_from_name('payment:' || p.id || ':settlement') AS linked_set_id,
             p.status_changed_at AS created_at, ${slot('t.id')} AS slot
      FROM payments p
      CROSS JOIN LATERAL (VALUES
        (pg_temp.bench_uuid_from_name('payment:' || p.id || ':settlement'), ${platform(`'clearing:' || lower(p.provider)`, 'p.livemode')}, ${account('p.livemode', 'p')}, p.net, 'payment_settlement'),
        (pg_temp.bench_uuid_from_name('payment:' || p.id || ':fee'), ${platform(`'clearing:' || lower(p.provider)`, 'p.livemode')}, ${platform(`'fees'`, 'p.livemode')}, p.fee, 'payment_fee')
      ) AS t (id, debit, credit, amount, code)
      WHERE p.reference BETWEEN 'BENCH${String(from).padStart(8, '0')}' AND 'BENCH${String(to).padStart(8, '0')}'
        AND p.status = 'completed' AND p.method <> 'cash' AND t.amount > 0`,
    payments,
  );

  log('refunds');
  // Every 40th completed non-cash payment of the busy merchant, every 100th of the others; the
  // amount is the payment's net, so no balance can go below zero whatever the order.
  await db.execute(sql.raw(`
    INSERT INTO refunds (id, payment_id, merchant_id, amount, currency, status, reason, livemode, created_at, status_changed_at)
    SELECT md5('bench-refund-' || p.id)::uuid, p.id, p.merchant_id, p.net, 'SLE',
           CASE WHEN n % 10 = 1 THEN 'failed' WHEN n % 10 = 2 AND p.status_changed_at > '${nowAt}'::timestamptz - interval '30 days' THEN 'pending' ELSE 'completed' END,
           'Customer asked', p.livemode, least(p.status_changed_at + interval '1 day', '${nowAt}'::timestamptz - interval '2 minutes'),
           least(p.status_changed_at + interval '1 day 1 hour', '${nowAt}'::timestamptz - interval '1 minute')
    FROM (SELECT p.*, substr(p.reference, 6)::int AS n FROM payments p WHERE p.reference LIKE 'BENCH%') AS p
    WHERE p.status = 'completed' AND p.method <> 'cash'
      AND ((p.merchant_id = md5('bench-user-0')::uuid AND n % 40 = 0) OR (p.merchant_id <> md5('bench-user-0')::uuid AND n % 100 = 0))`));
  const refundSets = (from: number, to: number, second: boolean) => `
      SELECT ${second ? `pg_temp.bench_uuid_from_name('refund:' || r.id || CASE WHEN r.status = 'failed' THEN ':void' ELSE ':post' END)` : `pg_temp.bench_uuid_from_name('refund:' || r.id || ':reserve')`} AS id,
             ${second ? 'reserve.debit_account_id' : account('r.livemode', 'r')} AS debit,
             ${second ? 'reserve.credit_account_id' : platform(`'clearing:' || lower(p.provider)`, 'r.livemode')} AS credit,
             r.amount, 'SLE' AS currency, 'refund' AS code, 'refund' AS business_type, r.id::text AS business_id,
             ${second ? `CASE WHEN r.status = 'failed' THEN 'void_pending' ELSE 'post_pending' END` : `'pending'`} AS kind,
             ${second ? 'reserve.id' : 'NULL::uuid'} AS pending_id,
             ${second ? `pg_temp.bench_uuid_from_name('refund:' || r.id || CASE WHEN r.status = 'failed' THEN ':void' ELSE ':post' END)` : `pg_temp.bench_uuid_from_name('refund:' || r.id || ':reserve')`} AS linked_set_id,
             ${second ? 'r.status_changed_at' : 'r.created_at'} AS created_at,
             ${second ? 'NULL::int' : slot(`pg_temp.bench_uuid_from_name('refund:' || r.id || ':reserve')`)} AS slot
      FROM refunds r JOIN payments p ON p.id = r.payment_id
      ${second ? `JOIN ledger_transfers reserve ON reserve.id = pg_temp.bench_uuid_from_name('refund:' || r.id || ':reserve')` : ''}
      WHERE p.reference BETWEEN 'BENCH${String(from).padStart(8, '0')}' AND 'BENCH${String(to).padStart(8, '0')}'
        ${second ? `AND r.status <> 'pending'` : ''}`;
  await apply('refund reservations', (from, to) => refundSets(from, to, false), payments);
  await apply('refund outcomes', (from, to) => refundSets(from, to, true), payments);

  log('payouts of the busy merchant');
  // Twice a week for two years in each mode, to its Orange Money wallet; the last ones still open.
  await db.execute(sql.raw(`
    INSERT INTO linked_accounts (id, user_id, type, provider, account_number, account_name, is_default, is_active, created_at, provider_code, verified_at)
    VALUES (md5('bench-linked-0')::uuid, md5('bench-user-0')::uuid, 'mobile_money', 'Orange Money', '76000000', 'Busy Bench Shop', true, true,
            '${nowAt}'::timestamptz - interval '${DAYS + 30} days', 'orange_money', '${nowAt}'::timestamptz - interval '${DAYS + 30} days')`));
  const payoutsPerMode = Math.max(1, Math.min(Math.floor((DAYS * 2) / 7), Math.floor(busyPerMode / 100)));
  const openPayouts = payoutsPerMode > 10 ? 2 : 0;
  await db.execute(sql.raw(`
    INSERT INTO payouts (id, merchant_id, account_id, method, provider, destination, account_name, amount, fee, net, currency, status,
                         failure_reason, reference, trigger, livemode, created_at, status_changed_at)
    SELECT md5('bench-payout-' || k || '-' || mode)::uuid, md5('bench-user-0')::uuid, md5('bench-linked-0')::uuid, 'orange_money', 'orange_money',
           '+23276000000', 'Busy Bench Shop', 500000, 2500, 497500, 'SLE',
           CASE WHEN k <= ${openPayouts} THEN 'pending' WHEN k % 25 = 0 THEN 'failed' ELSE 'completed' END,
           CASE WHEN k > ${openPayouts} AND k % 25 = 0 THEN 'The provider declined the transfer' END,
           'BPO' || CASE WHEN mode THEN 'L' ELSE 'T' END || lpad(k::text, 6, '0'), CASE WHEN k % 2 = 0 THEN 'auto' ELSE 'manual' END, mode,
           '${nowAt}'::timestamptz - k * interval '84 hours' + interval '1 hour',
           '${nowAt}'::timestamptz - k * interval '84 hours' + CASE WHEN k <= ${openPayouts} THEN interval '1 hour' ELSE interval '2 hours' END
    FROM generate_series(1, ${payoutsPerMode}) AS k CROSS JOIN (VALUES (false), (true)) AS modes (mode)`));
  const payoutSets = (second: boolean) => `
      SELECT ${second ? `pg_temp.bench_uuid_from_name('payout:' || po.id || ':' || CASE WHEN po.status = 'failed' THEN 'void' ELSE 'post' END || leg.suffix)` : `pg_temp.bench_uuid_from_name('payout:' || po.id || ':reserve' || leg.suffix)`} AS id,
             ${second ? 'reserve.debit_account_id' : account('po.livemode', 'po')} AS debit,
             ${second ? 'reserve.credit_account_id' : `CASE WHEN leg.suffix = '' THEN ${platform(`'clearing:orange_money'`, 'po.livemode')} ELSE ${platform(`'fees'`, 'po.livemode')} END`} AS credit,
             CASE WHEN leg.suffix = '' THEN po.net ELSE po.fee END AS amount, 'SLE' AS currency,
             CASE WHEN leg.suffix = '' THEN 'payout' ELSE 'payout_fee' END AS code, 'payout' AS business_type, po.id::text AS business_id,
             ${second ? `CASE WHEN po.status = 'failed' THEN 'void_pending' ELSE 'post_pending' END` : `'pending'`} AS kind,
             ${second ? 'reserve.id' : 'NULL::uuid'} AS pending_id,
             ${second ? `pg_temp.bench_uuid_from_name('payout:' || po.id || ':' || CASE WHEN po.status = 'failed' THEN 'void' ELSE 'post' END || leg.suffix)` : `pg_temp.bench_uuid_from_name('payout:' || po.id || ':reserve')`} AS linked_set_id,
             ${second ? 'po.status_changed_at' : 'po.created_at'} AS created_at,
             ${second ? 'NULL::int' : slot(`pg_temp.bench_uuid_from_name('payout:' || po.id || ':reserve' || leg.suffix)`)} AS slot
      FROM payouts po CROSS JOIN (VALUES (''), ('-fee')) AS leg (suffix)
      ${second ? `JOIN ledger_transfers reserve ON reserve.id = pg_temp.bench_uuid_from_name('payout:' || po.id || ':reserve' || leg.suffix)` : ''}
      WHERE po.reference LIKE 'BPO%' ${second ? `AND po.status <> 'pending'` : ''}`;
  await apply('payout reservations', () => payoutSets(false), 1);
  await apply('payout outcomes', () => payoutSets(true), 1);

  const [counts] = await rows<{ refunds: string; payouts: string }>(
    db,
    sql`SELECT (SELECT count(*) FROM refunds)::text AS refunds, (SELECT count(*) FROM payouts)::text AS payouts`,
  );
  const summary: SeedSummary = {
    merchants,
    payments: Number((await rows<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM payments WHERE reference LIKE 'BENCH%'`))[0]?.n ?? 0),
    busyUserId: (await rows<{ id: string }>(db, sql`SELECT md5('bench-user-0')::uuid::text AS id`))[0]?.id ?? '',
    busyPhone: `+232${BUSY_MERCHANT_PHONE}`,
    busyPaymentsPerMode: busyPerMode,
    refunds: Number(counts?.refunds ?? 0),
    payouts: Number(counts?.payouts ?? 0),
    transfers,
    seconds: Math.round((performance.now() - started) / 1000),
  };
  await db.execute(sql`INSERT INTO app_meta (key, value, updated_at) VALUES (${SEED_META_KEY}, ${JSON.stringify(summary)}, ${nowAt}::timestamptz)
                       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`);
  log('ANALYZE');
  await db.execute(sql`ANALYZE`);
  return summary;
}
