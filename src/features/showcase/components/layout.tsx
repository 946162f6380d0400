import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/ui/layout/Layout.tsx';

const Section = styled(Card).attrs({ $gap: 4, $roomy: true })`
  scroll-margin-top: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.tabletUp} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Intro = styled.p`
  margin-top: -${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ShowcaseSectionProps {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** One numbered stop of the showcase; `id` is its anchor in the contents list. */
export function ShowcaseSection({ id, title, intro, children }: ShowcaseSectionProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-testid={`section-${id}`}>
      <Heading id={`${id}-title`}>{title}</Heading>
      {intro ? <Intro>{intro}</Intro> : null}
      {children}
    </Section>
  );
}

const DemoBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const DemoTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

/** A labelled example inside a section. */
export function Demo({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DemoBox>
      <DemoTitle>{title}</DemoTitle>
      {children}
    </DemoBox>
  );
}

/** Examples side by side where there is room, stacked on phones. */
export const DemoGrid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = 280 }) => $min}px), 1fr));
  gap: ${({ theme }) => theme.space[6]};
`;

/** A wrapping row of small examples (buttons, badges). */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
