/**
 * What may reach a log line (issue 22: data at rest and in logs). Logs carry ids and codes, never
 * personal data:
 * - errors: Drizzle puts every SQL parameter (names, addresses, emails) into its error message,
 *   and PostgreSQL's own message and `detail` quote the offending values. An error is logged as
 *   its type, its SQLSTATE code and the names of the table/column/constraint involved, the SQL
 *   text with placeholders only, and the stack frames without the message line;
 * - requests: method, path (with secret path segments redacted) and the names of query
 *   parameters, never their values; bodies are never logged.
 */

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** PostgreSQL error fields that name things in our schema, never user data. */
const SAFE_DATABASE_FIELDS = ['severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;

interface LoggableError {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  query?: unknown;
  stack?: unknown;
  cause?: unknown;
  [field: string]: unknown;
}

function stackFrames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

function isDatabaseError(error: LoggableError): boolean {
  return typeof error.code === 'string' && SQLSTATE.test(error.code);
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** Pino serializer for `err`: safe to keep for a year in any log store. */
export function serializeErrorForLog(value: unknown): LoggedError {
  return serializeError(value, 0);
}

function serializeError(value: unknown, depth: number): LoggedError {
  if (value === null || typeof value !== 'object') return { type: typeof value, message: '', stack: '' };
  const error = value as LoggableError;
  const type = typeof error.name === 'string' ? error.name : 'Error';
  const serialized: LoggedError = { type, message: '', stack: stackFrames(error.stack) ?? '' };
  if (typeof error.query === 'string') {
    // A Drizzle query error: the SQL text has $1 placeholders; its message also lists the values.
    serialized.message = 'Failed query';
    serialized.query = error.query;
  } else if (isDatabaseError(error)) {
    serialized.message = `database error ${String(error.code)}`;
  } else {
    serialized.message = typeof error.message === 'string' ? error.message : '';
  }
  if (typeof error.code === 'string' || typeof error.code === 'number') serialized.code = error.code;
  if (isDatabaseError(error)) {
    for (const field of SAFE_DATABASE_FIELDS) {
      if (typeof error[field] === 'string') serialized[field] = error[field];
    }
  }
  const statusCode = error.statusCode;
  if (typeof statusCode === 'number') serialized.statusCode = statusCode;
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** Query values may be phone numbers or emails (`?to=`): only their names are logged. */
export function redactQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=')[0] ?? ''}=…`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}
