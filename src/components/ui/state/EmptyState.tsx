import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  max-width: 36ch;
`;

export interface EmptyStateProps {
  title: string;
  text?: string;
  /** What the user can do about it (a link or button). */
  action?: ReactNode;
}

/** A list with nothing in it yet: says so, and what to do next. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <Box>
      <Title>{title}</Title>
      {text ? <Text>{text}</Text> : null}
      {action}
    </Box>
  );
}
