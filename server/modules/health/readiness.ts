/**
 * Readiness (issue 40), apart from liveness (/health): may this process take traffic now? Yes when
 * the database answers, every migration in this build is applied (a process of a newer version
 * waits for its migrations; an older one keeps serving its own, all being additive), and it is
 * not draining after SIGTERM. A load balancer or process manager sends traffic only to ready ones.
 */
import Type, { type Static } from 'typebox';
import { listMigrations } from '../../db/migrate.ts';
import type { Database } from '../../db/client.ts';
import { isDraining } from '../../drain.ts';

export const ReadinessAnswer = Type.Object({
  data: Type.Object({
    ready: Type.Boolean(),
    checks: Type.Object({
      database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
      migrations: Type.Union([Type.Literal('applied'), Type.Literal('pending'), Type.Literal('unknown')]),
      draining: Type.Boolean(),
    }),
    /** Migrations of this build the database has not applied yet. */
    pendingMigrations: Type.Array(Type.String()),
  }),
});
export type Readiness = Static<typeof ReadinessAnswer>['data'];

const CHECK_TIMEOUT_MS = 2000;

export async function checkReadiness(database: Database): Promise<Readiness> {
  const draining = isDraining();
  let applied: Set<string> | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    const rows = await Promise.race([
      database.withSession((session) => session.query<{ name: string }>('SELECT name FROM schema_migrations')),
      new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS))),
    ]);
    applied = new Set(rows.map((row) => row.name));
  } catch {
    applied = undefined;
  } finally {
    // Answered: no timer of this check outlives it (issue 39).
    clearTimeout(timer);
  }
  const pendingMigrations = applied ? listMigrations().filter((name) => !applied.has(name)) : [];
  const migrations = applied === undefined ? 'unknown' : pendingMigrations.length > 0 ? 'pending' : 'applied';
  const database_ = applied === undefined ? 'unreachable' : 'ok';
  return {
    ready: database_ === 'ok' && migrations === 'applied' && !draining,
    checks: { database: database_, migrations, draining },
    pendingMigrations,
  };
}
