/**
 * Import cycles among domain/ files counting type-only imports (issue 38). ESLint's
 * import-x/no-cycle skips `import type` by design (it has no option to count them), so this walks
 * the imports TypeScript itself sees (imports, `import type`, re-exports) and reports each cycle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Relative imports of each file, resolved to the files' keys (paths). */
export type ImportGraph = Map<string, string[]>;

export function importGraph(root: string): ImportGraph {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(root, name));
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      file,
      importedFiles.filter(({ fileName }) => fileName.startsWith('.')).map(({ fileName }) => path.resolve(path.dirname(file), fileName)),
    );
  }
  return graph;
}

/** Every cycle found by a depth-first walk, as "a.ts -> b.ts" (names relative to `root`). */
export function importCycles(graph: ImportGraph, root = ''): string[] {
  const cycles = new Set<string>();
  const stack: string[] = [];
  const done = new Set<string>();
  const visit = (file: string): void => {
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      const at = stack.indexOf(target);
      if (at >= 0) cycles.add(stack.slice(at).map((name) => path.relative(root, name) || name).join(' -> '));
      else if (!done.has(target) && graph.has(target)) visit(target);
    }
    stack.pop();
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return [...cycles];
}
