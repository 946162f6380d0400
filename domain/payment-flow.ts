/**
 * Payment flow constants and rules (SPEC §4). The demo simulates them; a real flow reuses the
 * same steps and percentages.
 */
import type { PaymentMethod } from './statuses.ts';

export const PAYMENT_STEPS = ['method', 'details', 'confirm', 'processing', 'complete'] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number];
export const PAYMENT_STEP_LABELS: Record<PaymentStep, string> = {
  method: 'Method',
  details: 'Details',
  confirm: 'Confirm',
  processing: 'Processing',
  complete: 'Complete',
};
/** SPEC §4: an error is shown at the processing step. */
export const PAYMENT_ERROR_STEP: PaymentStep = 'processing';

/** Processing display stages and how far along each one is. */
const PROCESSING_PERCENT: Record<string, number> = { initializing: 25, processing: 50, verifying: 75, completing: 90 };
export type ProcessingStage = 'initializing' | 'processing' | 'verifying' | 'completing';

/** initializing 25, processing 50, verifying 75, completing 90, anything else 0. */
export function processingPercent(stage: string): number {
  return Object.hasOwn(PROCESSING_PERCENT, stage) ? (PROCESSING_PERCENT[stage] ?? 0) : 0;
}

/** Simulated payment flow: validation, processing, confirmation, then complete. */
export type SimulatedPhase = 'validation' | 'processing' | 'confirmation' | 'complete';
export type DemoPaymentMethod = Extract<PaymentMethod, 'orange_money' | 'bank_transfer'>;

export interface FlowPhase {
  phase: Exclude<SimulatedPhase, 'complete'>;
  durationMs: number;
}

/** SPEC §4 timings: validation 1 s, processing 3 s (Orange Money) or 5 s (bank transfer), confirmation 1 s. */
export function simulatedFlowPhases(method: DemoPaymentMethod): FlowPhase[] {
  return [
    { phase: 'validation', durationMs: 1000 },
    { phase: 'processing', durationMs: method === 'orange_money' ? 3000 : 5000 },
    { phase: 'confirmation', durationMs: 1000 },
  ];
}

export function simulatedFlowTotalMs(method: DemoPaymentMethod): number {
  return simulatedFlowPhases(method).reduce((sum, { durationMs }) => sum + durationMs, 0);
}

/** Demo payment: idle → processing (2 s) → success or error → idle after 3 s. */
export type DemoPaymentState = 'idle' | 'processing' | 'success' | 'error';
export const DEMO_PAYMENT_PROCESSING_MS = 2000;
export const DEMO_PAYMENT_RESET_MS = 3000;

/** Turns a random draw in [0, 1) into the demo's outcome; an even chance of each. */
export function demoPaymentOutcome(draw: number): 'success' | 'error' {
  return draw < 0.5 ? 'success' : 'error';
}

/** SPEC §9 demo constants: 50,000 SLE with a 500 SLE fee (whole Leones). */
export const DEMO_PAYMENT_AMOUNT_MAJOR = 50_000;
export const DEMO_PAYMENT_FEE_MAJOR = 500;

/** Every method a payer can pay with (cash is a merchant's own record). */
export type FlowPaymentMethod = Exclude<PaymentMethod, 'cash'>;

/**
 * SPEC §9: how long each method usually takes, shown while a payment is on its way. SPEC gives
 * Orange Money and bank transfers; Africell Money is mobile money like Orange Money, and cards
 * are settled by the acquirer within the same minute.
 */
export const PAYMENT_TIME_ESTIMATES: Record<FlowPaymentMethod, string> = {
  orange_money: 'Orange Money payments typically take 30-60 seconds.',
  bank_transfer: 'Bank transfers typically take 2-5 minutes.',
  mobile_money: 'Africell Money payments typically take 30-60 seconds.',
  card: 'Card payments typically take 30-60 seconds.',
};
