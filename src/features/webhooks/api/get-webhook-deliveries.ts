import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDelivery } from '../../../../domain/webhooks.ts';
import { apiData } from '../../../lib/api-client.ts';

export function getWebhookDeliveriesQueryOptions(endpointId: string) {
  return queryOptions({
    queryKey: ['/webhook-endpoints', endpointId, 'deliveries'],
    queryFn: ({ signal }) => apiData<{ items: WebhookDelivery[]; nextCursor: string | null }>(`/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries`, { signal }),
    // A delivery is attempted within seconds of its event: the open log follows it.
    refetchInterval: (query) => (query.state.data?.items.some((delivery) => delivery.status === 'pending' && delivery.attemptCount === 0) ? 1500 : 10_000),
  });
}

export function useWebhookDeliveries(endpointId: string) {
  return useQuery(getWebhookDeliveriesQueryOptions(endpointId));
}
