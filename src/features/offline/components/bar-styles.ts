/** Shared look of the offline bar's rows: full-width strips under each other at the top. */
import styled, { css } from 'styled-components';

export const Strip = styled.div<{ $tone: 'warning' | 'info' | 'error' | 'neutral' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  ${({ $tone, theme }) => {
    const { colors } = theme;
    switch ($tone) {
      case 'warning':
        return css`background: ${colors.warningSoft}; color: ${colors.text}; border-bottom: 1px solid ${colors.warning};`;
      case 'info':
        return css`background: ${colors.infoSoft}; color: ${colors.text}; border-bottom: 1px solid ${colors.info};`;
      case 'error':
        return css`background: ${colors.errorSoft}; color: ${colors.text}; border-bottom: 1px solid ${colors.error};`;
      default:
        return css`background: ${colors.surface}; color: ${colors.text}; border-bottom: 1px solid ${colors.border};`;
    }
  }}
`;

export const StripText = styled.p`
  flex: 1 1 12rem;
  margin: 0;
`;

export const StripButton = styled.button<{ $variant?: 'primary' | 'plain' }>`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`border: none; background: ${theme.colors.primary}; color: ${theme.colors.onPrimary};`
      : css`border: 1px solid ${theme.colors.borderStrong}; background: ${theme.colors.surface}; color: ${theme.colors.text};`}
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focusRing};
  }
  &:disabled {
    cursor: default;
    opacity: 0.7;
  }
`;
