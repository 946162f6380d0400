import{i as e}from"./styled-components.browser.esm-CBkQRR0z.js";import{a as t,c as n,d as r,o as i,u as a}from"./statuses-BHQ6dgql.js";import{t as o}from"./jsx-runtime-LKYXHABd.js";var s=o();function c(e,t){let{colors:n}=t;switch(e){case`success`:return{background:n.successSoft,text:n.successStrong,dot:n.success};case`warning`:return{background:n.warningSoft,text:n.warningStrong,dot:n.warning};case`error`:return{background:n.errorSoft,text:n.errorStrong,dot:n.error};case`info`:return{background:n.infoSoft,text:n.infoStrong,dot:n.info};case`primary`:return{background:n.primarySoft,text:n.primaryStrong,dot:n.primary};case`secondary`:return{background:n.secondarySoft,text:n.secondary,dot:n.secondary};case`orange`:return{background:n.orangeMoneySoft,text:n.orangeMoneyStrong,dot:n.orangeMoney};case`neutral`:return{background:n.background,text:n.textMuted,dot:n.borderStrong}}}var l=e.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px ${({theme:e})=>e.space[2]};
  border-radius: ${({theme:e})=>e.radii.pill};
  background: ${({$tone:e,theme:t})=>c(e,t).background};
  color: ${({$tone:e,theme:t})=>c(e,t).text};
  font-size: ${({theme:e})=>e.fontSizes.xs};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  line-height: 1.6;
  white-space: nowrap;
`,u=e.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({$tone:e,theme:t})=>c(e,t).dot};
`;function d({tone:e=`neutral`,dot:t=!1,children:n}){return(0,s.jsxs)(l,{$tone:e,children:[t?(0,s.jsx)(u,{$tone:e,"aria-hidden":`true`}):null,n]})}function f({status:e}){return(0,s.jsx)(d,{tone:r[e],dot:!0,children:a[e]})}function p({priority:e}){return(0,s.jsx)(d,{tone:i[e],children:t[e]})}var m={admin:`secondary`,merchant:`primary`,customer:`neutral`,support:`info`,developer:`orange`};function h({role:e}){return(0,s.jsx)(d,{tone:m[e],children:n[e]})}function g(e){return e>99?`99+`:String(Math.max(0,e))}export{g as a,f as i,p as n,h as r,d as t};