/**
 * /business-tools (issue 10): for merchants, their permanent QR code, payment links and cash
 * sales; for everyone else, the business profile that makes them a merchant. Works offline from
 * the phone's copy: new links and cash sales wait in the outbox, marked "waiting to sync".
 */
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { useMerchantProfile } from '../api/get-merchant-profile.ts';
import { useQueuedBusinessWrites } from '../api/use-queued.ts';
import { useRefreshOnSync } from '../api/use-refresh-on-sync.ts';
import { useCurrentUserId } from '../use-current-user-id.ts';
import { currentBusiness } from '../../../lib/business.ts';
import { BusinessProfileSetup } from './BusinessProfileSetup.tsx';
import { CashSaleSection } from './CashSaleSection.tsx';
import { MerchantQrSection } from './MerchantQrSection.tsx';
import { PaymentLinksSection } from './PaymentLinksSection.tsx';

/**
 * `children`: more merchant-only sections (API keys, webhooks), which the app layer composes in.
 * `publicOrigin`: PUBLIC_URL when the server has one, for the QR code and links (else this page's).
 * `may`: issue 35, what the member's role may do here (the app layer knows the role); all by default.
 */
export function BusinessTools({
  children,
  publicOrigin,
  may = { linksWrite: true, cashWrite: true },
}: {
  children?: ReactNode;
  publicOrigin?: string | null;
  may?: { linksWrite: boolean; cashWrite: boolean };
}) {
  const userId = useCurrentUserId();
  const profile = useMerchantProfile();
  const queued = useQueuedBusinessWrites(userId);
  useRefreshOnSync();

  if (profile.isPending || !userId) return <ListSkeleton label="Loading your business" />;
  if (profile.isError) return <ErrorState what="your business profile" message={readableError(profile.error)} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  if (!profile.data) return <BusinessProfileSetup />;
  const { businessName } = profile.data;
  // Issue 35: a member's QR and links pay the business they act for, not the member.
  const merchantId = currentBusiness() ?? userId;
  return (
    <>
      <PaymentLinksSection merchantId={merchantId} businessName={businessName} queued={queued.links} publicOrigin={publicOrigin} canWrite={may.linksWrite} />
      <MerchantQrSection merchantId={merchantId} businessName={businessName} publicOrigin={publicOrigin} />
      {may.cashWrite ? <CashSaleSection queued={queued.cashSales} /> : null}
      {children}
    </>
  );
}
