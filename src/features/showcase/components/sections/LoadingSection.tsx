import styled from 'styled-components';
import { Skeleton } from '../../../../components/ui/skeleton/Skeleton.tsx';
import { Spinner } from '../../../../components/ui/spinner/Spinner.tsx';
import { TransactionCard } from '../../../../components/ui/transaction-card/TransactionCard.tsx';
import { DEMO_TRANSACTIONS } from '../../sample-data.ts';
import { Demo, DemoGrid, Note, Row, ShowcaseSection } from '../layout.tsx';

const SkeletonCard = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export function LoadingSection() {
  return (
    <ShowcaseSection id="loading" title="Spinners and skeletons">
      <DemoGrid>
        <Demo title="Spinners">
          <Row>
            <Spinner size="sm" label="Loading, small" />
            <Spinner size="md" label="Loading, medium" />
            <Spinner size="lg" label="Loading, large" />
          </Row>
          <Note>One rotation per second.</Note>
        </Demo>
        <Demo title="Skeletons">
          <SkeletonCard role="status" aria-label="Loading transaction">
            <Skeleton width="40px" height="40px" round />
            <Lines>
              <Skeleton width="70%" />
              <Skeleton width="45%" height="12px" />
            </Lines>
          </SkeletonCard>
          <Note>A 2 second pulse.</Note>
        </Demo>
      </DemoGrid>
    </ShowcaseSection>
  );
}

export function TransactionsSection() {
  return (
    <ShowcaseSection id="transactions" title="Transaction cards" intro="Amounts in en-SL with no decimals; SLE shows as Le, legacy SLL keeps its code.">
      <Stack>
        {DEMO_TRANSACTIONS.map((transaction) => (
          <TransactionCard key={transaction.id} transaction={transaction} />
        ))}
      </Stack>
    </ShowcaseSection>
  );
}
