/**
 * `npm run typecheck`: TypeScript over each part of the repository (its own tsconfig: domain,
 * web, service worker, Node, e2e), as many at once as the machine has cores. One after another
 * they took 59 s on this 2-core machine (web and Node ~21 s each) and up to 90 s under load,
 * past a 60 s limit; side by side they take ~47 s on a fresh clone, and a few seconds when an
 * earlier run's record is there (incremental). Prints each part's time and errors; exits 1 if
 * any part has errors.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
// Slowest first, so the long ones do not start last.
const PROJECTS = ['web', 'node', 'e2e', 'worker', 'domain'] as const;

interface Result {
  project: string;
  ok: boolean;
  seconds: number;
  output: string;
}

function check(project: string): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    // Incremental: what an earlier run here checked and nothing since has changed is not checked
    // again (the record lives in node_modules/.cache, so a fresh clone checks everything).
    const buildInfo = path.join(ROOT, 'node_modules', '.cache', 'tsc', `${project}.tsbuildinfo`);
    const args = [TSC, '-p', `tsconfig.${project}.json`, '--pretty', 'false', '--incremental', '--tsBuildInfoFile', buildInfo];
    const child = spawn(process.execPath, args, { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ project, ok: code === 0, seconds: (Date.now() - started) / 1000, output }));
  });
}

async function main(): Promise<void> {
  const queue: string[] = [...PROJECTS];
  const results: Result[] = [];
  const worker = async () => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
      const result = await check(project);
      console.log(`tsconfig.${result.project}.json: ${result.ok ? 'ok' : 'errors'} (${result.seconds.toFixed(1)} s)`);
      if (result.output.trim() !== '') console.log(result.output.trimEnd());
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, worker));
  if (results.some((result) => !result.ok)) process.exitCode = 1;
}

await main();
