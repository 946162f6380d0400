import { DEMO_PAYMENT_AMOUNT_MAJOR, DEMO_PAYMENT_FEE_MAJOR } from '../../../domain/payment-flow.ts';
import { toMinorUnits } from '../../../domain/money.ts';
import type { DemoTransaction } from '../../components/ui/transaction-card/TransactionCard.tsx';

/** Simulated data for the showcase only; nothing here reaches the API. */
export const DEMO_AMOUNT = toMinorUnits(DEMO_PAYMENT_AMOUNT_MAJOR);
export const DEMO_FEE = toMinorUnits(DEMO_PAYMENT_FEE_MAJOR);

export const DEMO_TRANSACTIONS: DemoTransaction[] = [
  {
    id: 'txn-1001',
    amount: toMinorUnits(50_000),
    currency: 'SLE',
    type: 'orange_money',
    description: 'Market stall restock',
    timestamp: '2026-11-20T09:42:00Z',
    status: 'completed',
    recipient: 'Kamara Wholesale',
  },
  {
    id: 'txn-1002',
    amount: toMinorUnits(1_250_000),
    currency: 'SLE',
    type: 'bank_transfer',
    description: 'Supplier invoice #2231',
    timestamp: '2026-11-21T14:05:00Z',
    status: 'processing',
    recipient: 'Freetown Builders Ltd',
  },
  {
    id: 'txn-1003',
    amount: toMinorUnits(75_000),
    currency: 'SLE',
    type: 'orange_money',
    description: 'School fees',
    timestamp: '2026-11-19T08:15:00Z',
    status: 'failed',
  },
  {
    id: 'txn-1004',
    amount: toMinorUnits(2_500_000),
    currency: 'SLL',
    type: 'bank_transfer',
    description: 'Legacy rent payment',
    timestamp: '2023-03-31T11:00:00Z',
    status: 'pending',
    recipient: 'Hill Station Lettings',
  },
];
