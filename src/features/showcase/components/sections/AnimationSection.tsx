import { useState } from 'react';
import { useReducedMotion } from '../../../../components/ui/motion/use-reduced-motion.ts';
import { Button } from '../../../../components/ui/button/Button.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar/ProgressBar.tsx';
import { Skeleton } from '../../../../components/ui/skeleton/Skeleton.tsx';
import { Spinner } from '../../../../components/ui/spinner/Spinner.tsx';
import { useToast } from '../../../../components/ui/toast/use-toast.ts';
import { durations } from '../../../../theme/tokens.ts';
import { Demo, DemoGrid, Note, Row, ShowcaseSection } from '../layout.tsx';

/** Every animation of the design system in one place, to check timing and reduced motion by eye. */
export function AnimationSection() {
  const reduced = useReducedMotion();
  const toast = useToast();
  const [progress, setProgress] = useState(10);
  return (
    <ShowcaseSection
      id="animations"
      title="Animation test suite"
      intro={`Reduced motion is ${reduced ? 'on' : 'off'} on this device. When it is on, every animation below finishes at once.`}
    >
      <DemoGrid $min={220}>
        <Demo title={`Spinner (${durations.spinnerRotation / 1000} s)`}>
          <div data-testid="animation-spinner">
            <Spinner size="lg" label="Spinner animation" />
          </div>
        </Demo>
        <Demo title={`Skeleton (${durations.skeletonPulse / 1000} s pulse)`}>
          <div data-testid="animation-skeleton">
            <Skeleton height="44px" />
          </div>
        </Demo>
        <Demo title="Toast enter and exit">
          <Row>
            <Button variant="outline" onClick={() => toast.show({ type: 'info', title: 'Animation test', message: 'Slides in, then out after 5 s.' })}>
              Show toast
            </Button>
            <Button variant="ghost" onClick={() => toast.dismissAll()}>
              Dismiss
            </Button>
          </Row>
          <Note>Exit takes {durations.toastRemoval} ms.</Note>
        </Demo>
        <Demo title="Progress">
          <div data-testid="animation-progress">
            <ProgressBar value={progress} label="Animated progress" />
          </div>
          <Button variant="outline" onClick={() => setProgress((p) => (p >= 100 ? 10 : Math.min(100, p + 30)))}>
            Advance progress
          </Button>
        </Demo>
      </DemoGrid>
    </ShowcaseSection>
  );
}
