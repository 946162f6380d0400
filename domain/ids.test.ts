import { describe, expect, it } from 'vitest';
import { idFromAddress, isUuid, NIL_UUID } from './ids.ts';

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

describe('idFromAddress', () => {
  it('keeps a UUID and reads anything else as the nil UUID, which no record has', () => {
    expect(idFromAddress('467acbd1-81fa-4054-8f6c-6f9af8f2ba08')).toBe('467acbd1-81fa-4054-8f6c-6f9af8f2ba08');
    for (const value of ['', 'freetown-fresh-market', "1' OR '1'='1"]) expect(idFromAddress(value)).toBe(NIL_UUID);
  });
});
