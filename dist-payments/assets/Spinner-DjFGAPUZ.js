import{i as e,r as t,t as n}from"./styled-components.browser.esm-CBkQRR0z.js";import{t as r}from"./jsx-runtime-LKYXHABd.js";var i=r(),a=n`to { transform: rotate(360deg); }`,o={sm:16,md:28,lg:44},s=e.span`
  display: inline-block;
  flex: none;
  width: ${({$size:e})=>e}px;
  height: ${({$size:e})=>e}px;
  border-radius: 50%;
  border: ${({$size:e})=>Math.max(2,Math.round(e/9))}px solid;
  ${({$tone:e,theme:n})=>e===`brand`?t`border-color: ${n.colors.primarySoft}; border-top-color: ${n.colors.primaryStrong};`:t`border-color: currentColor; border-right-color: transparent; border-bottom-color: transparent;`}
  /* SPEC §9: one rotation per second. */
  animation: ${a} ${({theme:e})=>e.durations.spinnerRotation}ms linear infinite;
`;function c({size:e=`md`,tone:t=`brand`,label:n=`Loading`}){return n===``?(0,i.jsx)(s,{$size:o[e],$tone:t,"aria-hidden":`true`,"data-animation":`spinner`}):(0,i.jsx)(s,{$size:o[e],$tone:t,role:`status`,"aria-label":n,"data-animation":`spinner`})}export{c as t};