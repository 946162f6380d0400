import{i as e,r as t}from"./styled-components.browser.esm-CBkQRR0z.js";var n=e.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[1]};
  width: 100%;
`,r=e.label`
  font-weight: ${({theme:e})=>e.fontWeights.medium};
  color: ${({theme:e})=>e.colors.text};
`,i=e.p`
  font-size: ${({theme:e})=>e.fontSizes.sm};
  color: ${({theme:e})=>e.colors.textMuted};
`,a=e.p`
  font-size: ${({theme:e})=>e.fontSizes.sm};
  color: ${({theme:e})=>e.colors.errorStrong};
  font-weight: ${({theme:e})=>e.fontWeights.medium};
`,o=t`
  width: 100%;
  min-height: ${({theme:e})=>e.touchTarget};
  padding: ${({theme:e})=>e.space[2]} ${({theme:e})=>e.space[3]};
  border: 2px solid ${({$invalid:e,theme:t})=>e?t.colors.errorStrong:t.colors.borderStrong};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e})=>e.colors.surface};
  color: ${({theme:e})=>e.colors.text};
  font-size: ${({theme:e})=>e.fontSizes.md};
  &:focus-visible {
    outline: none;
    border-color: ${({theme:e})=>e.colors.focus};
    box-shadow: ${({theme:e})=>e.shadows.focusRing};
  }
  &:disabled {
    background: ${({theme:e})=>e.colors.background};
    cursor: not-allowed;
  }
`;function s(e,t,n){let r=[t?`${e}-hint`:``,n?`${e}-error`:``].filter(Boolean);return r.length>0?r.join(` `):void 0}export{o as a,r as i,n,s as o,i as r,a as t};