import { describe, expect, it } from 'vitest';
import { isUuid } from './ids.ts';

describe('isUuid', () => {
  it('takes a whole UUID in either case', () => {
    expect(isUuid('467acbd1-81fa-4054-8f6c-6f9af8f2ba08')).toBe(true);
    expect(isUuid('467ACBD1-81FA-4054-8F6C-6F9AF8F2BA08')).toBe(true);
  });

  it('refuses anything else, a UUID inside other text included', () => {
    for (const value of ['', 'TXN49EEF1946E38', '467acbd1-81fa-4054-8f6c-6f9af8f2ba0', 'x467acbd1-81fa-4054-8f6c-6f9af8f2ba08', '467acbd1-81fa-4054-8f6c-6f9af8f2ba08/', '467acbd181fa40548f6c6f9af8f2ba08']) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
