/**
 * Driving activation and the back office as clients do (issue 34 tests): a multipart upload, a
 * merchant with a verified payout account, step-up codes for staff decisions.
 */
import type { FastifyInstance } from 'fastify';
import type { DevMessage } from '../../domain/api-contract.ts';
import { freshIp } from './auth-helpers.ts';

export interface Answer<T> {
  status: number;
  body: { data: T; error?: { code: string; message: string; details?: { field: string; message: string }[] } };
  headers: Record<string, unknown>;
}

export function client(app: FastifyInstance) {
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, headers: Record<string, string> = {}): Promise<Answer<T>> => {
    const response = await app.inject({ method, url, remoteAddress: freshIp(), headers: { authorization: `Bearer ${token}`, ...headers }, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const newestCode = async (to: string, containing: string): Promise<string> => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent(to)}` });
    return response.json<{ data: DevMessage[] }>().data.find((message) => message.body.includes(containing))?.code ?? '';
  };
  return {
    call,
    newestCode,
    /** A fresh step-up code for `purpose` to the signed-in user's own phone (the caller keeps 60 s between sends). */
    async stepUp(token: string, phoneE164: string, purpose: 'staff_action' | 'payout_account' | 'payout'): Promise<string> {
      const sent = await call('POST', '/api/v1/step-up/code', token, { purpose });
      if (sent.status !== 200) throw new Error(`step-up code not sent: ${sent.status} ${JSON.stringify(sent.body)}`);
      const marker = purpose === 'staff_action' ? 'staff action' : purpose === 'payout' ? 'confirm a payout' : 'change where your payouts go';
      return newestCode(phoneE164, marker);
    },
    async upload(token: string, kind: string, bytes: Buffer, fileName = 'id.jpg'): Promise<Answer<{ id: string; contentType: string }>> {
      const boundary = '----salone' + Math.random().toString(16).slice(2);
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/activation/documents',
        remoteAddress: freshIp(),
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
  };
}

/** The smallest JPEG header and some bytes: what a phone's photo starts with. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), Buffer.alloc(2048, 7)]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

export const COMPLETE_DETAILS = {
  legalName: 'Kamara Trading Ltd',
  tradingName: 'Kamara Shop',
  kind: 'company',
  registrationNumber: 'SL-2024/1234',
  address: '12 Siaka Stevens Street, Freetown',
  district: 'Western Area',
  category: 'Retail',
  expectedMonthlyVolume: 5_000_000,
} as const;
