import { describe, expect, it } from 'vitest';
import { documentTitleFor } from './page-titles.ts';

describe('documentTitleFor: the tab names the page', () => {
  it.each([
    ['/pending-payments', 'Pending payments · Salone Pay'],
    ['/transactions/0b6f3f1e-1111-4222-8333-944444444444', 'Transaction · Salone Pay'],
    ['/login', 'Sign in · Salone Pay'],
    ['/fees', 'Fees · Salone Pay'],
    ['/privacy-policy', 'Privacy Policy · Salone Pay'],
    ['/', 'Salone Pay'],
    ['/no/such/page', 'Page not found · Salone Pay'],
  ])('%s → %s', (path, title) => {
    expect(documentTitleFor(path)).toBe(title);
  });
});
