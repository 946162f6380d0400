import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../../components/ui/icon/Icon.tsx';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { paths } from '../../../config/paths.ts';
import type { ActivationStatus } from '../../../../domain/activation.ts';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';

const Step = styled.li<{ $done: boolean }>`
  display: grid;
  grid-template-columns: 28px 1fr;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ $done, theme }) => ($done ? theme.colors.textMuted : theme.colors.text)};
`;

const Check = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ $done, theme }) => ($done ? theme.colors.successStrong : theme.colors.border)};
  background: ${({ $done, theme }) => ($done ? theme.colors.successStrong : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.white};
`;

export interface GettingStartedProps {
  profileCompleted: boolean;
  email: string | null;
  emailVerified: boolean;
  hasLinkedAccount: boolean;
  /** Issue 34: a merchant's activation; absent for customers (no step then). */
  activationStatus?: ActivationStatus | undefined;
}

interface StepModel {
  label: string;
  done: boolean;
  href: string;
}

export function gettingStartedSteps({ profileCompleted, email, emailVerified, hasLinkedAccount, activationStatus }: GettingStartedProps): StepModel[] {
  const steps: StepModel[] = [
    { label: 'Complete your profile', done: profileCompleted, href: paths.profileSetup.getHref() },
    {
      label: 'Verify your email',
      done: emailVerified,
      // A present but unverified address goes to /verify-email (SPEC §2); none yet, to /add-email.
      href: email ? paths.verifyEmail.getHref() : paths.addEmail.getHref(),
    },
    { label: 'Link a payout account', done: hasLinkedAccount, href: paths.addWallet.getHref() },
  ];
  if (activationStatus !== undefined) {
    steps.push({ label: 'Activate your account for live payments', done: activationStatus === 'approved', href: paths.activation.getHref() });
  }
  return steps;
}

/** The first things a new user does; disappears once all are done. */
export function GettingStartedCard(props: GettingStartedProps) {
  const steps = gettingStartedSteps(props);
  const remaining = steps.filter((step) => !step.done).length;
  if (remaining === 0) return null;
  return (
    <SectionCard title="Getting started" id="getting-started">
      <p>
        {steps.length - remaining} of {steps.length} done
      </p>
      <PlainList as="ol">
        {steps.map((step) => (
          <Step key={step.label} $done={step.done}>
            <Check $done={step.done} aria-hidden="true">
              {step.done ? <Icon name="check" size={16} /> : null}
            </Check>
            {step.done ? (
              <span>
                {step.label} <span className="visually-hidden">(done)</span>
              </span>
            ) : (
              <Link to={step.href}>{step.label}</Link>
            )}
          </Step>
        ))}
      </PlainList>
    </SectionCard>
  );
}
