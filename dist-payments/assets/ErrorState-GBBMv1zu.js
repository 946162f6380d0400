import{i as e}from"./styled-components.browser.esm-CBkQRR0z.js";import{l as t}from"./index-DPIxHRzX.js";import{t as n}from"./jsx-runtime-LKYXHABd.js";var r=n(),i=e.div`
  display: grid;
  gap: ${({theme:e})=>e.space[2]};
  justify-items: start;
  padding: ${({theme:e})=>e.space[4]};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e})=>e.colors.errorSoft};
  color: ${({theme:e})=>e.colors.errorStrong};
`;function a({what:e,message:n,onRetry:a,retrying:o=!1}){return(0,r.jsxs)(i,{role:`alert`,children:[(0,r.jsx)(`strong`,{children:`Failed to load data`}),(0,r.jsxs)(`span`,{children:[`We could not load `,e,n?`: ${n}`:`.`]}),(0,r.jsx)(t,{variant:`outline`,size:`sm`,onClick:a,loading:o,children:`Retry`})]})}export{a as t};