import { ScanPay } from '../../features/scan-pay/components/ScanPay.tsx';
import { ShellPage } from './page-layout.tsx';

export function ScanPayRoute() {
  return (
    <ShellPage title="Scan & Pay" intro="Pay a merchant by scanning their QR code or entering their code.">
      <ScanPay />
    </ShellPage>
  );
}

export default ScanPayRoute;
