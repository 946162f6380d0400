import { Button, type ButtonVariant } from '../../../../components/ui/button/Button.tsx';
import { Demo, DemoGrid, Row, ShowcaseSection } from '../layout.tsx';

const VARIANTS: { variant: ButtonVariant; label: string }[] = [
  { variant: 'primary', label: 'Primary' },
  { variant: 'secondary', label: 'Secondary' },
  { variant: 'outline', label: 'Outline' },
  { variant: 'ghost', label: 'Ghost' },
  { variant: 'orange-money', label: 'Orange Money' },
  { variant: 'bank-transfer', label: 'Bank Transfer' },
  { variant: 'payment', label: 'Pay Now' },
];

export function ButtonsSection() {
  return (
    <ShowcaseSection id="buttons" title="Buttons" intro="Every button is at least 44 px tall to the touch and shows a focus ring from the keyboard.">
      <DemoGrid>
        <Demo title="Variants">
          <Row>
            {VARIANTS.map(({ variant, label }) => (
              <Button key={variant} variant={variant}>
                {label}
              </Button>
            ))}
          </Row>
        </Demo>
        <Demo title="States">
          <Row>
            <Button disabled>Disabled</Button>
            <Button loading>Loading</Button>
            <Button variant="orange-money" loading>
              Paying
            </Button>
          </Row>
        </Demo>
        <Demo title="Sizes">
          <Row>
            <Button size="sm">Small</Button>
            <Button>Medium</Button>
            <Button size="lg">Large</Button>
          </Row>
          <Button variant="payment" size="lg" fullWidth>
            Full width payment
          </Button>
        </Demo>
      </DemoGrid>
    </ShowcaseSection>
  );
}
