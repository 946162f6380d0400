/**
 * `npm run long-tasks -- <trace.json> [...]`: the main thread's long tasks in a Chrome trace, what
 * each spent its time on, and the total blocking time they add under a CPU slowdown. Made for the
 * traces `npm run lighthouse -- --trace <prefix>` writes (issue 15): Lighthouse records a run
 * unthrottled and simulates the 4x slowdown, so a task of 12.5 ms here is a 50 ms task there.
 *   --slowdown 4      the slowdown to apply (8: a host twice as slow)
 *   --functions 2     with --cpu-profile traces: list functions by inclusive time ≥ 2 ms per task
 * A diagnostic: it asserts nothing.
 */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { cpuProfile?: CpuProfileChunk; timeDeltas?: number[]; startTime?: number } };
}
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface CpuProfileChunk {
  nodes?: { id: number; parent?: number; callFrame: CallFrame }[];
  samples?: number[];
}

const BLOCKING_MS = 50;

function fileName(url: unknown): string {
  return String(url ?? '').split('/').pop() ?? '';
}

function frameLabel(frame: CallFrame): string {
  return `${frame.functionName || '(anonymous)'} ${fileName(frame.url)}:${frame.lineNumber + 1}`;
}

/** What an event inside a task was, for the summary (scripts and timers named). */
function eventLabel(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  if (['EvaluateScript', 'v8.compileModule', 'ParseHTML'].includes(event.name)) return `${event.name} ${fileName(data.url)}`;
  if (event.name === 'FunctionCall') return `FunctionCall ${String(data.functionName ?? '')}@${fileName(data.url)}`;
  if (['TimerFire', 'EventDispatch'].includes(event.name)) return `${event.name} ${String(data.type ?? '')}`;
  return event.name;
}

function analyse(file: string, slowdown: number, functionsAbove: number | undefined): void {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  // The page's main thread: the renderer main thread that ran the most tasks.
  let main: TraceEvent | undefined;
  let busiest = -1;
  for (const thread of events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')) {
    const busy = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask').reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (busy > busiest) [busiest, main] = [busy, thread];
  }
  if (!main) throw new Error(`${file}: no renderer main thread`);
  const { pid, tid } = main;
  const navigation = events.filter((event) => event.pid === pid && event.name === 'navigationStart' && event.args?.data?.documentLoaderURL).pop();
  const start = navigation?.ts ?? 0;
  const paint = events.find((event) => event.pid === pid && event.name === 'firstContentfulPaint' && event.ts >= start);
  console.log(`${file}: ${String(navigation?.args?.data?.documentLoaderURL ?? '?')}, first contentful paint at ${paint ? ((paint.ts - start) / 1000).toFixed(0) : '?'} ms`);

  // CPU samples (traces made with --cpu-profile): the stack of each sample.
  const frames = new Map<number, { frame: CallFrame; parent?: number }>();
  const samples: { ts: number; node: number }[] = [];
  const clock = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.id) clock.set(event.id, event.args?.data?.startTime ?? 0);
    if (event.name === 'ProfileChunk' && event.id) {
      const data = event.args?.data;
      for (const node of data?.cpuProfile?.nodes ?? []) frames.set(node.id, { frame: node.callFrame, ...(node.parent === undefined ? {} : { parent: node.parent }) });
      let ts = clock.get(event.id) ?? 0;
      const nodes = data?.cpuProfile?.samples ?? [];
      nodes.forEach((node, index) => {
        ts += data?.timeDeltas?.[index] ?? 0;
        samples.push({ ts, node });
      });
      clock.set(event.id, ts);
    }
  }
  samples.sort((a, b) => a.ts - b.ts);

  const threshold = (BLOCKING_MS / slowdown) * 1000;
  const tasks = events.filter((event) => event.pid === pid && event.tid === tid && event.name === 'RunTask' && (event.dur ?? 0) >= threshold && event.ts >= start);
  let total = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    // Only what runs after the first paint blocks (Lighthouse's rule).
    const blocking = paint && end > paint.ts ? Math.max(0, ((end - Math.max(task.ts, paint.ts)) * slowdown) / 1000 - BLOCKING_MS) : 0;
    total += blocking;
    const kinds = new Map<string, number>();
    for (const event of events) {
      if (event.pid !== pid || event.tid !== tid || event.ph !== 'X' || event.name === 'RunTask' || event.ts < task.ts || event.ts >= end || (event.dur ?? 0) < 1000) continue;
      const label = eventLabel(event);
      kinds.set(label, (kinds.get(label) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const observed = (task.dur ?? 0) / 1000;
    console.log(`  task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${observed.toFixed(1)} ms (x${slowdown}: ${(observed * slowdown).toFixed(0)} ms, blocking ${blocking.toFixed(0)} ms)`);
    const top = [...kinds.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
    if (top.length > 0) console.log(`    ${top.map(([label, ms]) => `${label} ${ms.toFixed(1)}`).join(' | ')}`);
    if (functionsAbove === undefined || samples.length === 0) continue;
    const inclusive = new Map<string, number>();
    let previous: number | undefined;
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= end) continue;
      const elapsed = previous === undefined ? 0 : (sample.ts - previous) / 1000;
      previous = sample.ts;
      const seen = new Set<string>();
      for (let id: number | undefined = sample.node; id !== undefined; id = frames.get(id)?.parent) {
        const frame = frames.get(id)?.frame;
        if (!frame) break;
        const label = frameLabel(frame);
        if (seen.has(label)) continue;
        seen.add(label);
        inclusive.set(label, (inclusive.get(label) ?? 0) + elapsed);
      }
    }
    for (const [label, ms] of [...inclusive.entries()].filter(([, ms]) => ms >= functionsAbove).sort((a, b) => b[1] - a[1])) console.log(`      ${ms.toFixed(1)} ${label}`);
  }
  console.log(`  total blocking time at x${slowdown}: ${total.toFixed(0)} ms over ${tasks.length} tasks of ${(threshold / 1000).toFixed(1)} ms or more`);
}

const argv = process.argv.slice(2);
const option = (name: string): number | undefined => {
  const index = argv.indexOf(name);
  return index === -1 ? undefined : Number(argv.splice(index, 2)[1]);
};
const slowdown = option('--slowdown') ?? 4;
const functionsAbove = option('--functions');
if (argv.length === 0) {
  console.log('npm run long-tasks -- <trace.json> [...] [--slowdown 4] [--functions 2]');
  process.exitCode = 1;
}
for (const file of argv) analyse(file, slowdown, functionsAbove);
