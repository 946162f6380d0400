import styled from 'styled-components';
import { Skeleton } from '../../components/ui/skeleton/Skeleton.tsx';
import { useAccounts } from '../../features/accounts/api/get-accounts.ts';
import { LinkedAccountsSection } from '../../features/accounts/components/LinkedAccountsSection.tsx';
import { PaymentArrivals } from '../../features/live/components/PaymentArrivals.tsx';
import { BalanceCard } from '../../features/dashboard/components/BalanceCard.tsx';
import { GettingStartedCard } from '../../features/dashboard/components/GettingStartedCard.tsx';
import { QuickActions } from '../../features/dashboard/components/QuickActions.tsx';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { FrequentPaymentsSection } from '../../features/payments/components/FrequentPayments.tsx';
import { PendingPaymentsSection } from '../../features/payments/components/PendingPaymentsSection.tsx';
import { RecentActivitySection } from '../../features/transactions/components/RecentActivitySection.tsx';
import { useRefreshAfterMoneyEvent } from '../use-refresh-after-money-event.ts';
import { useActivation } from '../../features/activation/api/activation.ts';
import { useShellRole } from '../layouts/shell/use-shell-role.ts';
import { MySalesToday } from '../../features/members/components/MySalesToday.tsx';
import { useCurrentRole } from '../../features/members/current-role.ts';
import { LoadingHeading } from '../layouts/loading-heading.tsx';

const Greeting = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  h1 { font-size: ${({ theme }) => theme.fontSizes.xl}; overflow-wrap: anywhere; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The heading's line (xl at the body's line height 1.5): the skeleton takes the same room. */
const HeadingSlot = styled.div`
  display: grid;
  align-items: center;
  min-height: calc(${({ theme }) => theme.fontSizes.xl} * 1.5);
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

/**
 * SPEC §2 /dashboard: quick actions, accounts, activity, pending and frequent payments, getting started.
 * Issue 35: a member sees only what their role may: a seller gets their own sales today in place
 * of the business's balance and activity; payout accounts only for the roles that pay out.
 */
export function DashboardRoute() {
  const { may } = useCurrentRole();
  const payouts = may('payouts');
  const activity = may('activity.read');
  const profile = useProfile();
  const accounts = useAccounts(payouts);
  const firstName = profile.data?.fullName?.split(' ')[0];
  const refreshAfterEvent = useRefreshAfterMoneyEvent();
  // Issue 34: merchants see "Activate your account" among the first steps until approved.
  const merchant = useShellRole() === 'Merchant';
  const activation = useActivation(merchant);
  return (
    <Column>
      <Greeting>
        <HeadingSlot>
          {/* While the profile loads the greeting is a skeleton, and the page keeps a spoken h1 (issue 37: no moment without one). */}
          {profile.isPending ? (
            <>
              <LoadingHeading />
              <Skeleton width="60%" height="28px" />
            </>
          ) : (
            <h1>{firstName ? `Welcome back, ${firstName}` : 'Welcome to Salone Pay'}</h1>
          )}
        </HeadingSlot>
        <p>Here is what is happening with your money today.</p>
      </Greeting>
      {may('balance.read') ? <BalanceCard /> : null}
      {!activity && may('sales.own') ? <MySalesToday limit={5} /> : null}
      <QuickActions canAddWallet={payouts} />
      <PaymentArrivals onEvent={refreshAfterEvent} />
      <Grid>
        <Column>
          <PendingPaymentsSection />
          {activity ? <RecentActivitySection /> : null}
        </Column>
        <Column>
          {payouts ? <LinkedAccountsSection /> : null}
          <FrequentPaymentsSection />
        </Column>
      </Grid>
      {/* Last, as SPEC §2 lists it: the card arrives with the activation status (issue 34) and the
          accounts, and nothing below it can move when it does (issue 15's no-shift rule). */}
      {profile.data && accounts.data ? (
        <GettingStartedCard
          profileCompleted={profile.data.profileCompleted}
          email={profile.data.email}
          emailVerified={profile.data.emailVerified}
          hasLinkedAccount={accounts.data.items.length > 0}
          activationStatus={merchant ? activation.data?.status : undefined}
        />
      ) : null}
    </Column>
  );
}

export default DashboardRoute;
