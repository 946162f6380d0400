import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { activityFilterEntries, hasActivityFilters, parseActivityFilters, type ActivityFilters } from '../../../../domain/activity-filters.ts';
import { ExportButton } from './ExportButton.tsx';
import { TransactionFilters } from './TransactionFilters.tsx';
import { TransactionList } from './TransactionList.tsx';

const Details = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[3]};
  summary { cursor: pointer; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  & > form { margin-top: ${({ theme }) => theme.space[3]}; }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * The activity list with its filters, totals and CSV export (issue 13). The filters live in the
 * URL's query (domain/activity-filters.ts), so a filtered view can be bookmarked and shared.
 */
export function ActivityReport({ canExport = true }: { canExport?: boolean }) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<ActivityFilters>(() => parseActivityFilters((key) => params.get(key)).filters, [params]);
  const apply = (next: ActivityFilters) => setParams(new URLSearchParams(activityFilterEntries(next)));
  return (
    <Stack>
      <Details open={hasActivityFilters(filters) || undefined}>
        <summary>Filter and search</summary>
        <TransactionFilters filters={filters} onApply={apply} />
      </Details>
      {/* A new filter set starts a new export: the last one's "Downloaded" line was about other rows. */}
      {/* Issue 35: a role without exports sees no export control (the server refuses it anyway). */}
      {canExport ? <ExportButton key={params.toString()} filters={filters} /> : null}
      <TransactionList filters={filters} />
    </Stack>
  );
}
