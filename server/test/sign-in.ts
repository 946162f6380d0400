/** Signs a phone number in the way a client does: send code, read it from the dev outbox, verify. */
import type { FastifyInstance } from 'fastify';
import type { DevMessage, VerifyPhoneResponse } from '../../domain/api-contract.ts';

let nextIp = 0;

export async function signIn(app: FastifyInstance, phone: string): Promise<VerifyPhoneResponse> {
  nextIp += 1;
  // A distinct client address per sign-in keeps the per-IP auth limits out of these tests.
  const remoteAddress = `192.0.2.${(nextIp % 250) + 1}`;
  const send = await app.inject({ method: 'POST', url: '/api/v1/auth/phone/login', payload: { phone }, remoteAddress });
  if (send.statusCode !== 200) throw new Error(`sending a code failed: ${send.statusCode} ${send.body}`);
  const outbox = await app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent(`+232${phone}`)}` });
  const [message] = outbox.json<{ data: DevMessage[] }>().data;
  if (!message?.code) throw new Error(`no code in the outbox for ${phone}`);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/phone/verify-otp',
    payload: { phone, code: message.code },
    remoteAddress,
  });
  if (verify.statusCode !== 200) throw new Error(`verifying the code failed: ${verify.statusCode} ${verify.body}`);
  return verify.json<{ data: VerifyPhoneResponse }>().data;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
