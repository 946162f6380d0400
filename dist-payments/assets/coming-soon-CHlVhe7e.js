import{r as e,t}from"./paths-D1mac_bv.js";import{i as n}from"./styled-components.browser.esm-CBkQRR0z.js";import{t as r}from"./Badge-DOoIGYZC.js";import{t as i}from"./page-layout-Czbr728W.js";import{t as a}from"./jsx-runtime-LKYXHABd.js";var o=a(),s=n.section`
  display: grid;
  gap: ${({theme:e})=>e.space[3]};
  justify-items: start;
  padding: ${({theme:e})=>e.space[6]} ${({theme:e})=>e.space[4]};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.surface};
  box-shadow: ${({theme:e})=>e.shadows.card};
`;function c({title:n}){return(0,o.jsx)(i,{title:n,children:(0,o.jsxs)(s,{children:[(0,o.jsx)(r,{tone:`info`,children:`Coming Soon`}),(0,o.jsxs)(`p`,{children:[n,` is coming soon to Salone Pay. Until then you can follow your payments on the dashboard and in your activity.`]}),(0,o.jsx)(e,{to:t.dashboard.getHref(),children:`Back to the dashboard`})]})})}export{c as ComingSoonRoute,c as default};