import { describe, expect, it } from 'vitest';
import { PAYMENT_STEPS, demoPaymentOutcome, processingPercent, simulatedFlowPhases, simulatedFlowTotalMs } from './payment-flow.ts';

describe('payment flow', () => {
  it('runs the steps in SPEC order', () => {
    expect(PAYMENT_STEPS).toEqual(['method', 'details', 'confirm', 'processing', 'complete']);
  });

  it.each([
    ['initializing', 25],
    ['processing', 50],
    ['verifying', 75],
    ['completing', 90],
    ['completed', 0],
    ['', 0],
    ['toString', 0],
  ])('processing stage %j shows %i%%', (stage, percent) => {
    expect(processingPercent(stage)).toBe(percent);
  });

  it.each([
    ['orange_money', [1000, 3000, 1000], 5000],
    ['bank_transfer', [1000, 5000, 1000], 7000],
  ] as const)('%s: validation, processing, confirmation take %j ms', (method, durations, total) => {
    const phases = simulatedFlowPhases(method);
    expect(phases.map((p) => p.phase)).toEqual(['validation', 'processing', 'confirmation']);
    expect(phases.map((p) => p.durationMs)).toEqual(durations);
    expect(simulatedFlowTotalMs(method)).toBe(total);
  });

  it.each([
    [0, 'success'],
    [0.49, 'success'],
    [0.5, 'error'],
    [0.99, 'error'],
  ] as const)('demo draw %d ends in %s', (draw, outcome) => {
    expect(demoPaymentOutcome(draw)).toBe(outcome);
  });
});
