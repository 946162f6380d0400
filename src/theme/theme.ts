import { breakpoints, colors, durations, fontSizes, fontWeights, fonts, media, radii, shadows, space, touchTarget, zIndices } from './tokens.ts';

export const theme = {
  colors,
  space,
  radii,
  fontSizes,
  fontWeights,
  fonts,
  breakpoints,
  media,
  durations,
  shadows,
  zIndices,
  touchTarget,
} as const;

export type AppTheme = typeof theme;
