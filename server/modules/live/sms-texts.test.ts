/** Issue 17: every SMS fits one GSM-7 segment, whatever the names, and carries no secret. */
import { describe, expect, it } from 'vitest';
import { guestReceiptSms, isGsm7, merchantPaymentSms, SMS_SEGMENT_LIMIT, toGsm7 } from './sms-texts.ts';

// As receipts.service.ts makes it: the payment id and its 16-character token.
const RECEIPT_URL = 'https://pay.example.sl/receipts/3f1c2b9a-5d7e-4c1a-9b2f-0e8d7c6b5a41?t=Xk3_9aQm2LpZ-r7B';

describe('payment SMS texts', () => {
  it('the guest receipt names the amount, the merchant and the receipt link', () => {
    const text = guestReceiptSms({ amount: 2_500_000, currency: 'SLE', merchantName: 'Kamara Trading Enterprise', receiptUrl: RECEIPT_URL });
    expect(text).toBe(`Salone Pay: you paid Le 25,000 to Kamara Trading Enterprise. Receipt: ${RECEIPT_URL}`);
    expect(text.length).toBeLessThanOrEqual(SMS_SEGMENT_LIMIT);
    expect(isGsm7(text)).toBe(true);
  });

  it('a long business name with characters outside GSM-7 is folded and shortened to stay in one segment', () => {
    const text = guestReceiptSms({
      amount: 123_456_700,
      currency: 'SLE',
      merchantName: 'Crème “Best” Supermarket & Wholesale Distribution Company of Greater Freetown — Lumley Branch 🛒',
      receiptUrl: RECEIPT_URL,
    });
    expect(text.length).toBeLessThanOrEqual(SMS_SEGMENT_LIMIT);
    expect(isGsm7(text)).toBe(true);
    expect(text).toContain('Crème "Best" Super');
    expect(text).toContain('...');
    expect(text.endsWith(RECEIPT_URL)).toBe(true);
  });

  it("the merchant's alert gives amount, payer, method and reference in one segment", () => {
    const text = merchantPaymentSms({ amount: 80_000, currency: 'SLE', method: 'orange_money', payer: '****0002', reference: 'SPMEQ1Z2K4A1B2C3' });
    expect(text).toBe('Salone Pay: Le 800 received from ****0002 by Orange Money. Ref SPMEQ1Z2K4A1B2C3');
    const long = merchantPaymentSms({ amount: 80_000, currency: 'SLE', method: 'bank_transfer', payer: 'A'.repeat(300), reference: 'SPMEQ1Z2K4A1B2C3' });
    expect(long.length).toBeLessThanOrEqual(SMS_SEGMENT_LIMIT);
    expect(long).toContain('Ref SPMEQ1Z2K4A1B2C3');
  });

  it('toGsm7 keeps GSM letters and drops what no phone could show in GSM-7', () => {
    expect(toGsm7('Lumley Beach Café')).toBe('Lumley Beach Café');
    expect(toGsm7('Ōsaka\n Shop 😀')).toBe('Osaka Shop');
  });
});
