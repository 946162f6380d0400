import{r as e}from"./rolldown-runtime-XKyaHtl9.js";import{t}from"./react-DlmbjZJV.js";import{t as n}from"./jsx-runtime-LKYXHABd.js";import{i as r}from"./styled-components.browser.esm-CBkQRR0z.js";import{l as i}from"./index-DPIxHRzX.js";var a=n(),o=r.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({theme:e})=>e.space[2]};
  color: ${({theme:e})=>e.colors.textMuted};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`;function s({secondsLeft:e,sending:t=!1,onResend:n}){let r=e>0;return(0,a.jsxs)(o,{children:[(0,a.jsx)(`span`,{children:`Didn't get a code?`}),(0,a.jsx)(i,{variant:`ghost`,onClick:n,disabled:r,loading:t,children:r?`Resend code in ${e}s`:`Resend code`})]})}var c=e(t(),1);function l(e=60){let[t,n]=(0,c.useState)(()=>Date.now()+e*1e3),[r,i]=(0,c.useState)(()=>Date.now()),a=Math.max(0,Math.ceil((t-r)/1e3));(0,c.useEffect)(()=>{if(a===0)return;let e=window.setInterval(()=>i(Date.now()),1e3);return()=>window.clearInterval(e)},[a,t]);let o=(0,c.useCallback)(()=>{let t=Date.now();i(t),n(t+e*1e3)},[e]),s=(0,c.useCallback)(()=>{let e=Date.now();i(e),n(e)},[]);return{secondsLeft:a,canResend:a===0,restart:o,reset:s}}export{s as n,l as t};