/**
 * /business-tools → Reports (issue 13 part 2): takings per day for the last 30 days (chart and
 * table), the top payment links, the payout history and the printable monthly statement. Loaded
 * as its own chunk when business tools open, so nothing here weighs on the first route.
 */
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { OfflineState } from '../../../components/ui/state/OfflineState.tsx';
import { useOnline } from '../../../lib/online.ts';
import { readableError } from '../../../lib/error-message.ts';
import { getTakingsQueryOptions, TAKINGS_DAYS, useTakings } from '../api/get-takings.ts';
import { takingsSeries } from '../takings-series.ts';
import { MonthlyStatement } from './MonthlyStatement.tsx';
import { PayoutHistory } from './PayoutHistory.tsx';
import { TakingsChart } from './TakingsChart.tsx';
import { TopLinks } from './TopLinks.tsx';

const Part = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-of-type { border-top: 0; padding-top: 0; }
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: 0;
`;

function Takings() {
  const takings = useTakings();
  const series = takings.data ? takingsSeries(takings.data) : [];
  return (
    <>
      <Heading>Takings, last {TAKINGS_DAYS} days</Heading>
      {takings.isPending ? <ListSkeleton rows={2} label="Loading your takings" /> : null}
      {takings.isError ? <ErrorState what="your takings" message={readableError(takings.error)} onRetry={() => void takings.refetch()} retrying={takings.isFetching} /> : null}
      {takings.isSuccess && series.length === 0 ? <EmptyState title="No takings yet" text={`Completed payments of the last ${TAKINGS_DAYS} days show here, day by day.`} /> : null}
      {series.map((one) => (
        <TakingsChart key={one.currency} series={one} days={TAKINGS_DAYS} />
      ))}
    </>
  );
}

export function ReportsSection() {
  const online = useOnline();
  const queryClient = useQueryClient();
  // Reports are read live (not kept on the phone): offline and never loaded, one plain message
  // instead of four placeholders that wait for the network.
  if (!online && queryClient.getQueryData(getTakingsQueryOptions().queryKey) === undefined) {
    return (
      <SectionCard title="Reports" id="reports">
        <OfflineState what="This report" />
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Reports" id="reports">
      <Part>
        <Takings />
      </Part>
      <Part>
        <TopLinks days={TAKINGS_DAYS} />
      </Part>
      <Part>
        <PayoutHistory />
      </Part>
      <Part>
        <MonthlyStatement />
      </Part>
    </SectionCard>
  );
}

export default ReportsSection;
