import { ApiKeysSection } from '../../features/developers/components/api-keys-section.tsx';
import { TestModeToggle } from '../../features/developers/components/test-mode-toggle.tsx';
import { ShellPage } from './page-layout.tsx';

/**
 * /business-tools: the merchant's tools. This branch holds the API keys section and the Test
 * mode switch; payment links and webhooks join it as sections of their own.
 */
export function BusinessToolsRoute() {
  return (
    <ShellPage title="Business Tools">
      <TestModeToggle />
      <ApiKeysSection />
    </ShellPage>
  );
}

export default BusinessToolsRoute;
