import styled, { keyframes } from 'styled-components';

const rotate = keyframes`to { transform: rotate(360deg); }`;

type SpinnerSize = 'sm' | 'md' | 'lg';
const sizes: Record<SpinnerSize, number> = { sm: 16, md: 28, lg: 44 };

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 9))}px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primaryStrong};
  /* SPEC §9: one rotation per second. */
  animation: ${rotate} ${({ theme }) => theme.durations.spinnerRotation}ms linear infinite;
`;

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Read by screen readers; pass an empty string when a visible text already says it. */
  label?: string;
}

export function Spinner({ size = 'md', label = 'Loading' }: SpinnerProps) {
  return label === '' ? (
    <Ring $size={sizes[size]} aria-hidden="true" />
  ) : (
    <Ring $size={sizes[size]} role="status" aria-label={label} />
  );
}
