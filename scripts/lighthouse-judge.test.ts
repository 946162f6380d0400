import { describe, expect, it } from 'vitest';
import { judgePerformance, loadScore, type PerformanceRun } from './lighthouse-judge.ts';

// Lighthouse 12's mobile weights.
const WEIGHTS = { 'first-contentful-paint': 10, 'speed-index': 10, 'largest-contentful-paint': 25, 'total-blocking-time': 30, 'cumulative-layout-shift': 25 };

function run(score: number, metricScores: Partial<Record<keyof typeof WEIGHTS, number>>, tbtMs: number): PerformanceRun {
  return {
    score,
    metrics: Object.entries(WEIGHTS).map(([id, weight]) => ({ id, weight, score: metricScores[id as keyof typeof WEIGHTS] ?? 1 })),
    totalBlockingTimeMs: tbtMs,
  };
}

describe('judging a page’s performance', () => {
  it('passes a median score at the floor, as before', () => {
    const verdict = judgePerformance([run(96, {}, 0), run(95, {}, 0), run(90, {}, 0)], 95);
    expect(verdict).toMatchObject({ passed: true, median: 95, by: 'score' });
  });

  it('passes a page whose only lost marks are TBT on a slow host, when its best run is within the cap', () => {
    // The gate on 2026-11-29: every paint metric at full marks, TBT 410-550 ms.
    const runs = [run(86, { 'total-blocking-time': 0.55 }, 550), run(89, { 'total-blocking-time': 0.62 }, 450), run(90, { 'total-blocking-time': 0.67 }, 410)];
    expect(judgePerformance(runs, 95)).toMatchObject({ passed: true, median: 89, loadMedian: 100, bestTbtMs: 410, by: 'load' });
  });

  it('fails a long start-up task on every run, whatever the paint metrics say', () => {
    const runs = [run(70, { 'total-blocking-time': 0 }, 1_900), run(71, { 'total-blocking-time': 0 }, 1_700), run(72, { 'total-blocking-time': 0 }, 1_650)];
    expect(judgePerformance(runs, 95)).toMatchObject({ passed: false, loadMedian: 100, bestTbtMs: 1_650, by: null });
  });

  it('fails a page whose scripts come before the paint again, even with no blocking time', () => {
    // LCP 1.7-2.2 s: the largest paint's marks fall to about half.
    const runs = [run(86, { 'largest-contentful-paint': 0.45, 'speed-index': 0.9 }, 0), run(87, { 'largest-contentful-paint': 0.5, 'speed-index': 0.9 }, 0), run(85, { 'largest-contentful-paint': 0.4, 'speed-index': 0.9 }, 0)];
    const verdict = judgePerformance(runs, 95);
    expect(verdict.passed).toBe(false);
    expect(verdict.loadMedian).toBeLessThan(95);
  });

  it('fails the layout shift back', () => {
    const runs = [run(75, { 'cumulative-layout-shift': 0 }, 100), run(75, { 'cumulative-layout-shift': 0 }, 100), run(75, { 'cumulative-layout-shift': 0 }, 100)];
    expect(judgePerformance(runs, 70)).toMatchObject({ passed: true, by: 'score' });
    expect(judgePerformance(runs, 80)).toMatchObject({ passed: false, loadMedian: 64 });
  });

  it('leaves out TBT with Lighthouse’s weights for the load score', () => {
    expect(loadScore(run(0, { 'largest-contentful-paint': 0.6, 'total-blocking-time': 0 }, 5_000))).toBe(86);
  });

  it('a page with no runs fails', () => {
    expect(judgePerformance([], 90).passed).toBe(false);
  });
});
