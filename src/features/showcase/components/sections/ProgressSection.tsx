import { Breadcrumbs } from '../../../../components/ui/breadcrumbs/Breadcrumbs.tsx';
import { PaymentSteps } from '../../../../components/ui/payment-steps/PaymentSteps.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar/ProgressBar.tsx';
import { paths } from '../../../../config/paths.ts';
import { Demo, DemoGrid, ShowcaseSection } from '../layout.tsx';

export function ProgressSection() {
  return (
    <ShowcaseSection id="progress" title="Progress and navigation">
      <DemoGrid>
        <Demo title="Progress bars">
          <ProgressBar value={25} label="Profile completion" />
          <ProgressBar value={60} label="Monthly limit used" tone="warning" />
          <ProgressBar value={100} label="Payout sent" tone="success" />
          <ProgressBar value={90} label="Orange Money payment" tone="orange" size="sm" />
        </Demo>
        <Demo title="Breadcrumbs">
          <Breadcrumbs
            label="Example breadcrumb"
            items={[
              { label: 'Home', href: paths.home.getHref() },
              { label: 'Dashboard', href: paths.dashboard.getHref() },
              { label: 'Components' },
            ]}
          />
          <Breadcrumbs label="Payment breadcrumb" items={[{ label: 'Pay', href: paths.home.getHref() }, { label: 'Orange Money' }]} />
        </Demo>
        <Demo title="Payment steps">
          <PaymentSteps current="confirm" />
          <PaymentSteps current="processing" failed />
        </Demo>
      </DemoGrid>
    </ShowcaseSection>
  );
}
