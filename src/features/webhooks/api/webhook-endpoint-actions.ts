/**
 * Writes on webhook endpoints. Online only (an endpoint is set up at a desk, and its secret must
 * be shown at once); each call carries its own Idempotency-Key, so a retried request runs once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret, WebhookEventType } from '../../../../domain/webhooks.ts';
import { apiData, type RequestOptions } from '../../../lib/api-client.ts';
import { getWebhookDeliveriesQueryOptions } from './get-webhook-deliveries.ts';
import { getWebhookEndpointsQueryOptions } from './get-webhook-endpoints.ts';

const endpointPath = (id: string) => `/webhook-endpoints/${encodeURIComponent(id)}`;

function write<T>(path: string, method: RequestOptions['method'], body?: unknown): Promise<T> {
  return apiData<T>(path, { method, body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
}

export function useWebhookEndpointActions() {
  const queryClient = useQueryClient();
  const refreshEndpoints = () => queryClient.invalidateQueries({ queryKey: getWebhookEndpointsQueryOptions().queryKey });
  const refreshDeliveries = (endpointId: string) => queryClient.invalidateQueries({ queryKey: getWebhookDeliveriesQueryOptions(endpointId).queryKey });
  return {
    create: useMutation({
      mutationFn: (input: { url: string; events: WebhookEventType[] }) => write<WebhookEndpointWithSecret>('/webhook-endpoints', 'POST', input),
      onSuccess: refreshEndpoints,
    }),
    update: useMutation({
      mutationFn: ({ id, ...changes }: { id: string; events?: WebhookEventType[]; enabled?: boolean }) => write<WebhookEndpoint>(endpointPath(id), 'PATCH', changes),
      onSuccess: refreshEndpoints,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiData<{ id: string }>(endpointPath(id), { method: 'DELETE' }),
      onSuccess: refreshEndpoints,
    }),
    rotate: useMutation({
      mutationFn: (id: string) => write<WebhookEndpointWithSecret>(`${endpointPath(id)}/rotate-secret`, 'POST'),
      onSuccess: refreshEndpoints,
    }),
    sendTest: useMutation({
      mutationFn: (id: string) => write<WebhookDelivery>(`${endpointPath(id)}/test`, 'POST'),
      onSuccess: (delivery) => refreshDeliveries(delivery.endpointId),
    }),
    resend: useMutation({
      mutationFn: ({ endpointId, eventId }: { endpointId: string; eventId: string }) => write<WebhookDelivery>(`${endpointPath(endpointId)}/resend`, 'POST', { eventId }),
      onSuccess: (delivery) => refreshDeliveries(delivery.endpointId),
    }),
  };
}

export type WebhookEndpointActions = ReturnType<typeof useWebhookEndpointActions>;
