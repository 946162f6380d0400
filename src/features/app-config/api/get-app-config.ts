import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicAppConfig } from '../../../../domain/api-contract.ts';
import { DEFAULT_FEE_RULES } from '../../../../domain/fees.ts';
import { apiData } from '../../../lib/api-client.ts';

/** Shown until the server answers (or when offline with nothing cached). */
export const DEFAULT_APP_CONFIG: PublicAppConfig = {
  supportEmail: 'support@salonepay.sl',
  publicUrl: null,
  feeRules: DEFAULT_FEE_RULES,
  claims: { centralBankLicence: false, iso27001: false, pciDss: false },
};

export function getAppConfigQueryOptions() {
  return queryOptions({
    queryKey: ['/config'],
    // Small and user-scoped: saved for an instant, offline-capable start (lib/persist.ts).
    meta: { persist: true },
    queryFn: ({ signal }) => apiData<PublicAppConfig>('/config', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The deploying business's public settings: support address, compliance claims and fees. */
export function useAppConfig(): PublicAppConfig {
  const query = useQuery(getAppConfigQueryOptions());
  return query.data ?? DEFAULT_APP_CONFIG;
}
