import styled from 'styled-components';
import { Skeleton } from '../skeleton/Skeleton.tsx';

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 40px 1fr 72px;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Placeholder rows while a list loads, announced once to screen readers. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <Rows role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Row key={index}>
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
