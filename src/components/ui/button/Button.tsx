import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from '../spinner/Spinner.tsx';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'orange-money'
  | 'bank-transfer'
  | 'payment';
export type ButtonSize = 'sm' | 'md' | 'lg';

function variantStyle(variant: ButtonVariant, theme: DefaultTheme) {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`background: ${colors.primary}; color: ${colors.onPrimary}; border-color: ${colors.primary};`;
    case 'secondary':
      return css`background: ${colors.secondary}; color: ${colors.white}; border-color: ${colors.secondary};`;
    case 'outline':
      return css`background: ${colors.surface}; color: ${colors.primaryStrong}; border-color: ${colors.primaryStrong};`;
    case 'ghost':
      return css`background: transparent; color: ${colors.primaryStrong}; border-color: transparent;`;
    case 'orange-money':
      return css`background: ${colors.orangeMoney}; color: ${colors.onOrangeMoney}; border-color: ${colors.orangeMoney};`;
    case 'bank-transfer':
      return css`background: ${colors.successStrong}; color: ${colors.white}; border-color: ${colors.successStrong};`;
    case 'payment':
      // The checkout call to action: brand blue into brand purple, both AA with white text.
      return css`background: linear-gradient(135deg, ${colors.primaryStrong}, ${colors.secondary}) border-box; color: ${colors.white}; border-color: transparent;`;
  }
}

const sizeStyle = {
  // Looks 36 px tall; the ::after below extends the hit area to the 44 px touch target.
  sm: css`
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    &::after { content: ''; position: absolute; inset: -4px 0; }
  `,
  md: css`min-height: ${({ theme }) => theme.touchTarget}; padding: 0 ${({ theme }) => theme.space[4]};`,
  lg: css`min-height: 52px; padding: 0 ${({ theme }) => theme.space[6]}; font-size: ${({ theme }) => theme.fontSizes.lg};`,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  text-decoration: none;
  transition: filter ${({ theme }) => theme.durations.fast}ms ease, transform ${({ theme }) => theme.durations.fast}ms ease;
  ${({ $variant, theme }) => variantStyle($variant, theme)}
  ${({ $size }) => sizeStyle[$size]}
  &:hover:not(:disabled) { filter: brightness(0.92); }
  &:active:not(:disabled) { transform: translateY(1px); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  &:disabled { cursor: not-allowed; opacity: 0.55; }
  /* Busy is not unavailable: keep the colour so the spinner reads as progress, not as a dead button. */
  &[aria-busy='true'] { cursor: progress; opacity: 0.85; }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  fullWidth?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" tone="current" label="" /> : null}
      {children}
    </StyledButton>
  );
}
