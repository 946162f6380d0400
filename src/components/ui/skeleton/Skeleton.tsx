import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const Block = styled.span<{ $width: string; $height: string; $round: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radii.sm)};
  background: ${({ theme }) => theme.colors.border};
  /* SPEC §9: a 2 s pulse. */
  animation: ${pulse} ${({ theme }) => theme.durations.skeletonPulse}ms ease-in-out infinite;
`;

export interface SkeletonProps {
  width?: string;
  height?: string;
  /** A circle, e.g. where an avatar will be. */
  round?: boolean;
}

/**
 * A grey placeholder where content is loading. It is hidden from screen readers: wrap a group of
 * skeletons in an element with role="status" and a label such as "Loading transactions".
 */
export function Skeleton({ width = '100%', height = '16px', round = false }: SkeletonProps) {
  return <Block $width={width} $height={height} $round={round} aria-hidden="true" data-animation="skeleton" />;
}
