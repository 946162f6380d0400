import { WebhooksSection } from '../../features/webhooks/components/WebhooksSection.tsx';
import { ShellPage } from './page-layout.tsx';

/** Minimal page for the webhooks branch; the linksqr branch builds the full Business Tools page. */
export function BusinessToolsRoute() {
  return (
    <ShellPage title="Business Tools" intro="Connect your own systems to Salone Pay.">
      <WebhooksSection />
    </ShellPage>
  );
}

export default BusinessToolsRoute;
