/**
 * The public checkout's calls (no sign-in needed; the session, when there is one, is sent as
 * always and makes the payment the user's). A guest's follow-up calls carry the client secret.
 */
import type { CreateCheckoutPaymentInput } from '../../../../domain/api/checkout.ts';
import { CLIENT_SECRET_HEADER, type CheckoutPayment, type CreateCheckoutPaymentResponse } from '../../../../domain/checkout.ts';
import { apiData } from '../../../lib/api-client.ts';

// The merchant and the link are read by ../checkout-seed.ts (no React Query on the checkout: issue 42).

const secretHeader = (secret: string | null): Record<string, string> => (secret ? { [CLIENT_SECRET_HEADER]: secret } : {});

export function createCheckoutPayment(body: CreateCheckoutPaymentInput, idempotencyKey: string): Promise<CreateCheckoutPaymentResponse> {
  return apiData<CreateCheckoutPaymentResponse>('/checkout/payments', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function fetchCheckoutPayment(id: string, secret: string | null, signal?: AbortSignal): Promise<CheckoutPayment> {
  return apiData<CheckoutPayment>(`/checkout/payments/${encodeURIComponent(id)}`, { headers: secretHeader(secret), ...(signal ? { signal } : {}) });
}

export type PaymentAction = 'code' | 'confirm' | 'cancel';

export function checkoutPaymentAction(id: string, action: PaymentAction, secret: string | null, idempotencyKey: string, body?: { code: string }): Promise<CheckoutPayment> {
  return apiData<CheckoutPayment>(`/checkout/payments/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    ...(body ? { body } : {}),
    headers: { ...secretHeader(secret), 'Idempotency-Key': idempotencyKey },
  });
}
