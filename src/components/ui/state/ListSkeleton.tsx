import styled from 'styled-components';
import { Skeleton } from '../skeleton/Skeleton.tsx';

const Rows = styled.div<{ $gap: string | undefined }>`
  display: grid;
  gap: ${({ theme, $gap }) => $gap ?? theme.space[3]};
`;

const Row = styled.div<{ $height: string | undefined }>`
  display: grid;
  grid-template-columns: 40px 1fr 72px;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  ${({ $height }) => ($height ? `min-height: ${$height};` : '')}
`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ListSkeletonProps {
  rows?: number;
  label: string;
  /**
   * Each row's height and the space between rows, when they are the list's own (e.g. the
   * dashboard's sections): the placeholder then takes the list's final room, and nothing below
   * it moves when the rows arrive (layout shift, issue 15).
   */
  rowHeight?: string;
  gap?: string;
}

/** Placeholder rows while a list loads, announced once to screen readers. */
export function ListSkeleton({ rows = 3, label, rowHeight, gap }: ListSkeletonProps) {
  return (
    <Rows role="status" aria-label={label} $gap={gap}>
      {Array.from({ length: rows }, (_, index) => (
        <Row key={index} $height={rowHeight}>
          <Skeleton width="40px" height="40px" round />
          <Lines>
            <Skeleton width="70%" />
            <Skeleton width="45%" height="12px" />
          </Lines>
          <Skeleton width="72px" />
        </Row>
      ))}
    </Rows>
  );
}
