/** Assertions shared by the hostile-input and fuzz tests: the envelope and headers every answer carries. */
import { expect } from 'vitest';

export interface AnswerLike {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Headers every answer carries, success or refusal (plugins/security-headers.ts). */
export const REQUIRED_SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
] as const;

export function envelopeProblem(answer: AnswerLike): string | null {
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `body is not JSON: ${answer.body.slice(0, 120)}`;
  }
  const error = (body as { error?: unknown } | null)?.error as { code?: unknown; message?: unknown } | undefined;
  if (!error || typeof error !== 'object') return `no error object: ${answer.body.slice(0, 120)}`;
  if (typeof error.code !== 'string' || !/^[a-z][a-z0-9_]*$/.test(error.code)) return `code is not snake_case: ${String(error.code)}`;
  if (typeof error.message !== 'string' || error.message === '') return 'message is missing';
  const extra = Object.keys(error).filter((key) => !['code', 'message', 'details'].includes(key));
  if (extra.length > 0) return `unexpected error fields ${extra.join(', ')}`;
  return null;
}

export function missingSecurityHeaders(answer: AnswerLike): string[] {
  return REQUIRED_SECURITY_HEADERS.filter((name) => typeof answer.headers[name] !== 'string');
}

/** The answer is `status` with `{ error: { code, message } }`, and carries every security header. */
export function expectRefusal(answer: AnswerLike, status: number, code: string, label = ''): void {
  expect(answer.statusCode, `${label} ${answer.body.slice(0, 300)}`).toBe(status);
  expect(envelopeProblem(answer), label).toBeNull();
  expect((JSON.parse(answer.body) as { error: { code: string } }).error.code, label).toBe(code);
  expect(missingSecurityHeaders(answer), label).toEqual([]);
}

/** The field names of a 400's details. */
export function detailFields(answer: AnswerLike): string[] {
  const body = JSON.parse(answer.body) as { error?: { details?: { field: string }[] } };
  return (body.error?.details ?? []).map((detail) => detail.field);
}
