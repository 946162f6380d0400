import{i as e,r as t}from"./styled-components.browser.esm-CBkQRR0z.js";import{t as n}from"./Spinner-DjFGAPUZ.js";import{t as r}from"./jsx-runtime-LKYXHABd.js";var i=r();function a(e,n){let{colors:r}=n;switch(e){case`primary`:return t`background: ${r.primaryStrong}; color: ${r.white}; border-color: ${r.primaryStrong};`;case`secondary`:return t`background: ${r.secondary}; color: ${r.white}; border-color: ${r.secondary};`;case`outline`:return t`background: ${r.surface}; color: ${r.primaryStrong}; border-color: ${r.primaryStrong};`;case`ghost`:return t`background: transparent; color: ${r.primaryStrong}; border-color: transparent;`;case`orange-money`:return t`background: ${r.orangeMoneyStrong}; color: ${r.white}; border-color: ${r.orangeMoneyStrong};`;case`bank-transfer`:return t`background: ${r.successStrong}; color: ${r.white}; border-color: ${r.successStrong};`;case`payment`:return t`background: linear-gradient(135deg, ${r.primaryStrong}, ${r.secondary}) border-box; color: ${r.white}; border-color: transparent;`}}var o={sm:t`
    min-height: 36px;
    padding: 0 ${({theme:e})=>e.space[3]};
    font-size: ${({theme:e})=>e.fontSizes.sm};
    &::after { content: ''; position: absolute; inset: -4px 0; }
  `,md:t`min-height: ${({theme:e})=>e.touchTarget}; padding: 0 ${({theme:e})=>e.space[4]};`,lg:t`min-height: 52px; padding: 0 ${({theme:e})=>e.space[6]}; font-size: ${({theme:e})=>e.fontSizes.lg};`},s=e.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({theme:e})=>e.space[2]};
  width: ${({$fullWidth:e})=>e?`100%`:`auto`};
  border: 2px solid transparent;
  border-radius: ${({theme:e})=>e.radii.md};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  cursor: pointer;
  text-decoration: none;
  transition: filter ${({theme:e})=>e.durations.fast}ms ease, transform ${({theme:e})=>e.durations.fast}ms ease;
  ${({$variant:e,theme:t})=>a(e,t)}
  ${({$size:e})=>o[e]}
  &:hover:not(:disabled) { filter: brightness(0.92); }
  &:active:not(:disabled) { transform: translateY(1px); }
  &:focus-visible { outline: 3px solid ${({theme:e})=>e.colors.focus}; outline-offset: 2px; }
  &:disabled { cursor: not-allowed; opacity: 0.55; }
  /* Busy is not unavailable: keep the colour so the spinner reads as progress, not as a dead button. */
  &[aria-busy='true'] { cursor: progress; opacity: 0.85; }
`;function c({variant:e=`primary`,size:t=`md`,loading:r=!1,fullWidth:a=!1,disabled:o,type:c=`button`,children:l,...u}){return(0,i.jsxs)(s,{type:c,$variant:e,$size:t,$fullWidth:a,disabled:o||r,"aria-busy":r||void 0,...u,children:[r?(0,i.jsx)(n,{size:`sm`,tone:`current`,label:``}):null,l]})}export{c as t};