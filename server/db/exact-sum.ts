/**
 * Sums of money leave SQL exact (issue 36 item 2). PostgreSQL adds bigint amounts as numeric, with
 * no loss, and queries cast the sum to text; this turns that text into the API's integer only when
 * a JavaScript number holds it exactly (±2^53 − 1), and otherwise refuses with 422
 * `sum_too_large`. Number() alone had rounded 18014398517481982 to 18014398517481984 in a
 * takings report: a wrong figure is worse than no figure.
 */
import { ERROR_CODES } from '../../domain/errors.ts';
import { DomainError } from '../domain-error.ts';

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** An exact whole-number sum from SQL (text, bigint or number), as a number only if it is exact. */
export function checkedSum(value: unknown): number {
  const text = value === null || value === undefined ? '0' : String(value).trim();
  if (!/^-?\d+$/.test(text)) throw new Error(`A sum of money is not a whole number: ${text.slice(0, 40)}`);
  const exact = BigInt(text);
  if (exact > MAX || exact < -MAX) {
    throw new DomainError(ERROR_CODES.sumTooLarge, 'These amounts add up to more than can be shown exactly. Choose a shorter period or fewer items.');
  }
  return Number(exact);
}
