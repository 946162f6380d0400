import { describe, expect, it } from 'vitest';
import { interpretScan, merchantCodeFrom } from './pay-qr.ts';
import { checkoutUrl as payUrl } from './payment-links.ts';

const ORIGIN = 'https://pay.example.sl';
const MERCHANT = '3f1c2d4e-1111-4222-8333-444455556666';
const LINK = '9a8b7c6d-aaaa-4bbb-8ccc-ddddeeeeffff';

describe('interpretScan', () => {
  it('opens our own permanent and link QRs at their checkout path', () => {
    expect(interpretScan(payUrl(ORIGIN, MERCHANT), ORIGIN)).toEqual({ kind: 'checkout', path: `/pay/${MERCHANT}`, merchantId: MERCHANT, linkId: null });
    expect(interpretScan(` ${payUrl(ORIGIN, MERCHANT, LINK)}\n`, ORIGIN)).toEqual({ kind: 'checkout', path: `/pay/${MERCHANT}?link=${LINK}`, merchantId: MERCHANT, linkId: LINK });
    // Extra parameters and fragments never travel into the app.
    expect(interpretScan(`${ORIGIN}/pay/${MERCHANT}?link=${LINK}&next=https://evil.example#x`, ORIGIN)).toMatchObject({ path: `/pay/${MERCHANT}?link=${LINK}` });
  });

  it('calls anything else foreign: other sites, look-alike hosts, other paths, plain text, bad ids', () => {
    for (const text of [
      `https://evil.example/pay/${MERCHANT}`,
      `https://pay.example.sl.evil.example/pay/${MERCHANT}`,
      `https://pay.example.sl@evil.example/pay/${MERCHANT}`,
      `${ORIGIN}/pay/${MERCHANT}?link=${LINK}&link=${MERCHANT}`,
      `http://pay.example.sl/pay/${MERCHANT}`,
      `${ORIGIN}/dashboard`,
      `${ORIGIN}/pay/not-a-merchant`,
      `${ORIGIN}/pay/${MERCHANT}/extra`,
      `${ORIGIN}/pay/${MERCHANT}?link=drop-table`,
      'WIFI:S:Cafe;T:WPA;P:secret;;',
      'javascript:alert(1)',
      '',
    ]) {
      expect(interpretScan(text, ORIGIN), text).toEqual({ kind: 'foreign' });
    }
  });
});

describe('merchantCodeFrom', () => {
  it('takes a typed code or a pasted Salone Pay address', () => {
    expect(merchantCodeFrom(` ${MERCHANT.toUpperCase()} `, ORIGIN)).toBe(MERCHANT);
    expect(merchantCodeFrom(payUrl(ORIGIN, MERCHANT, LINK), ORIGIN)).toBe(MERCHANT);
    expect(merchantCodeFrom('12345', ORIGIN)).toBeUndefined();
    expect(merchantCodeFrom(`https://evil.example/pay/${MERCHANT}`, ORIGIN)).toBeUndefined();
  });
});
