import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card as PlainCard } from '../layout/Layout.tsx';

const Card = styled(PlainCard).attrs({ $gap: 3 })`
  align-content: start;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.touchTarget};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
`;

export interface SectionCardProps {
  title: string;
  /** A link or button shown at the right of the title (e.g. "View all"). */
  action?: ReactNode;
  children: ReactNode;
  /** For tests and deep links. */
  id?: string;
}

/** A titled white card: every dashboard section sits in one. */
export function SectionCard({ title, action, children, id }: SectionCardProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <Card aria-labelledby={headingId} id={id}>
      <Head>
        <Title id={headingId}>{title}</Title>
        {action}
      </Head>
      {children}
    </Card>
  );
}
