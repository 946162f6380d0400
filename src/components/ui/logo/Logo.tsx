import styled, { useTheme } from 'styled-components';

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export interface LogoProps {
  size?: number;
  /** Show the word mark next to the symbol. */
  withName?: boolean;
}

/** The Salone Pay mark: a blue rounded square with a stylised "S" and a green accent. */
export function Logo({ size = 40, withName = true }: LogoProps) {
  const { colors } = useTheme();
  return (
    <Wrap style={{ fontSize: Math.round(size * 0.55) }}>
      <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label="Salone Pay logo">
        <rect width="48" height="48" rx="12" fill={colors.primary} />
        <path d="M32 15.5c-1.9-1.7-4.6-2.5-7.6-2.5-5 0-8.4 2.6-8.4 6.4 0 3.6 2.9 5.1 7.4 6.1 3.6.8 4.8 1.5 4.8 3 0 1.6-1.7 2.6-4.3 2.6-2.8 0-5.2-1-7-2.7L14 32.2c2.3 2.1 5.6 3.3 9.3 3.3 5.4 0 8.9-2.6 8.9-6.6 0-3.7-2.6-5.3-7.6-6.4-3.4-.7-4.6-1.3-4.6-2.7 0-1.4 1.5-2.3 3.8-2.3 2.2 0 4.2.7 5.7 2z" fill={colors.white} />
        <circle cx="36" cy="36" r="4" fill={colors.success} />
      </svg>
      {withName ? <span>Salone Pay</span> : null}
    </Wrap>
  );
}
