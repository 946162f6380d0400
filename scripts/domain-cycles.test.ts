import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './domain-cycles.ts';

const domain = path.resolve(import.meta.dirname, '..', 'domain');

describe('domain/ import cycles, type-only imports included (issue 38)', () => {
  it('finds none', () => {
    expect(importCycles(importGraph(domain), domain)).toEqual([]);
  });

  it('reports a cycle made only of type imports, as the old dashboard.ts and payment-status.ts had', () => {
    const graph = new Map([
      ['/d/dashboard.ts', ['/d/payment-status.ts']],
      ['/d/payment-status.ts', ['/d/dashboard.ts']],
      ['/d/money.ts', []],
    ]);
    expect(importCycles(graph, '/d')).toEqual(['dashboard.ts -> payment-status.ts']);
  });

  it('sees `import type` and re-exports in a real file', () => {
    const graph = importGraph(domain);
    expect(graph.get(path.join(domain, 'payment-status.ts'))).toContain(path.join(domain, 'transactions.ts'));
    expect(graph.get(path.join(domain, 'dashboard.ts'))).toContain(path.join(domain, 'pending-payments.ts'));
  });
});
