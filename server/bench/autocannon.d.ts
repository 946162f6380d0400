// The few parts of autocannon 9 the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface RawRequest {
    method: string;
    path: string;
    headers: Record<string, string>;
    body: string;
  }
  /** One entry of a connection's request list; `context` is per connection, reset every round. */
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Builds the request from the defaults; null ends the round (back to the first entry). */
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest | null;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    /** Requests each connection cycles through. */
    requests?: Request[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Count per HTTP status, keyed by the status as text. */
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
