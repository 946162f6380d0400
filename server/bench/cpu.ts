/**
 * CPU time read from /proc (Linux), for the benchmarks' "where did the time go" columns: on a
 * shared machine a run's requests/s moves by ±10% between runs, while the CPU each operation
 * cost the server process, PostgreSQL and the load generator moves much less.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** /proc/<pid>/stat's user and system time of a process, in ms (Linux reports it in 1/100 s). */
export function processCpuMs(pid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // the process ended meanwhile
  }
}

/** CPU used so far by every PostgreSQL process on this machine (ms). */
export function postgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += processCpuMs(pid);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** CPU used so far by this process (ms). */
export function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
