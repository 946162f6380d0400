import { readableError } from '../../../lib/error-message.ts';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FREQUENT_PAYMENTS_LIMIT, type FrequentPayment } from '../../../../domain/pending-payments.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/statuses.ts';
import { Avatar } from '../../../components/ui/avatar/Avatar.tsx';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { Skeleton } from '../../../components/ui/skeleton/Skeleton.tsx';
import { LastUpdated } from '../../../components/ui/last-updated/LastUpdated.tsx';
import { paths } from '../../../config/paths.ts';
import { Staged } from '../../../lib/staged.tsx';
import { useFrequentPayments } from '../api/get-frequent-payments.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Tile = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  &:hover strong { text-decoration: underline; }
`;

/** A tile's room while the list loads: its height with a wrapped name (phones) or one line. */
const TileSkeleton = styled.div`
  min-height: 172px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[3]};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  ${({ theme }) => theme.media.mobile} { min-height: 190px; }
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function FrequentTile({ payment }: { payment: FrequentPayment }) {
  return (
    // One tap: the checkout opens with the last amount and the usual method already filled in.
    <Tile
      to={paths.payMerchant.getHref(payment.merchantId, { amount: Math.round(payment.lastPaymentAmount / 100), method: payment.preferredPaymentMethod })}
      data-testid="frequent-payment"
    >
      <Avatar name={payment.merchantName} size="sm" />
      <strong>{payment.merchantName}</strong>
      <Muted>
        {payment.category} · {payment.paymentCount} {payment.paymentCount === 1 ? 'payment' : 'payments'}
      </Muted>
      <Muted>
        Last {formatMoney(payment.lastPaymentAmount, payment.currency)} · {PAYMENT_METHOD_LABELS[payment.preferredPaymentMethod]}
      </Muted>
    </Tile>
  );
}

// The grid of four tiles the dashboard shows (SPEC §9), so nothing below moves when they come.
const frequentSkeleton = (
  <Grid role="status" aria-label="Loading frequent payments">
    {Array.from({ length: FREQUENT_PAYMENTS_LIMIT }, (_, index) => (
      <TileSkeleton key={index}>
        <Skeleton width="32px" height="32px" round />
        <Skeleton width="80%" />
        <Skeleton width="60%" height="12px" />
      </TileSkeleton>
    ))}
  </Grid>
);

function FrequentPaymentsBody() {
  const frequent = useFrequentPayments();
  if (frequent.isPending) return frequentSkeleton;
  if (frequent.isError) {
    return <ErrorState what="your frequent payments" message={readableError(frequent.error)} onRetry={() => void frequent.refetch()} retrying={frequent.isFetching} />;
  }
  if (frequent.data.items.length === 0) {
    return <EmptyState title="No frequent payments yet" text="Merchants you pay often will show up here for one-tap payments." />;
  }
  return (
    <>
      <Grid>
        {frequent.data.items.map((payment) => (
          <FrequentTile key={payment.id} payment={payment} />
        ))}
      </Grid>
      <LastUpdated at={frequent.data.savedAt} />
    </>
  );
}

/**
 * Dashboard: up to four merchants the user pays most (SPEC §9), derived by the server. The tiles
 * mount in a stage of their own (lib/staged.tsx), with their loading room until then.
 */
export const FrequentPaymentsSection = memo(function FrequentPaymentsSection() {
  return (
    <SectionCard title="Frequent payments" id="frequent-payments" action={<Link to={paths.frequentPayments.getHref()}>View all</Link>}>
      <Staged fallback={frequentSkeleton}>
        <FrequentPaymentsBody />
      </Staged>
    </SectionCard>
  );
});

export function FrequentPaymentsList() {
  return <FrequentPaymentsBody />;
}
