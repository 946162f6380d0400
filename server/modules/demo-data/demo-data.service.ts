/**
 * Local mode's sample data for the demo merchant (DESIGN §4, issue 4): accounts, completed,
 * pending and failed transactions, a pending payment in every status (one expired) and three
 * unread notifications, shaped like SPEC's samples, with times relative to the first start so
 * the dashboard reads "minutes ago", "hours ago" and so on.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { insertDemoRowsOnce, type DemoRows } from './demo-data.queries.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEMO_MERCHANTS = [
  { id: 'mer_freetown_market', name: 'Freetown Fresh Market', category: 'Groceries' },
  { id: 'mer_edsa', name: 'EDSA Electricity', category: 'Utilities' },
  { id: 'mer_guma_water', name: 'Guma Valley Water', category: 'Utilities' },
  { id: 'mer_lumley_cafe', name: 'Lumley Beach Café', category: 'Food & Drink' },
  { id: 'mer_city_pharmacy', name: 'City Pharmacy', category: 'Health' },
  { id: 'mer_sierra_tech', name: 'Sierra Tech Supplies', category: 'Electronics' },
] as const;

type MerchantId = (typeof DEMO_MERCHANTS)[number]['id'];

let refCounter = 0;
function ref(prefix: string, at: Date): string {
  refCounter += 1;
  return `${prefix}${at.getTime().toString(36).toUpperCase()}${String(refCounter).padStart(3, '0')}`;
}

export function buildDemoRows(userId: string, now: Date): DemoRows {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const ahead = (ms: number) => new Date(now.getTime() + ms);
  const orangeMoney = { paymentMethod: 'orange_money', provider: 'Orange Money' } as const;
  const bank = { paymentMethod: 'bank_transfer', provider: 'Sierra Leone Commercial Bank' } as const;

  const accounts: DemoRows['accounts'] = [
    { id: randomUUID(), userId, type: 'mobile_money', provider: 'Orange Money', accountNumber: '076123456', accountName: 'Aminata Kamara', isDefault: true, isActive: true, lastUsedAt: ago(25 * MINUTE), createdAt: ago(60 * DAY) },
    { id: randomUUID(), userId, type: 'bank_transfer', provider: 'Sierra Leone Commercial Bank', accountNumber: '003456789012', accountName: 'Kamara Trading Enterprise', isDefault: false, isActive: true, lastUsedAt: ago(3 * DAY), createdAt: ago(45 * DAY) },
    { id: randomUUID(), userId, type: 'mobile_money', provider: 'Africell Money', accountNumber: '077654321', accountName: 'Aminata Kamara', isDefault: false, isActive: false, lastUsedAt: null, createdAt: ago(20 * DAY) },
  ];

  const transactions: DemoRows['transactions'] = [];
  const pay = (merchantId: MerchantId, major: number, when: number, method: typeof orangeMoney | typeof bank, description: string, status: 'completed' | 'failed' = 'completed') => {
    const at = ago(when);
    transactions.push({ id: randomUUID(), userId, type: 'payment', amount: major * 100, currency: 'SLE', status, merchantId, recipient: null, ...method, description, transactionRef: ref('TXN', at), reference: ref('SP', at), occurredAt: at });
  };
  pay('mer_freetown_market', 450, 25 * MINUTE, orangeMoney, 'Weekly groceries');
  pay('mer_edsa', 300, 3 * HOUR, orangeMoney, 'Electricity top-up');
  pay('mer_freetown_market', 275, 2 * DAY, orangeMoney, 'Vegetables and rice');
  pay('mer_lumley_cafe', 120, 3 * DAY, orangeMoney, 'Lunch meeting');
  pay('mer_guma_water', 180, 5 * DAY, bank, 'Water bill');
  pay('mer_freetown_market', 510, 9 * DAY, bank, 'Monthly stock-up');
  pay('mer_edsa', 300, 12 * DAY, orangeMoney, 'Electricity top-up');
  pay('mer_city_pharmacy', 95, 15 * DAY, orangeMoney, 'Prescription');
  pay('mer_edsa', 250, 30 * DAY, orangeMoney, 'Electricity top-up');
  pay('mer_sierra_tech', 1200, 4 * DAY, bank, 'Receipt printer', 'failed');
  const received = (major: number, when: number, from: string, description: string) => {
    const at = ago(when);
    transactions.push({ id: randomUUID(), userId, type: 'received', amount: major * 100, currency: 'SLE', status: 'completed', merchantId: null, recipient: from, ...orangeMoney, description, transactionRef: ref('TXN', at), reference: ref('SP', at), occurredAt: at });
  };
  received(2500, 50 * MINUTE, 'Mohamed Sesay', 'Payment for 5 bags of rice');
  received(800, 26 * HOUR, 'Fatmata Conteh', 'Tailoring order');
  {
    const at = ago(6 * DAY);
    transactions.push({ id: randomUUID(), userId, type: 'transfer', amount: 150_000, currency: 'SLE', status: 'completed', merchantId: null, recipient: 'Kamara Trading Enterprise', ...bank, description: 'Transfer to business account', transactionRef: ref('TXN', at), reference: ref('SP', at), occurredAt: at });
  }
  {
    const at = ago(400 * DAY);
    transactions.push({ id: randomUUID(), userId, type: 'received', amount: 50_000_000, currency: 'SLL', status: 'completed', merchantId: null, recipient: 'Ibrahim Bangura', ...orangeMoney, description: 'Legacy payment (old Leones)', transactionRef: ref('TXN', at), reference: ref('SP', at), occurredAt: at });
  }

  const pendingPayments: DemoRows['pendingPayments'] = [];
  const pending = (
    merchantId: MerchantId,
    major: number,
    status: 'pending_initiation' | 'pending_confirmation' | 'pending_otp' | 'processing',
    createdAgo: number,
    expiresIn: number,
    method: typeof orangeMoney | typeof bank,
    description: string,
  ) => {
    const createdAt = ago(createdAgo);
    const transactionId = randomUUID();
    transactions.push({ id: transactionId, userId, type: 'payment', amount: major * 100, currency: 'SLE', status: status === 'processing' ? 'processing' : 'pending', merchantId, recipient: null, ...method, description, transactionRef: ref('TXN', createdAt), reference: ref('SP', createdAt), occurredAt: createdAt });
    pendingPayments.push({ id: randomUUID(), userId, transactionId, merchantId, amount: major * 100, currency: 'SLE', ...method, status, description, createdAt, expiresAt: ahead(expiresIn) });
  };
  pending('mer_sierra_tech', 850, 'pending_confirmation', 10 * MINUTE, 50 * MINUTE, orangeMoney, 'Phone charger and cables');
  pending('mer_city_pharmacy', 60, 'pending_otp', 30 * MINUTE, 20 * MINUTE, orangeMoney, 'Vitamins');
  pending('mer_guma_water', 180, 'pending_initiation', 2 * HOUR, 2 * DAY, bank, 'Water bill (next month)');
  pending('mer_edsa', 300, 'processing', 5 * MINUTE, 55 * MINUTE, orangeMoney, 'Electricity top-up');
  pending('mer_lumley_cafe', 75, 'pending_confirmation', 2 * DAY, -1 * DAY, orangeMoney, 'Catering deposit');

  const notifications: DemoRows['notifications'] = [
    { id: randomUUID(), userId, title: 'Payment received', body: 'Mohamed Sesay paid you Le 2,500.', createdAt: ago(50 * MINUTE), readAt: null },
    { id: randomUUID(), userId, title: 'Confirm a payment', body: 'Sierra Tech Supplies is waiting for your confirmation.', createdAt: ago(10 * MINUTE), readAt: null },
    { id: randomUUID(), userId, title: 'Payout sent', body: 'Le 1,500 was sent to your bank account.', createdAt: ago(6 * DAY), readAt: null },
  ];

  return { merchants: [...DEMO_MERCHANTS], accounts, transactions, pendingPayments, notifications };
}

export const DEMO_DATA_MARKER = 'demo_data_seeded';

/** Seeds the demo merchant's sample data once per installation; later starts change nothing. */
export async function ensureDemoData(db: Db, userId: string, now: () => Date = () => new Date()): Promise<boolean> {
  const at = now();
  return insertDemoRowsOnce(db, DEMO_DATA_MARKER, buildDemoRows(userId, at), at);
}
