import styled, { css } from 'styled-components';

/**
 * A square, borderless control holding one icon, at least a touch target wide. Give it an
 * aria-label: the icon alone names nothing. `iconButtonStyles` dresses a link the same way.
 */
export const iconButtonStyles = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

export const IconButton = styled.button.attrs({ type: 'button' })`
  ${iconButtonStyles}
`;
