import { lazy, Suspense } from 'react';
import { BusinessTools } from '../../features/business-tools/components/BusinessTools.tsx';
import { ApiKeysSection } from '../../features/developers/components/api-keys-section.tsx';
import { TestModeToggle } from '../../features/developers/components/test-mode-toggle.tsx';
import { PaymentArrivals } from '../../features/live/components/PaymentArrivals.tsx';
import { WebhooksSection } from '../../features/webhooks/components/WebhooksSection.tsx';
import { LiveModeNotice } from '../../features/activation/components/LiveModeNotice.tsx';
import { useAppConfig } from '../../features/app-config/api/get-app-config.ts';
import { useRefreshAfterMoneyEvent } from '../use-refresh-after-money-event.ts';
import { ShellPage } from './page-layout.tsx';
import { useCurrentRole } from '../../features/members/current-role.ts';
import { BusinessModeNote } from '../business-mode-note.tsx';

// Issue 13 part 2: the reports (chart, statement) are their own chunk, fetched after the tools paint.
const ReportsSection = lazy(() => import('../../features/reports/components/ReportsSection.tsx'));

/**
 * Merchant tools: links, QR and cash sales (business-tools), then the developer sections. The
 * QR a trader shows is here, so each settled payment is announced here too (issue 17).
 */
export function BusinessToolsRoute() {
  // The bell in the header counts what arrives here too (issue 17).
  const refreshAfterEvent = useRefreshAfterMoneyEvent();
  // Issue 33: QR codes and links carry PUBLIC_URL when the server has one.
  const { publicUrl } = useAppConfig();
  const { may } = useCurrentRole();
  return (
    <ShellPage title="Business Tools" intro="Get paid by QR code, payment link or cash, with or without network.">
      <PaymentArrivals onEvent={refreshAfterEvent} />
      <BusinessTools publicOrigin={publicUrl} may={{ linksWrite: may('links.write'), cashWrite: may('cash.write') }}>
        {/* Issue 35: a section the member's role cannot use is not shown (the server refuses it anyway). */}
        {may('reports.read') ? (
          <Suspense fallback={null}>
            <ReportsSection />
          </Suspense>
        ) : null}
        {/* Issue 35: only a role that may switch mode has the switch; the others work in the business's mode. */}
        {may('mode.switch') ? (
          <>
            <TestModeToggle />
            <LiveModeNotice />
          </>
        ) : (
          <BusinessModeNote />
        )}
        {may('keys') ? <ApiKeysSection /> : null}
        {may('webhooks') ? <WebhooksSection /> : null}
      </BusinessTools>
    </ShellPage>
  );
}

export default BusinessToolsRoute;
