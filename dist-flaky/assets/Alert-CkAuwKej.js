import{i as e}from"./styled-components.browser.esm-CBkQRR0z.js";import{t}from"./jsx-runtime-LKYXHABd.js";var n=t();function r(e,t){let{colors:n}=t;switch(e){case`info`:return{background:n.infoSoft,border:n.info,text:n.infoStrong};case`success`:return{background:n.successSoft,border:n.success,text:n.successStrong};case`error`:return{background:n.errorSoft,border:n.error,text:n.errorStrong};case`warning`:return{background:n.warningSoft,border:n.warning,text:n.warningStrong}}}var i=e.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[1]};
  padding: ${({theme:e})=>e.space[3]} ${({theme:e})=>e.space[4]};
  border-radius: ${({theme:e})=>e.radii.md};
  border-left: 4px solid ${({$variant:e,theme:t})=>r(e,t).border};
  background: ${({$variant:e,theme:t})=>r(e,t).background};
  color: ${({$variant:e,theme:t})=>r(e,t).text};
  font-size: ${({theme:e})=>e.fontSizes.sm};
  overflow-wrap: anywhere;
`,a=e.strong`
  font-size: ${({theme:e})=>e.fontSizes.md};
`;function o({variant:e=`info`,title:t,children:r,className:o,"data-testid":s}){let c=e===`error`||e===`warning`;return(0,n.jsxs)(i,{$variant:e,role:c?`alert`:`status`,"aria-live":c?`assertive`:`polite`,className:o,"data-testid":s,children:[t?(0,n.jsx)(a,{children:t}):null,r?(0,n.jsx)(`div`,{children:r}):null]})}export{o as t};