/** The merchant's activation (issue 34): GET/PUT /activation, documents, submit. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivationDocumentView, ActivationView, SaveActivationInput } from '../../../../domain/api/activation.ts';
import { apiData, LONG_REQUEST_TIMEOUT_MS } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/step-up.ts';

export function activationQueryOptions() {
  return queryOptions({
    queryKey: ['/activation'] as const,
    staleTime: 60_000,
    queryFn: ({ signal }) => apiData<ActivationView>('/activation', { signal }),
  });
}

export function useActivation(enabled = true) {
  return useQuery({ ...activationQueryOptions(), enabled });
}

export function useSaveActivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveActivationInput) => apiData<ActivationView>('/activation', { method: 'PUT', body: input, headers: newIdempotencyKey() }),
    onSuccess: (view) => queryClient.setQueryData(activationQueryOptions().queryKey, view),
  });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: string; file: File }) => {
      const form = new FormData();
      form.set('kind', kind);
      form.set('file', file, file.name);
      return apiData<ActivationDocumentView>('/activation/documents', { method: 'POST', body: form, timeoutMs: LONG_REQUEST_TIMEOUT_MS });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activationQueryOptions().queryKey }),
  });
}

export function useSubmitActivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiData<ActivationView>('/activation/submit', { method: 'POST', body: { acceptTerms: true }, headers: newIdempotencyKey() }),
    onSuccess: (view) => queryClient.setQueryData(activationQueryOptions().queryKey, view),
  });
}
