import { beforeEach, describe, expect, it } from 'vitest';
import { clearPreviewAccess, decidePreviewAccess, PREVIEW_STORAGE_KEY } from './preview-access.ts';

describe('decidePreviewAccess', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the gate closed without the flag', () => {
    expect(decidePreviewAccess('https://pay.sl/dashboard', localStorage, 'preview')).toEqual({ granted: false });
  });

  it('grants access for the right secret, stores "1" and strips only that parameter', () => {
    const decision = decidePreviewAccess('https://pay.sl/login?preview-access=preview&ref=sms#top', localStorage, 'preview');
    expect(decision).toEqual({ granted: true, cleanedUrl: '/login?ref=sms#top' });
    expect(localStorage.getItem(PREVIEW_STORAGE_KEY)).toBe('1');
  });

  it('refuses a wrong secret but still removes it from the address', () => {
    const decision = decidePreviewAccess('https://pay.sl/?preview-access=guess', localStorage, 'preview');
    expect(decision).toEqual({ granted: false, cleanedUrl: '/' });
    expect(localStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });

  it('reads an earlier grant at start-up, and clearing it closes the gate again', () => {
    localStorage.setItem(PREVIEW_STORAGE_KEY, '1');
    expect(decidePreviewAccess('https://pay.sl/', localStorage, 'preview').granted).toBe(true);
    clearPreviewAccess(localStorage);
    expect(decidePreviewAccess('https://pay.sl/', localStorage, 'preview').granted).toBe(false);
  });
});
