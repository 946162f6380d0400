/**
 * GET /metrics (issue 40): Prometheus' text format. This process's counters (process-metrics.ts)
 * plus what is read when scraped: open live streams and the database pool of this process, and,
 * from the database (the same for every process), job queue depth and failures per queue and the
 * webhook deliveries pending and failed.
 *
 * Answered only to this machine (loopback, with no forwarding header: a client behind our own
 * proxy is not this machine) or to `Authorization: Bearer METRICS_TOKEN`; anyone else gets 403.
 * Outside /api/v1: no session, no quota (a scraper polls it every few seconds from one address).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import { ERROR_CODES } from '../../domain/errors.ts';
import type { Database } from '../db/client.ts';
import { QUEUES, type Jobs } from '../jobs/jobs.ts';
import { isFromThisMachine } from '../modules/dev-messages/dev-messages.routes.ts';
import { errorBody } from '../plugins/errors.ts';
import { httpDuration, httpRequests, processRegistry } from './process-metrics.ts';

export interface MetricsDeps {
  database: Database;
  jobs: Jobs;
  /** Live streams open in this process. */
  openStreams: () => number;
  token: string | undefined;
}

/** Counts every answer by its route pattern (`/api/v1/payments/:id`), never the raw URL. */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    // No route matched (404, a raw refusal): one series for all of them, whatever the URL.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { route, method: request.method, status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The gauges of one app: read at scrape time from its hub, its pool and the database. */
function appRegistry({ database, jobs, openStreams }: MetricsDeps): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'salone_live_streams_open',
    help: 'Live event streams (Server-Sent Events) open in this process',
    registers: [registry],
    collect() {
      this.set(openStreams());
    },
  });
  new Gauge({
    name: 'salone_jobs',
    help: 'Jobs in the database by queue and state: created and retry are the queue depth, active are running, failed have used up their retries',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobs.counts().catch(() => [])) this.set({ queue: row.queue, state: row.state }, Number(row.count));
    },
  });
  new Gauge({
    name: 'salone_jobs_queue_depth',
    help: 'Jobs waiting to run (created or retry), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      // Every queue has a series, 0 when empty: an alert on depth needs the series to exist.
      const depth = new Map<string, number>(Object.values(QUEUES).map((queue) => [queue.name, 0]));
      for (const row of await jobs.counts().catch(() => [])) {
        depth.set(row.queue, (depth.get(row.queue) ?? 0) + (row.state === 'created' || row.state === 'retry' ? Number(row.count) : 0));
      }
      for (const [queue, count] of depth) this.set({ queue }, count);
    },
  });
  new Gauge({
    name: 'salone_webhook_deliveries',
    help: 'Webhook deliveries still being tried (pending) and given up on (failed)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await database
        .withSession((session) =>
          session.query<{ pending: number; failed: number }>(
            "SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'failed')::int AS failed FROM webhook_deliveries",
          ),
        )
        .catch(() => []);
      this.set({ state: 'pending' }, Number(rows[0]?.pending ?? 0));
      this.set({ state: 'failed' }, Number(rows[0]?.failed ?? 0));
    },
  });
  if (database.poolStats) {
    const stats = database.poolStats;
    new Gauge({
      name: 'salone_db_pool_connections',
      help: 'PostgreSQL pool of this process: connections open (total), idle, checkouts waiting for one (waiting), and the most it opens (max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const now = stats();
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
        this.set({ state: 'max' }, now.max);
      },
    });
  }
  return registry;
}

export function metricsRoutes(deps: MetricsDeps) {
  const registry = appRegistry(deps);
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/metrics', async (request, reply) => {
      if (!isFromThisMachine(request) && !bearerMatches(request, deps.token)) {
        return reply
          .status(403)
          .header('Cache-Control', 'no-store')
          .send(errorBody(ERROR_CODES.forbidden, 'Metrics are answered only to this machine, or with the METRICS_TOKEN bearer token.'));
      }
      const text = (await processRegistry.metrics()) + (await registry.metrics());
      return reply.header('Content-Type', processRegistry.contentType).header('Cache-Control', 'no-store').send(text);
    });
  };
}
