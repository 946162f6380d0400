import styled, { css } from 'styled-components';
import { PAYMENT_ERROR_STEP, PAYMENT_STEPS, PAYMENT_STEP_LABELS, type PaymentStep } from '../../../../domain/payment-flow.ts';
import { Icon } from '../icon/Icon.tsx';

type StepState = 'done' | 'current' | 'upcoming' | 'error';

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Item = styled.li<{ $state: StepState }>`
  flex: 1 1 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
  color: ${({ $state, theme }) => ($state === 'upcoming' ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ $state, theme }) => ($state === 'current' || $state === 'error' ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

const Marker = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $state, theme }) => {
    if ($state === 'done') return css`background: ${theme.colors.successStrong}; border-color: ${theme.colors.successStrong}; color: ${theme.colors.white};`;
    if ($state === 'current') return css`background: ${theme.colors.primary}; border-color: ${theme.colors.primary}; color: ${theme.colors.onPrimary};`;
    if ($state === 'error') return css`background: ${theme.colors.errorStrong}; border-color: ${theme.colors.errorStrong}; color: ${theme.colors.white};`;
    return css``;
  }}
`;

/** Phones: five labels do not fit side by side, so only the current one shows (all are still read). */
const StepLabel = styled.span`
  ${({ theme }) => theme.media.mobile} {
    li:not([aria-current='step']) > & {
      position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
    }
  }
`;

const STATE_WORDS: Record<StepState, string> = { done: 'done', current: 'current step', upcoming: 'not started', error: 'failed' };

export interface PaymentStepsProps {
  current: PaymentStep;
  /** SPEC §4: an error shows at the processing step. */
  failed?: boolean;
}

/** Method → details → confirm → processing → complete, with the current step marked. */
export function PaymentSteps({ current, failed = false }: PaymentStepsProps) {
  const currentIndex = PAYMENT_STEPS.indexOf(failed ? PAYMENT_ERROR_STEP : current);
  return (
    <List aria-label="Payment progress">
      {PAYMENT_STEPS.map((step, index) => {
        let state: StepState = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        if (failed && index === currentIndex) state = 'error';
        if (step === 'complete' && current === 'complete' && !failed) state = 'done';
        return (
          <Item key={step} $state={state} aria-current={index === currentIndex ? 'step' : undefined}>
            <Marker $state={state} aria-hidden="true">
              {state === 'done' ? <Icon name="check" size={16} /> : state === 'error' ? <Icon name="close" size={16} /> : index + 1}
            </Marker>
            <StepLabel>
              {PAYMENT_STEP_LABELS[step]}
              <span className="visually-hidden">, {STATE_WORDS[state]}</span>
            </StepLabel>
          </Item>
        );
      })}
    </List>
  );
}
