import { BusinessTools } from '../../features/business-tools/components/BusinessTools.tsx';
import { ShellPage } from './page-layout.tsx';

export function BusinessToolsRoute() {
  return (
    <ShellPage title="Business Tools" intro="Get paid by QR code, payment link or cash, with or without network.">
      <BusinessTools />
    </ShellPage>
  );
}

export default BusinessToolsRoute;
