import { useId } from 'react';
import styled from 'styled-components';

export type ProgressTone = 'primary' | 'success' | 'warning' | 'error' | 'orange';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Track = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  overflow: hidden;
`;

const Fill = styled.div<{ $tone: ProgressTone }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $tone, theme }) =>
    ({
      primary: theme.colors.primary,
      success: theme.colors.successStrong,
      warning: theme.colors.warningStrong,
      error: theme.colors.errorStrong,
      orange: theme.colors.orangeMoney,
    })[$tone]};
  transition: width ${({ theme }) => theme.durations.normal * 2}ms ease-out;
`;

export interface ProgressBarProps {
  /** 0 to 100; values outside are clamped. */
  value: number;
  label: string;
  /** Show the label and percentage above the bar (otherwise the label is for screen readers only). */
  showLabel?: boolean;
  tone?: ProgressTone;
  size?: 'sm' | 'md';
}

export function ProgressBar({ value, label, showLabel = true, tone = 'primary', size = 'md' }: ProgressBarProps) {
  const labelId = useId();
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <Wrap>
      <Header className={showLabel ? undefined : 'visually-hidden'}>
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </Header>
      <Track
        $height={size === 'sm' ? 6 : 10}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Fill $tone={tone} style={{ width: `${percent}%` }} data-animation="progress" />
      </Track>
    </Wrap>
  );
}
