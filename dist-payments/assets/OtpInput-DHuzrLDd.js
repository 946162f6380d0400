import{r as e}from"./rolldown-runtime-XKyaHtl9.js";import{t}from"./react-DlmbjZJV.js";import{i as n,r}from"./styled-components.browser.esm-CBkQRR0z.js";import{i,n as a,r as o,t as s}from"./field-styles-CH0xD8sT.js";import{t as c}from"./jsx-runtime-LKYXHABd.js";var l=e(t(),1);function u(e){return e.replace(/\D/g,``).slice(0,6)}function d(e){return RegExp(`^\\d{6}$`).test(e)}var f=c(),p=n.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(${6}, 1fr);
  gap: ${({theme:e})=>e.space[2]};
  max-width: 336px;
`,m=n.span`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 52px;
  border: 2px solid ${({$invalid:e,theme:t})=>e?t.colors.errorStrong:t.colors.borderStrong};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e})=>e.colors.surface};
  font-family: ${({theme:e})=>e.fonts.mono};
  font-size: ${({theme:e})=>e.fontSizes.xl};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  ${({$active:e,theme:t})=>e&&r`
      border-color: ${t.colors.focus};
      box-shadow: ${t.shadows.focusRing};
    `}
`,h=n.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  border: 0;
  font-size: 16px; /* at least 16 px, or mobile browsers zoom the page on focus */
  caret-color: transparent;
  cursor: text;
`;function g({value:e,onChange:t,label:n=`Verification code`,hint:r,error:c,disabled:d,autoFocus:g,id:_,name:v,ref:y}){let b=(0,l.useId)(),x=_??b,[S,C]=(0,l.useState)(!1),w=Array.from({length:6},(t,n)=>e[n]??``),T=Math.min(e.length,5),E=[r?`${x}-hint`:``,c?`${x}-error`:``].filter(Boolean).join(` `)||void 0;return(0,f.jsxs)(a,{children:[(0,f.jsx)(i,{htmlFor:x,children:n}),(0,f.jsxs)(p,{children:[w.map((e,t)=>(0,f.jsx)(m,{"aria-hidden":`true`,$active:S&&t===T,$invalid:!!c,children:e},t)),(0,f.jsx)(h,{ref:y,id:x,name:v,type:`text`,inputMode:`numeric`,autoComplete:`one-time-code`,pattern:`[0-9]*`,value:e,onChange:e=>t(u(e.target.value)),onFocus:()=>C(!0),onBlur:()=>C(!1),disabled:d,autoFocus:g,"aria-invalid":c?!0:void 0,"aria-describedby":E})]}),r?(0,f.jsx)(o,{id:`${x}-hint`,children:r}):null,c?(0,f.jsx)(s,{id:`${x}-error`,role:`alert`,children:c}):null]})}export{d as n,g as t};