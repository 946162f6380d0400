import { BusinessTools } from '../../features/business-tools/components/BusinessTools.tsx';
import { ApiKeysSection } from '../../features/developers/components/api-keys-section.tsx';
import { TestModeToggle } from '../../features/developers/components/test-mode-toggle.tsx';
import { PaymentArrivals } from '../../features/live/components/PaymentArrivals.tsx';
import { WebhooksSection } from '../../features/webhooks/components/WebhooksSection.tsx';
import { ShellPage } from './page-layout.tsx';

/**
 * Merchant tools: links, QR and cash sales (business-tools), then the developer sections. The
 * QR a trader shows is here, so each settled payment is announced here too (issue 17).
 */
export function BusinessToolsRoute() {
  return (
    <ShellPage title="Business Tools" intro="Get paid by QR code, payment link or cash, with or without network.">
      <PaymentArrivals />
      <BusinessTools>
        <TestModeToggle />
        <ApiKeysSection />
        <WebhooksSection />
      </BusinessTools>
    </ShellPage>
  );
}

export default BusinessToolsRoute;
