/**
 * The public checkout's calls (no sign-in needed; the session, when there is one, is sent as
 * always and makes the payment the user's). A guest's follow-up calls carry the client secret.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateCheckoutPaymentInput } from '../../../../domain/api/checkout.ts';
import { CLIENT_SECRET_HEADER, type CheckoutPayment, type CreateCheckoutPaymentResponse } from '../../../../domain/checkout.ts';
import type { CheckoutLink, CheckoutMerchant } from '../../../../domain/payment-links.ts';
import { ApiError, apiData } from '../../../lib/api-client.ts';

/** 404 and 410 are answers, not glitches: asking again changes nothing. */
const retryUnlessAnswered = (count: number, error: Error) => !(error instanceof ApiError && error.status < 500) && count < 1;

export function getCheckoutMerchantQueryOptions(merchantId: string) {
  return queryOptions({
    queryKey: ['/checkout/merchants', merchantId],
    queryFn: ({ signal }) => apiData<CheckoutMerchant>(`/checkout/merchants/${encodeURIComponent(merchantId)}`, { signal }),
    retry: retryUnlessAnswered,
    staleTime: 60_000,
  });
}

export function useCheckoutMerchant(merchantId: string) {
  return useQuery(getCheckoutMerchantQueryOptions(merchantId));
}

export function getCheckoutLinkQueryOptions(merchantId: string, linkId: string | null) {
  return queryOptions({
    queryKey: ['/checkout/merchants', merchantId, 'links', linkId],
    queryFn: ({ signal }) => apiData<CheckoutLink>(`/checkout/merchants/${encodeURIComponent(merchantId)}/links/${encodeURIComponent(linkId ?? '')}`, { signal }),
    enabled: linkId !== null,
    retry: retryUnlessAnswered,
  });
}

export function useCheckoutLink(merchantId: string, linkId: string | null) {
  return useQuery(getCheckoutLinkQueryOptions(merchantId, linkId));
}

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
