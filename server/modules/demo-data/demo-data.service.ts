/**
 * Local mode's sample data for the demo user (DESIGN §4 and §7). Linked accounts are inserted
 * as rows (they are settings, not money). Every payment is a real one, run through the payments
 * service and the sandbox provider with its delays at zero: the demo user pays the sample
 * merchants (real merchant accounts) and receives payments from sample customers, and a few
 * payments are left in each pending state. So every balance comes from the ledger.
 * Times are relative to the first start (the seeding clock is set back for each payment), so the
 * dashboard reads "minutes ago", "hours ago" and so on.
 */
import { randomUUID } from 'node:crypto';
import type { Currency } from '../../../domain/money.ts';
import type { PaymentMethod } from '../../../domain/statuses.ts';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { ensureSampleUser } from '../auth/demo-merchant.service.ts';
import { ensureSampleMerchant, getMerchantProfile, saveMerchantProfile } from '../merchants/merchants.service.ts';
import { markAllNotificationsRead } from '../notifications/notifications.service.ts';
import { createPaymentsRuntime } from '../payments/payments-runtime.service.ts';
import { uuidFromName } from '../payments/settlement.service.ts';
import { claimDemoMarker, insertDemoAccountsOnce, isDemoMarkerSet, lockDemoSeeding, type DemoAccountRow } from './demo-data.queries.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The sample merchants of local mode, now real users with business profiles (phones are sample numbers). */
export const DEMO_MERCHANTS = [
  { sampleKey: 'mer_freetown_market', phone: '+23230100001', ownerName: 'Isatu Koroma', businessName: 'Freetown Fresh Market', category: 'Groceries' },
  { sampleKey: 'mer_edsa', phone: '+23230100002', ownerName: 'EDSA Customer Desk', businessName: 'EDSA Electricity', category: 'Utilities' },
  { sampleKey: 'mer_guma_water', phone: '+23230100003', ownerName: 'Guma Valley Billing', businessName: 'Guma Valley Water', category: 'Utilities' },
  { sampleKey: 'mer_lumley_cafe', phone: '+23230100004', ownerName: 'Abu Jalloh', businessName: 'Lumley Beach Café', category: 'Food & Drink' },
  { sampleKey: 'mer_city_pharmacy', phone: '+23230100005', ownerName: 'Dr Mariama Turay', businessName: 'City Pharmacy', category: 'Health' },
  { sampleKey: 'mer_sierra_tech', phone: '+23230100006', ownerName: 'Samuel Cole', businessName: 'Sierra Tech Supplies', category: 'Electronics' },
] as const;
type MerchantKey = (typeof DEMO_MERCHANTS)[number]['sampleKey'];

/** Sample customers who buy from the demo user's shop. */
const DEMO_CUSTOMERS = {
  mohamed: { phone: '+23277100001', fullName: 'Mohamed Sesay' },
  fatmata: { phone: '+23277100002', fullName: 'Fatmata Conteh' },
  ibrahim: { phone: '+23277100003', fullName: 'Ibrahim Bangura' },
  kadiatu: { phone: '+23277100004', fullName: 'Kadiatu Kargbo' },
  alusine: { phone: '+23277100005', fullName: 'Alusine Kanu' },
} as const;

export const DEMO_BUSINESS = { businessName: 'Kamara Trading Enterprise', category: 'Retail' } as const;

/** Sandbox test numbers (README): the demo's failed and still-processing payments use them. */
const DECLINING_WALLET = '+23276000001';
const SLOW_WALLET = '+23276000004';

type End = 'completed' | 'failed' | 'processing' | 'pending_otp' | 'pending_confirmation' | 'pending_initiation';

interface DemoPayment {
  key: string;
  /** The demo user pays this merchant, or this customer pays the demo user. */
  merchant?: MerchantKey;
  customer?: keyof typeof DEMO_CUSTOMERS;
  major: number;
  currency?: Currency;
  method: PaymentMethod;
  ago: number;
  description: string;
  end: End;
  ttl?: number;
  wallet?: string;
}

/*
 * 18 payments, as many as before issue 23 (each runs through the real services at first start).
 * The demo user runs a shop (Kamara Trading Enterprise, issue 23): most of its history is sales
 * its customers paid by mobile money, each less the fee; the rest is what a shop pays out, stock
 * from its wholesaler, the shop's electricity and water, a receipt printer, and the open payments
 * to suppliers that fill the pending list.
 */
