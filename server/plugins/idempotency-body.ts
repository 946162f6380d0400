/**
 * What the idempotency plugin reads from bodies, without recursion (a hostile body 16,000 levels
 * deep must cost a 400, not the stack): the canonical JSON that a request hash is taken of, and the
 * check that an answer carries a secret and so must never be stored.
 */

/** Deeper bodies are refused before any hashing or storage: no form of ours nests past a few levels. */
export const MAX_BODY_DEPTH = 64;

export class BodyTooDeepError extends Error {
  constructor() {
    super(`The request body is nested more than ${MAX_BODY_DEPTH} levels deep`);
    this.name = 'BodyTooDeepError';
  }
}

type Frame = { kind: 'text'; text: string } | { kind: 'value'; value: unknown; depth: number };

/**
 * JSON with sorted keys, so the same body hashes the same whatever its key order; undefined
 * fields are left out and undefined array items become null, as JSON.stringify does.
 * Iterative (an explicit stack); throws BodyTooDeepError past MAX_BODY_DEPTH.
 */
export function canonicalJson(root: unknown, maxDepth = MAX_BODY_DEPTH): string {
  if (root === undefined) return '';
  const out: string[] = [];
  const stack: Frame[] = [{ kind: 'value', value: root, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.kind === 'text') {
      out.push(frame.text);
      continue;
    }
    const { value, depth } = frame;
    if (value === null || value === undefined || typeof value !== 'object') {
      out.push(value === undefined ? 'null' : JSON.stringify(value));
      continue;
    }
    if (depth >= maxDepth) throw new BodyTooDeepError();
    // Frames are pushed in reverse, so they pop (and print) in order.
    const parts: Frame[] = [];
    if (Array.isArray(value)) {
      parts.push({ kind: 'text', text: '[' });
      value.forEach((item: unknown, index) => {
        if (index > 0) parts.push({ kind: 'text', text: ',' });
        parts.push({ kind: 'value', value: item ?? null, depth: depth + 1 });
      });
      parts.push({ kind: 'text', text: ']' });
    } else {
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      parts.push({ kind: 'text', text: '{' });
      entries.forEach(([name, item], index) => {
        parts.push({ kind: 'text', text: `${index > 0 ? ',' : ''}${JSON.stringify(name)}:` });
        parts.push({ kind: 'value', value: item, depth: depth + 1 });
      });
      parts.push({ kind: 'text', text: '}' });
    }
    for (let index = parts.length - 1; index >= 0; index -= 1) stack.push(parts[index]!);
  }
  return out.join('');
}

/**
 * Field names whose string value is a credential (session tokens, API keys, webhook signing
 * secrets, client secrets, passwords), compared without case, `_` or `-`: `token`,
 * `sessionToken`, `clientSecret`, `webhook_secret`, `apiKey`, `secretKey`, `password`.
 */
const SECRET_FIELD = /(token|secret|password|apikey|secretkey|privatekey)$/;
/**
 * Values that are credentials whatever their field is called: merchant API keys, whsec_, and an
 * address that carries a secret in its query (a checkout URL with its payment's client secret).
 */
const SECRET_VALUE = /^(sk|rk)_(live|test)_|^whsec_|^[a-z]+:\/\/[^\s]*[?&](client_?)?secret=/i;
const SECRET_TEXT = /\b(sk|rk)_(live|test)_|\bwhsec_|[?&](client_?)?secret=/i;

function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name.toLowerCase().replace(/[_-]/g, ''));
}

/** True when a response body holds a secret a replay must not hand out again. Iterative. */
export function carriesSecret(body: string, contentType: string | null): boolean {
  if (!contentType?.includes('json')) return SECRET_TEXT.test(body);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body) as unknown;
  } catch {
    return SECRET_TEXT.test(body);
  }
  const stack: unknown[] = [parsed];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (SECRET_VALUE.test(value)) return true;
    } else if (Array.isArray(value)) {
      stack.push(...(value as unknown[]));
    } else if (value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
        if (typeof item === 'string' && item !== '' && isSecretField(name)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}
