import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyView, CreateApiKeyInput, CreatedApiKeyView } from '../../../../domain/api/api-keys.ts';
import { apiData } from '../../../lib/api-client.ts';

export function apiKeysQueryOptions() {
  return queryOptions({
    queryKey: ['/api-keys'],
    queryFn: ({ signal }) => apiData<ApiKeyView[]>('/api-keys', { signal }),
  });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    // One tap, one key: a key's answer (the secret) is never replayed, so no Idempotency-Key here.
    mutationFn: (input: CreateApiKeyInput) => apiData<CreatedApiKeyView>('/api-keys', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api-keys'] }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiData<ApiKeyView>(`/api-keys/${encodeURIComponent(id)}/revoke`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api-keys'] }),
  });
}
