import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '../../../../domain/webhooks.ts';
import { apiData } from '../../../lib/api-client.ts';

export function getWebhookEndpointsQueryOptions() {
  return queryOptions({
    queryKey: ['/webhook-endpoints'],
    queryFn: ({ signal }) => apiData<WebhookEndpoint[]>('/webhook-endpoints', { signal }),
  });
}

export function useWebhookEndpoints() {
  return useQuery(getWebhookEndpointsQueryOptions());
}
