import styled, { css } from 'styled-components';
import type { space } from '../../../theme/tokens.ts';

/** A step of the spacing scale (src/theme/tokens.ts): 2 is 8 px, 3 is 12 px, 4 is 16 px. */
export type SpaceStep = keyof typeof space;

/**
 * Layout primitives (issue 38): the blocks that screens used to copy into their own styled
 * components. Extend them with styled(…) for what is a screen's own; render another element
 * with `as` (an `<ol>` for an ordered list, a `<form>` for a stack of fields).
 */

/** Children one under another, `$gap` apart (default 12 px). */
export const Stack = styled.div<{ $gap?: SpaceStep }>`
  display: grid;
  gap: ${({ theme, $gap = 3 }) => theme.space[$gap]};
`;

/**
 * A list without bullets or indent: items one under another `$gap` apart (default 8 px), or with
 * `$row` side by side `$gap` apart, wrapping onto lines `$wrapGap` apart (default `$gap`).
 * `$ruled`: a line above each item, 8 px above and below its content (a log, a day's sales).
 */
export const PlainList = styled.ul<{ $gap?: SpaceStep; $row?: boolean; $wrapGap?: SpaceStep; $ruled?: boolean }>`
  display: ${({ $row = false }) => ($row ? 'flex' : 'grid')};
  flex-wrap: ${({ $row = false }) => ($row ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap = 2, $row = false, $wrapGap = $gap }) => ($row ? `${theme.space[$wrapGap]} ${theme.space[$gap]}` : theme.space[$gap])};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $ruled = false, theme }) =>
    $ruled &&
    css`
      > li {
        padding: ${theme.space[2]} 0;
        border-top: 1px solid ${theme.colors.border};
        overflow-wrap: anywhere;
      }
    `}
`;

/** The card's surface: white, large corners, the card shadow (for a card that is a list's `<li>`). */
export const cardSurface = css`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/**
 * A white card with the card shadow: children one under another `$gap` apart (default 8 px),
 * 16 px inside (`$roomy`: 20 px above and below, for a page's one card). A `<section>`; name it
 * with aria-labelledby or aria-label, or render an `<article>` with `as`.
 */
export const Card = styled.section<{ $gap?: SpaceStep; $roomy?: boolean }>`
  display: grid;
  gap: ${({ theme, $gap = 2 }) => theme.space[$gap]};
  padding: ${({ theme, $roomy = false }) => ($roomy ? `${theme.space[5]} ${theme.space[4]}` : theme.space[4])};
  ${cardSurface}
`;

/**
 * A box with a thin border and medium corners, `$padding` inside (default 12 px), children one
 * under another `$gap` apart (default 8 px): one item of a list (render an `<li>` with `as`), a
 * pending payment (`<article>`). `$dashed` for what is not sent yet (a queued write).
 */
export const Panel = styled.div<{ $gap?: SpaceStep; $padding?: SpaceStep; $dashed?: boolean }>`
  display: grid;
  gap: ${({ theme, $gap = 2 }) => theme.space[$gap]};
  padding: ${({ theme, $padding = 3 }) => theme.space[$padding]};
  border: 1px ${({ $dashed = false }) => ($dashed ? 'dashed' : 'solid')} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** Figures beside their labels: `<dt>` muted on the left, `<dd>` on the right, wrapping long values. */
export const FigureList = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: ${({ theme }) => theme.fontWeights.medium}; overflow-wrap: anywhere; }
`;

/**
 * A question with a few answers to choose from: a `<fieldset>` without the browser's frame, its
 * `<legend>` in medium weight `$legendGap` above the choices (default 8 px), choices `$gap` apart
 * (default 8 px).
 */
export const ChoiceGroup = styled.fieldset<{ $gap?: SpaceStep; $legendGap?: SpaceStep }>`
  display: grid;
  gap: ${({ theme, $gap = 2 }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  border: 0;
  legend { font-weight: ${({ theme }) => theme.fontWeights.medium}; margin-bottom: ${({ theme, $legendGap = 2 }) => theme.space[$legendGap]}; }
`;
