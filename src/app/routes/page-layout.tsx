import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Heading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  h1 { font-size: ${({ theme }) => theme.fontSizes.xl}; line-height: 1.25; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface ShellPageProps {
  /** Omit when the page's own content carries the h1 (detail pages). */
  title?: string;
  intro?: string;
  back?: { href: string; label: string };
  children: ReactNode;
}

/** The common frame of pages inside the authenticated shell. */
export function ShellPage({ title, intro, back, children }: ShellPageProps) {
  return (
    <Stack>
      {back ? <Back to={back.href}>← {back.label}</Back> : null}
      {title ? (
        <Heading>
          <h1>{title}</h1>
          {intro ? <p>{intro}</p> : null}
        </Heading>
      ) : null}
      {children}
    </Stack>
  );
}
