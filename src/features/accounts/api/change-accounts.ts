import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkedAccount } from '../../../../domain/linked-accounts.ts';
import type { NewPayoutAccount } from '../../../../domain/payouts.ts';
import { apiData } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/step-up.ts';
import { getAccountsQueryOptions } from './get-accounts.ts';

/** Sends the proof code to a mobile money number; `sent` is false when none is needed. */
export function sendWalletCode(account: NewPayoutAccount): Promise<{ sent: boolean; resendAfterSeconds: number }> {
  return apiData('/accounts/wallet-code', { method: 'POST', body: account });
}

export interface LinkAccountInput {
  account: NewPayoutAccount;
  code: string;
  walletCode?: string;
}

function linkAccount({ account, code, walletCode }: LinkAccountInput): Promise<LinkedAccount> {
  return apiData('/accounts', { method: 'POST', body: { ...account, code, ...(walletCode ? { walletCode } : {}) }, headers: newIdempotencyKey() });
}

function changeAccount({ id, action, code }: { id: string; action: 'default' | 'deactivate'; code: string }): Promise<LinkedAccount> {
  return apiData(`/accounts/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: { code }, headers: newIdempotencyKey() });
}

export function useLinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAccountsQueryOptions().queryKey }),
  });
}

export function useChangeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAccountsQueryOptions().queryKey }),
  });
}
