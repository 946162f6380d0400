/**
 * Design tokens: the only place literal colours, spacing, radii, breakpoints and durations live.
 * Brand colours are SPEC §9's and are used as they are for fills (buttons, avatar, logo, steps),
 * with dark text on them (`onPrimary`, `onOrangeMoney`: about 6:1, WCAG AA). White on the brand
 * blue or orange is below AA (about 3:1), so it is never used for text there. Text in a brand
 * colour on white uses the `*Strong` shade (#0D99FF itself is 2.9:1 on white).
 */
export const colors = {
  primary: '#0D99FF',
  primaryStrong: '#0A6EBD',
  primarySoft: '#E7F4FF',
  onPrimary: '#0F172A',
  secondary: '#6C3BAA',
  secondarySoft: '#F1EBF8',
  orangeMoney: '#FF6600',
  orangeMoneyStrong: '#B84A00',
  orangeMoneySoft: '#FFF0E6',
  onOrangeMoney: '#0F172A',
  success: '#10B981',
  successStrong: '#047857',
  successSoft: '#E7F8F1',
  error: '#EF4444',
  errorStrong: '#B91C1C',
  errorSoft: '#FDECEC',
  warning: '#F59E0B',
  warningStrong: '#B45309',
  warningSoft: '#FEF5E6',
  info: '#3B82F6',
  infoStrong: '#1D4ED8',
  infoSoft: '#EBF2FE',
  text: '#0F172A',
  textMuted: '#475569',
  border: '#CBD5E1',
  borderStrong: '#64748B',
  surface: '#FFFFFF',
  background: '#F5F7FA',
  overlay: 'rgba(15, 23, 42, 0.55)',
  white: '#FFFFFF',
  focus: '#0A6EBD',
} as const;

/** 4 px spacing scale. */
export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const radii = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const fontSizes = { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px', hero: '34px' } as const;

export const fontWeights = { regular: 400, medium: 500, bold: 700 } as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Ubuntu, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

/** SPEC §9: mobile up to 767 px, tablet up to 1024 px, else desktop. */
export const breakpoints = { mobileMax: 767, tabletMax: 1024 } as const;

export const media = {
  mobile: `@media (max-width: ${breakpoints.mobileMax}px)`,
  tabletUp: `@media (min-width: ${breakpoints.mobileMax + 1}px)`,
  desktop: `@media (min-width: ${breakpoints.tabletMax + 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** SPEC §9 durations, in milliseconds. */
export const durations = {
  spinnerRotation: 1000,
  skeletonPulse: 2000,
  toast: 5000,
  toastRemoval: 300,
  alert: 5000,
  tooltipDelay: 300,
  fast: 150,
  normal: 250,
} as const;

export const shadows = {
  card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.1)',
  raised: '0 8px 24px rgba(15, 23, 42, 0.16)',
  focusRing: `0 0 0 3px ${colors.surface}, 0 0 0 5px ${colors.focus}`,
} as const;

export const zIndices = { sticky: 10, sidebar: 20, overlay: 30, modal: 40, toast: 50, preview: 60 } as const;

/** Minimum touch target (WCAG 2.5.5 / Android guidance). */
export const touchTarget = '44px';
