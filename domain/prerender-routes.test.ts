import { describe, expect, it } from 'vitest';
import { patternSource, prerenderedRouteFor, renderPathFor } from './prerender-routes.ts';

describe('prerendered routes', () => {
  it('finds the page of an address, and none for other addresses', () => {
    expect(prerenderedRouteFor('/login')?.file).toBe('login.html');
    expect(prerenderedRouteFor('/login/')?.file).toBe('login.html');
    expect(prerenderedRouteFor('/')?.file).toBe('index.html');
    expect(prerenderedRouteFor('/login/extra')).toBeUndefined();
    expect(prerenderedRouteFor('/dashboard')).toBeUndefined();
    // The checkout's shell: one page for every merchant.
    expect(prerenderedRouteFor('/pay/0b7c7d4e-1111-4222-8333-944445555666')?.file).toBe('pay.html');
    expect(prerenderedRouteFor('/pay')).toBeUndefined();
  });

  it('renders a :param pattern at a placeholder address and matches any value in the browser', () => {
    expect(renderPathFor('/pay/:merchantId')).toBe('/pay/_');
    const address = new RegExp(patternSource('/pay/:merchantId'));
    expect(address.test('/pay/0b7c7d4e-1111-4222-8333-944445555666')).toBe(true);
    expect(address.test('/pay/a/b')).toBe(false);
    expect(new RegExp(patternSource('/')).test('/')).toBe(true);
    expect(new RegExp(patternSource('/')).test('/login')).toBe(false);
  });
});
