/**
 * Payment links (issue 10) against the checkout work's contract: GET/POST /payment-links and
 * POST /payment-links/{id}/disable. A new link goes through the outbox (DESIGN §2) with an id
 * made on this phone, so its address and QR exist at once, offline too ("waiting to sync"); the
 * server makes the same link from the same id however often the outbox sends it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePaymentLinkInput as CreatePaymentLinkRequest } from '../../../../domain/api/payment-links.ts';
import type { PaymentLink } from '../../../../domain/payment-links.ts';

/** A link made on this phone: its id is chosen here, so its address and QR exist before it syncs. */
export type CreatePaymentLinkInput = CreatePaymentLinkRequest & { id: string };
import { apiData } from '../../../lib/api-client.ts';
import { discardQueuedWrite, enqueueWrite, waitForOutcome } from '../../../lib/outbox/index.ts';

export const PAYMENT_LINKS_PATH = '/payment-links';
const LIST_LIMIT = 50;
/** Online, how long the form waits for the server before it says "waiting to sync". */
const CREATE_WAIT_MS = 10_000;

type LinkPage = { items: PaymentLink[]; nextCursor: string | null };

export function getPaymentLinksQueryOptions() {
  return queryOptions({
    queryKey: [PAYMENT_LINKS_PATH],
    queryFn: async ({ signal }) => (await apiData<LinkPage>(`${PAYMENT_LINKS_PATH}?limit=${LIST_LIMIT}`, { signal })).items,
    meta: { persist: true },
    networkMode: 'offlineFirst',
  });
}

export function usePaymentLinks(enabled: boolean) {
  return useQuery({ ...getPaymentLinksQueryOptions(), enabled });
}

export type CreateLinkOutcome = { kind: 'created'; link: PaymentLink } | { kind: 'queued'; input: CreatePaymentLinkInput };

export async function createPaymentLink(input: CreatePaymentLinkInput): Promise<CreateLinkOutcome> {
  const row = await enqueueWrite({ method: 'POST', path: PAYMENT_LINKS_PATH, body: { ...input }, label: `Payment link “${input.description}”` });
  const outcome = await waitForOutcome(row, navigator.onLine ? CREATE_WAIT_MS : 0);
  if (outcome.kind === 'sent') return { kind: 'created', link: (outcome.body as { data: PaymentLink }).data };
  if (outcome.kind === 'failed') {
    // The form shows the reason now; leaving the row would repeat it under "needs attention".
    await discardQueuedWrite(row.id);
    throw outcome.error;
  }
  return { kind: 'queued', input };
}

export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  const key = getPaymentLinksQueryOptions().queryKey;
  return useMutation({
    mutationFn: createPaymentLink,
    // The outbox is made for no network: React Query must not hold the write back while offline.
    networkMode: 'always',
    onSuccess: async (outcome) => {
      if (outcome.kind === 'created') {
        queryClient.setQueryData(key, (list) => [outcome.link, ...(list ?? []).filter((link) => link.id !== outcome.link.id)]);
        await queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

export function useDisablePaymentLink() {
  const queryClient = useQueryClient();
  const key = getPaymentLinksQueryOptions().queryKey;
  return useMutation({
    mutationFn: (id: string) =>
      apiData<PaymentLink>(`${PAYMENT_LINKS_PATH}/${encodeURIComponent(id)}/disable`, { method: 'POST', headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    onSuccess: async (link) => {
      queryClient.setQueryData(key, (list) => list?.map((item) => (item.id === link.id ? link : item)));
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
