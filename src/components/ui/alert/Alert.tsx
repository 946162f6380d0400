import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type AlertVariant = 'info' | 'success' | 'error' | 'warning';

function palette(variant: AlertVariant, theme: DefaultTheme) {
  const { colors } = theme;
  switch (variant) {
    case 'info':
      return { background: colors.infoSoft, border: colors.info, text: colors.infoStrong };
    case 'success':
      return { background: colors.successSoft, border: colors.success, text: colors.successStrong };
    case 'error':
      return { background: colors.errorSoft, border: colors.error, text: colors.errorStrong };
    case 'warning':
      return { background: colors.warningSoft, border: colors.warning, text: colors.warningStrong };
  }
}

const Box = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ $variant, theme }) => palette($variant, theme).border};
  background: ${({ $variant, theme }) => palette($variant, theme).background};
  color: ${({ $variant, theme }) => palette($variant, theme).text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Title = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export interface AlertProps {
  /** Colour and urgency. `error` and `warning` interrupt screen readers (role=alert); `info` and `success` are polite (role=status). */
  variant?: AlertVariant;
  /** Optional bold first line, e.g. 'Profile Setup Error'. */
  title?: string;
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A message box for the result of an action. Render it only when there is something to say. */
export function Alert({ variant = 'info', title, children, className, 'data-testid': testId }: AlertProps) {
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <Box
      $variant={variant}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      className={className}
      data-testid={testId}
    >
      {title ? <Title>{title}</Title> : null}
      {children ? <div>{children}</div> : null}
    </Box>
  );
}
