/**
 * `tsx scripts/ci-durations.ts`: what CI's test runners reported (issue 39), read from the JSON
 * reports `.ci/run` makes them write: the count of tests each ran (which must not fall from one
 * run to the next), and the slowest files and tests, so a slow run says where its time went
 * without running anything again. Prints only; a missing report is said, not an error.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ARTIFACTS = path.resolve(import.meta.dirname, '..', 'e2e', '.artifacts');
const SHOWN = 8;

interface VitestReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { results: { duration: number; status: string }[] }[] }[];
}

function read<T>(file: string): T | undefined {
  const full = path.join(ARTIFACTS, file);
  if (!existsSync(full)) {
    console.log(`(no ${path.relative(process.cwd(), full)})`);
    return undefined;
  }
  return JSON.parse(readFileSync(full, 'utf8')) as T;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

const vitest = read<VitestReport>('vitest-results.json');
if (vitest) {
  console.log(`vitest: ${vitest.numTotalTests} tests in ${vitest.testResults.length} files (${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed)`);
  const files = vitest.testResults
    .map((file) => ({ name: path.relative(process.cwd(), file.name), ms: file.endTime - file.startTime, tests: file.assertionResults.length }))
    .sort((a, b) => b.ms - a.ms);
  for (const file of files.slice(0, SHOWN)) console.log(`  ${seconds(file.ms).padStart(8)}  ${file.name} (${file.tests} tests)`);
}

const e2e = read<{ suites: PlaywrightSuite[]; stats: { duration: number; expected: number; unexpected: number; flaky: number; skipped: number } }>('e2e-results.json');
if (e2e) {
  const tests: { name: string; ms: number }[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) tests.push({ name: `${spec.file} ${spec.title}`, ms: test.results.reduce((sum, result) => sum + result.duration, 0) });
    }
  };
  for (const suite of e2e.suites) walk(suite);
  const { stats } = e2e;
  const total = tests.reduce((sum, test) => sum + test.ms, 0);
  console.log(
    `e2e: ${tests.length} tests (${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped) in ${seconds(stats.duration)}; the tests' own times add up to ${seconds(total)}`,
  );
  const byFile = new Map<string, number>();
  for (const test of tests) byFile.set(test.name.split(' ')[0]!, (byFile.get(test.name.split(' ')[0]!) ?? 0) + test.ms);
  for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, SHOWN)) console.log(`  ${seconds(ms).padStart(8)}  ${file} (all its tests)`);
  for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) console.log(`  ${seconds(test.ms).padStart(8)}  ${test.name}`);
}
