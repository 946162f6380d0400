import{r as e}from"./rolldown-runtime-XKyaHtl9.js";import{t}from"./react-DlmbjZJV.js";import{i as n}from"./styled-components.browser.esm-CBkQRR0z.js";import{a as r,n as i,t as a}from"./phone-CmPDDThN.js";import{i as o,n as s,o as c,r as l,t as u}from"./field-styles-CH0xD8sT.js";import{t as d}from"./jsx-runtime-LKYXHABd.js";var f=e(t(),1),p=d(),m=n.div`
  display: flex;
  align-items: stretch;
  min-height: ${({theme:e})=>e.touchTarget};
  border: 2px solid ${({$invalid:e,theme:t})=>e?t.colors.errorStrong:t.colors.borderStrong};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e})=>e.colors.surface};
  overflow: hidden;
  &:focus-within {
    border-color: ${({theme:e})=>e.colors.focus};
    box-shadow: ${({theme:e})=>e.shadows.focusRing};
  }
`,h=n.span`
  display: flex;
  align-items: center;
  padding: 0 ${({theme:e})=>e.space[3]};
  background: ${({theme:e})=>e.colors.background};
  border-right: 1px solid ${({theme:e})=>e.colors.border};
  color: ${({theme:e})=>e.colors.text};
  font-weight: ${({theme:e})=>e.fontWeights.medium};
  user-select: none;
`,g=n.input`
  flex: 1;
  min-width: 0;
  border: 0;
  padding: 0 ${({theme:e})=>e.space[3]};
  background: transparent;
  color: ${({theme:e})=>e.colors.text};
  font-size: ${({theme:e})=>e.fontSizes.lg};
  letter-spacing: 0.05em;
  /* The group draws the focus ring, so the input's own outline would be a second one. */
  &:focus { outline: none; }
`;function _({value:e,onChange:t,label:n=`Phone number`,hint:d=i,error:_,id:v,ref:y,...b}){let x=(0,f.useId)(),S=v??x,C=`${S}-prefix`;return(0,p.jsxs)(s,{children:[(0,p.jsx)(o,{htmlFor:S,children:n}),(0,p.jsxs)(m,{$invalid:!!_,children:[(0,p.jsx)(h,{id:C,"aria-label":`Country code ${a}`,children:a}),(0,p.jsx)(g,{ref:y,id:S,type:`tel`,inputMode:`numeric`,autoComplete:`tel-national`,value:e,onChange:e=>t(r(e.target.value)),"aria-invalid":_?!0:void 0,"aria-describedby":[C,c(S,d,_)].filter(Boolean).join(` `),...b})]}),d?(0,p.jsx)(l,{id:`${S}-hint`,children:d}):null,_?(0,p.jsx)(u,{id:`${S}-error`,role:`alert`,children:_}):null]})}export{_ as t};