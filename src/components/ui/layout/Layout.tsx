import styled from 'styled-components';
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

/** A list without bullets or indent, items one under another `$gap` apart (default 8 px). */
export const PlainList = styled.ul<{ $gap?: SpaceStep }>`
  display: grid;
  gap: ${({ theme, $gap = 2 }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
