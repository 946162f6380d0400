/**
 * Issue 41: PostgreSQL parses and analyses a statement every time it arrives unnamed, and the
 * dashboard's reads are large (the activity list is a union over payments, refunds and payouts,
 * 22 columns and some 50 parameters): the list's parse alone cost more than its execution. A
 * pooled connection here gives every parameterised statement Drizzle sends a name made from its
 * text, so PostgreSQL parses it once per connection.
 *
 * Plans stay per call, made with the call's values (CUSTOM_PLANS, on every connection that
 * prepares): PostgreSQL's default switches a statement to one generic plan after five runs when
 * it estimates that plan no dearer, and on the seeded set those generic plans ran 3 to 5 times
 * slower (the activity list's keys 14 ms against 2.8 ms, a month's statement sums 71 ms against
 * 12.5 ms: the estimates cannot see that one merchant holds 100,000 payments).
 *
 * What stays unnamed, as before:
 * - statements without parameters (transaction control, scripts: the extended protocol a name
 *   needs takes one statement at a time), and text passed as a plain string (migrations);
 * - new texts once a connection holds `limit` names, so a connection's memory stays bounded
 *   (statements whose text varies with their input, such as IN lists, cannot fill it up).
 * `limit` 0 names nothing: for a pooler in transaction mode (PgBouncer before 1.21), where the
 * next transaction may run on a server connection that never saw the statement.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/** The session setting that keeps plans per call (see above). */
export const CUSTOM_PLANS = '-c plan_cache_mode=force_custom_plan';

/** Statement names by text, shared by the connections (hashing a 10 KB text costs ~20 µs). */
const namesByText = new Map<string, string>();
const NAMES_KEPT = 2_000;

export function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    if (namesByText.size >= NAMES_KEPT) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

function isConfig(value: unknown): value is QueryConfigLike {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'text' in value && !('submit' in value);
}

/** pg's own query, called with the arguments as they came (its overloads cannot be picked for a pass-through). */
const baseQuery = pg.Client.prototype.query as (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

/** A pg Client class that names parameterised statements, at most `limit` per connection. */
export function namingClient(limit: number): typeof pg.Client {
  return class NamingClient extends pg.Client {
    readonly #named = new Set<string>();

    // pg's query has a dozen overloads; this looks at the first argument's form and passes every call on.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
    override query(config: any, values?: any, callback?: any): any {
      if (limit > 0 && isConfig(config) && config.name === undefined && typeof config.text === 'string') {
        const params: unknown = Array.isArray(values) ? values : config.values;
        if (Array.isArray(params) && params.length > 0) {
          const name = statementName(config.text);
          if (this.#named.has(name) || this.#named.size < limit) {
            this.#named.add(name);
            return baseQuery.call(this, { ...config, name }, values, callback);
          }
        }
      }
      return baseQuery.call(this, config, values, callback);
    }
  };
}
