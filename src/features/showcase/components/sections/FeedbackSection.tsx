import { Alert } from '../../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../../components/ui/button/Button.tsx';
import { useToast } from '../../../../components/ui/toast/use-toast.ts';
import { Demo, DemoGrid, Note, Row, ShowcaseSection } from '../layout.tsx';

export function FeedbackSection() {
  const toast = useToast();
  const showLoading = () => {
    const id = toast.loading('Sending payment', 'Waiting for Orange Money to confirm…');
    // Demo only: a real screen updates the toast when its request settles.
    setTimeout(() => toast.update(id, { type: 'success', title: 'Payment sent', message: 'Le 50,000 reached Kamara Wholesale.' }), 2000);
  };
  return (
    <ShowcaseSection id="feedback" title="Alerts and toasts" intro="Toasts close themselves after 5 seconds unless persistent, keep at most 5 on screen and pause while hovered or focused.">
      <DemoGrid>
        <Demo title="Alerts">
          <Alert variant="info" title="Heads up">
            Your first payout arrives within 2-4 hours.
          </Alert>
          <Alert variant="success" title="Profile saved">
            Your business details are up to date.
          </Alert>
          <Alert variant="warning" title="Verify your email">
            Add an email to unlock business features.
          </Alert>
          <Alert variant="error" title="Payment Failed">
            There was an issue processing your payment.
          </Alert>
        </Demo>
        <Demo title="Toasts">
          <Row>
            <Button variant="outline" onClick={() => toast.info('New feature', 'Payment links are coming soon.')}>
              Info
            </Button>
            <Button variant="outline" onClick={() => toast.success('Payment Successful!', 'Your payment has been processed successfully.')}>
              Success
            </Button>
            <Button variant="outline" onClick={() => toast.error('Payment Failed', 'There was an issue processing your payment.')}>
              Error
            </Button>
            <Button variant="outline" onClick={() => toast.warning('Low balance', 'Top up your wallet to keep paying.')}>
              Warning
            </Button>
            <Button
              variant="outline"
              onClick={() =>
                toast.show({ type: 'payment', title: 'Payment request', message: 'Le 50,000 from Kamara Wholesale.', paymentMethod: 'orange_money' })
              }
            >
              Payment
            </Button>
            <Button variant="outline" onClick={showLoading}>
              Loading
            </Button>
          </Row>
          <Row>
            <Button
              variant="secondary"
              onClick={() =>
                toast.show({
                  type: 'warning',
                  title: 'Payment waiting',
                  message: 'Confirm the Le 50,000 payment on your phone.',
                  persistent: true,
                  actions: [
                    { label: 'Resend', onClick: () => toast.info('Request sent again') },
                    { label: 'Later', onClick: () => {}, variant: 'secondary' },
                  ],
                })
              }
            >
              Persistent with actions
            </Button>
            <Button variant="ghost" onClick={() => toast.show({ title: 'Bottom left', message: 'Toasts can sit in any corner.', position: 'bottom-left' })}>
              Bottom left
            </Button>
            <Button variant="ghost" onClick={() => toast.dismissAll()}>
              Close all
            </Button>
          </Row>
          <Note>Raise a toast from any screen with useToast() or the toast object.</Note>
        </Demo>
      </DemoGrid>
    </ShowcaseSection>
  );
}