export const DEMO_PAYMENTS: readonly DemoPayment[] = [
  // Sales: customers pay the shop (received, fees taken from the shop's amount).
  { key: 's1', customer: 'kadiatu', major: 350, method: 'orange_money', ago: 15 * MINUTE, description: 'Cooking oil, 2 gallons', end: 'completed' },
  { key: 'r1', customer: 'mohamed', major: 2500, method: 'orange_money', ago: 50 * MINUTE, description: 'Payment for 5 bags of rice', end: 'completed' },
  { key: 's2', customer: 'alusine', major: 640, method: 'mobile_money', ago: 4 * HOUR, description: 'Sugar and tea', end: 'completed' },
  { key: 'r2', customer: 'fatmata', major: 800, method: 'orange_money', ago: 26 * HOUR, description: 'Cloth for school uniforms', end: 'completed' },
  { key: 's3', customer: 'ibrahim', major: 1500, method: 'orange_money', ago: 2 * DAY, description: 'Bag of rice (50 kg)', end: 'completed' },
  { key: 's5', customer: 'alusine', major: 4200, method: 'bank_transfer', ago: 6 * DAY, description: 'Wholesale order: 3 cartons of tomato paste', end: 'completed' },
  { key: 'r3', customer: 'ibrahim', major: 500_000, currency: 'SLL', method: 'orange_money', ago: 400 * DAY, description: 'Legacy payment (old Leones)', end: 'completed' },
  // What the shop pays: stock from its wholesaler, the shop's bills, equipment.
  { key: 'p1', merchant: 'mer_freetown_market', major: 450, method: 'orange_money', ago: 3 * HOUR, description: 'Stock: rice and onions', end: 'completed' },
  { key: 'p2', merchant: 'mer_edsa', major: 300, method: 'orange_money', ago: 3 * DAY, description: 'Shop electricity', end: 'completed' },
  { key: 'p5', merchant: 'mer_guma_water', major: 180, method: 'bank_transfer', ago: 8 * DAY, description: 'Shop water bill', end: 'completed' },
  { key: 'p6', merchant: 'mer_freetown_market', major: 510, method: 'orange_money', ago: 9 * DAY, description: 'Monthly stock-up', end: 'completed' },
  { key: 'p7', merchant: 'mer_sierra_tech', major: 220, method: 'orange_money', ago: 12 * DAY, description: 'Till rolls and price labels', end: 'completed' },
  { key: 'f1', merchant: 'mer_sierra_tech', major: 1200, method: 'bank_transfer', ago: 4 * DAY, description: 'Receipt printer', end: 'failed', wallet: DECLINING_WALLET },
  // Open payments to suppliers (every pending state, SPEC §4).
  { key: 'o1', merchant: 'mer_sierra_tech', major: 850, method: 'card', ago: 10 * MINUTE, description: 'Phone charger and cables', end: 'pending_confirmation', ttl: HOUR },
  { key: 'o2', merchant: 'mer_city_pharmacy', major: 60, method: 'orange_money', ago: 30 * MINUTE, description: 'First aid kit for the shop', end: 'pending_otp', ttl: 50 * MINUTE },
  { key: 'o3', merchant: 'mer_guma_water', major: 180, method: 'bank_transfer', ago: 2 * HOUR, description: 'Water bill (next month)', end: 'pending_initiation', ttl: 2 * DAY + 2 * HOUR },
  { key: 'o4', merchant: 'mer_edsa', major: 300, method: 'orange_money', ago: 5 * MINUTE, description: 'Shop electricity', end: 'processing', ttl: HOUR, wallet: SLOW_WALLET },
  { key: 'o5', merchant: 'mer_lumley_cafe', major: 75, method: 'bank_transfer', ago: 2 * DAY, description: 'Catering deposit', end: 'pending_confirmation', ttl: 3 * DAY },
];

function buildDemoAccounts(userId: string, now: Date): DemoAccountRow[] {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return [
    { id: randomUUID(), userId, type: 'mobile_money', provider: 'Orange Money', providerCode: 'orange_money', accountNumber: '076123456', accountName: 'Aminata Kamara', isDefault: true, isActive: true, lastUsedAt: ago(25 * MINUTE), createdAt: ago(60 * DAY) },
    { id: randomUUID(), userId, type: 'bank_transfer', provider: 'Sierra Leone Commercial Bank', providerCode: 'SBL', accountNumber: '003456789012', accountName: 'Kamara Trading Enterprise', isDefault: false, isActive: true, lastUsedAt: ago(3 * DAY), createdAt: ago(45 * DAY) },
    { id: randomUUID(), userId, type: 'mobile_money', provider: 'Africell Money', providerCode: 'africell_money', accountNumber: '077654321', accountName: 'Aminata Kamara', isDefault: false, isActive: false, lastUsedAt: null, createdAt: ago(20 * DAY) },
  ];
}

