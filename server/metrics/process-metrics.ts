/**
 * Issue 40: what this process counts as it runs, in Prometheus' model (prom-client). One set per
 * process (a module-level registry): counters of requests, provider calls and job outcomes, and
 * Node's own (memory, event loop, handles). What the database knows (queue depth, webhook backlog)
 * and what belongs to one app (its streams, its pool) is read at scrape time (metrics.routes.ts).
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'salone_' });

/** Requests by route pattern (never the raw URL: ids would make a series per payment), method and status. */
export const httpRequests = new Counter({
  name: 'salone_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status code',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [processRegistry],
});

export const httpDuration = new Histogram({
  name: 'salone_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route pattern, method and status code',
  labelNames: ['route', 'method', 'status'] as const,
  // From a cached read to a slow provider call on 2G-era timeouts (15 s is the client's limit).
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
  registers: [processRegistry],
});

export const providerCalls = new Counter({
  name: 'salone_provider_calls_total',
  help: 'Calls to a payment provider, by provider and operation',
  labelNames: ['provider', 'operation'] as const,
  registers: [processRegistry],
});

export const providerErrors = new Counter({
  name: 'salone_provider_errors_total',
  help: 'Payment provider calls that failed (threw: network, refusal, bad answer), by provider and operation',
  labelNames: ['provider', 'operation'] as const,
  registers: [processRegistry],
});

export const jobOutcomes = new Counter({
  name: 'salone_jobs_processed_total',
  help: 'Jobs this process ran, by queue and outcome (completed, failed: pg-boss retries a failed one by its queue policy)',
  labelNames: ['queue', 'outcome'] as const,
  registers: [processRegistry],
});

/** The provider operations that reach the outside world (verifyCallback and hostedPageUrl are local). */
const PROVIDER_OPERATIONS = new Set(['initiate', 'submitCode', 'status', 'cancel', 'payout', 'payoutStatus']);

/** `provider` with every outside call counted (calls, and errors when it throws or rejects). */
export function instrumentProvider<T extends { readonly name: string }>(provider: T): T {
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !PROVIDER_OPERATIONS.has(property) || typeof value !== 'function') return value;
      const labels = { provider: target.name, operation: property };
      return (...args: unknown[]) => {
        providerCalls.inc(labels);
        try {
          const result: unknown = (value as (...params: unknown[]) => unknown).apply(target, args);
          if (result instanceof Promise) {
            return result.catch((error: unknown) => {
              providerErrors.inc(labels);
              throw error;
            });
          }
          return result;
        } catch (error) {
          providerErrors.inc(labels);
          throw error;
        }
      };
    },
  });
}
