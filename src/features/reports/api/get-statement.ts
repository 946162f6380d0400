import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Statement } from '../../../../domain/api/reports.ts';
import { apiData } from '../../../lib/api-client.ts';

/** `month`: YYYY-MM (Africa/Freetown = UTC). */
export function getStatementQueryOptions(month: string) {
  return queryOptions({
    queryKey: ['/reports/statement', month],
    queryFn: ({ signal }) => apiData<Statement>(`/reports/statement?month=${month}`, { signal }),
  });
}

export function useStatement(month: string, enabled = true) {
  return useQuery({ ...getStatementQueryOptions(month), enabled });
}