export const DEMO_DATA_MARKER = 'demo_payments_seeded';

export interface DemoMoneyDeps {
  jobs: Jobs;
  secret: string;
  /** Where the sandbox's codes go (the dev outbox); the seeding reads them back itself. */
  sendCode?: (to: string, body: string, code: string) => Promise<void>;
}

/** Seeds once per installation; later starts change nothing. Payment ids are derived from the demo keys. */
export async function ensureDemoData(db: Db, userId: string, money: DemoMoneyDeps, now: () => Date = () => new Date()): Promise<boolean> {
  if (await isDemoMarkerSet(db, DEMO_DATA_MARKER)) return false;
  // pg-boss must be up before the transaction opens (on PGlite it would wait on the one connection).
  await money.jobs.ready();
  // One transaction: the sample money appears whole or not at all, once (the lock and the marker
  // keep a second process out), and PGlite commits once instead of a few hundred times, so the
  // first start still answers within seconds. The services nest their transactions as savepoints.
  return db.transaction(async (tx) => {
    await lockDemoSeeding(tx);
    if (await isDemoMarkerSet(tx, DEMO_DATA_MARKER)) return false;
    await seedDemoData(tx, userId, money, now());
    await claimDemoMarker(tx, DEMO_DATA_MARKER, now());
    return true;
  });
}

async function seedDemoData(db: Db, userId: string, money: DemoMoneyDeps, start: Date): Promise<void> {
  await insertDemoAccountsOnce(db, buildDemoAccounts(userId, start));

  if (!(await getMerchantProfile(db, userId))) await saveMerchantProfile(db, userId, DEMO_BUSINESS, start);
  const merchants = new Map<string, string>();
  for (const sample of DEMO_MERCHANTS) merchants.set(sample.sampleKey, (await ensureSampleMerchant(db, sample, start)).userId);

  let clock = start;
  const codes = new Map<string, string>();
  const { payments } = createPaymentsRuntime({
    db,
    jobs: money.jobs,
    now: () => clock,
    secret: money.secret,
    sandboxDelayScale: 0,
    async sendCode(to, body, code) {
      codes.set(to, code);
      await money.sendCode?.(to, body, code);
    },
  });

  // Oldest first, so each payment's events follow the previous one's in time.
  for (const demo of [...DEMO_PAYMENTS].sort((a, b) => b.ago - a.ago)) {
    const at = (offsetMs: number) => new Date(start.getTime() - demo.ago + offsetMs);
    clock = at(0);
    const customer = demo.customer ? DEMO_CUSTOMERS[demo.customer] : undefined;
    const payerUserId = customer ? (await ensureSampleUser(db, customer, start)).userId : userId;
    const payerPhone = demo.wallet ?? customer?.phone ?? '+23276123456';
    const merchantId = demo.merchant ? merchants.get(demo.merchant) : userId;
    if (!merchantId) throw new Error(`unknown demo merchant ${demo.merchant}`);
    const id = uuidFromName(`demo-payment:${demo.key}`);
    let payment = await payments.create({
      id,
      merchantId,
      payerUserId,
      payerPhone,
      amount: demo.major * 100,
      currency: demo.currency ?? 'SLE',
      method: demo.method,
      source: customer ? 'qr' : 'checkout',
      description: demo.description,
      ttlMs: demo.ttl ?? 30 * MINUTE,
      start: demo.end !== 'pending_initiation',
    });
    if (payment.status !== 'pending_otp' && payment.status !== 'pending_confirmation') continue;
    if (demo.end === 'pending_otp' || demo.end === 'pending_confirmation') continue;
    clock = at(40_000);
    if (payment.status === 'pending_otp') payment = await payments.submitCode(id, codes.get(payerPhone) ?? '');
    else payment = await payments.confirm(id);
    clock = at(45_000);
    await payments.poll({ paymentId: id });
  }
  // The owner has seen what came before this morning: the demo opens with 3 unread (SPEC §9), the
  // three most recent sales, each a notification written by its real settlement.
  await markAllNotificationsRead(db, userId, start, new Date(start.getTime() - NOTIFICATIONS_READ_AGO));
}

/** Notifications older than this are read at first start (the three latest sales stay unread). */
const NOTIFICATIONS_READ_AGO = 5 * HOUR;
