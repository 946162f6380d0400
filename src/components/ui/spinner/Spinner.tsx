import styled, { css, keyframes } from 'styled-components';

const rotate = keyframes`to { transform: rotate(360deg); }`;

export type SpinnerSize = 'sm' | 'md' | 'lg';
/** `brand` on light surfaces; `current` follows the text colour (inside filled buttons, toasts). */
export type SpinnerTone = 'brand' | 'current';
const sizes: Record<SpinnerSize, number> = { sm: 16, md: 28, lg: 44 };

const Ring = styled.span<{ $size: number; $tone: SpinnerTone }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 9))}px solid;
  ${({ $tone, theme }) =>
    $tone === 'brand'
      ? css`border-color: ${theme.colors.primarySoft}; border-top-color: ${theme.colors.primaryStrong};`
      : css`border-color: currentColor; border-right-color: transparent; border-bottom-color: transparent;`}
  /* SPEC §9: one rotation per second. */
  animation: ${rotate} ${({ theme }) => theme.durations.spinnerRotation}ms linear infinite;
`;

export interface SpinnerProps {
  size?: SpinnerSize;
  tone?: SpinnerTone;
  /** Read by screen readers; pass an empty string when a visible text already says it. */
  label?: string;
}

export function Spinner({ size = 'md', tone = 'brand', label = 'Loading' }: SpinnerProps) {
  return label === '' ? (
    <Ring $size={sizes[size]} $tone={tone} aria-hidden="true" data-animation="spinner" />
  ) : (
    <Ring $size={sizes[size]} $tone={tone} role="status" aria-label={label} data-animation="spinner" />
  );
}
