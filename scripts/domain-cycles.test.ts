import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  it('sees `import type` in a real file', () => {
    const graph = importGraph(domain);
    expect(graph.get(path.join(domain, 'payment-status.ts'))).toContain(path.join(domain, 'transactions.ts'));
  });

  it('sees re-exports in a real file (domain/ has none left since dashboard.ts went)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'domain-cycles-'));
    try {
      writeFileSync(path.join(dir, 'grab-bag.ts'), "export * from './pending.ts';\nexport { Page } from './pages.ts';\n");
      writeFileSync(path.join(dir, 'pending.ts'), "import type { Page } from './grab-bag.ts';\nexport type Pending = Page;\n");
      writeFileSync(path.join(dir, 'pages.ts'), 'export type Page = string;\n');
      const graph = importGraph(dir);
      expect(graph.get(path.join(dir, 'grab-bag.ts'))).toEqual([path.join(dir, 'pending.ts'), path.join(dir, 'pages.ts')]);
      expect(importCycles(graph, dir)).toEqual(['grab-bag.ts -> pending.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
