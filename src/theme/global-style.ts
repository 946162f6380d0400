/**
 * The app's global CSS (reset, body, focus ring, .visually-hidden, reduced motion) as plain text,
 * written into index.html's <head> at build time (vite.config.ts), so every page, prerendered or
 * not, has it from its first paint. It was a styled-components createGlobalStyle: compiling and
 * injecting it took 10 ms of every page's hydration on a slow phone, before the 4x slowdown
 * (issue 15, total blocking time), for CSS that never changes.
 */
import { colors, fontSizes, fonts, media } from './tokens.ts';

export const GLOBAL_CSS = [
  '*,*::before,*::after{box-sizing:border-box}',
  'html{-webkit-text-size-adjust:100%}',
  `body{margin:0;min-height:100vh;font-family:${fonts.body};font-size:${fontSizes.md};line-height:1.5;color:${colors.text};background:${colors.background}}`,
  'h1,h2,h3,h4,p{margin:0}',
  `a{color:${colors.primaryStrong}}`,
  'button,input,select,textarea{font:inherit}',
  'img,svg{display:block;max-width:100%}',
  `:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}`,
  '.visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
  `${media.reducedMotion}{*,*::before,*::after{animation-duration:0.01ms!important;animation-iteration-count:1!important;transition-duration:0.01ms!important;scroll-behavior:auto!important}}`,
].join('');
