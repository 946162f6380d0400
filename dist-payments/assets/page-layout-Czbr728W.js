import{r as e}from"./paths-D1mac_bv.js";import{i as t}from"./styled-components.browser.esm-CBkQRR0z.js";import{t as n}from"./jsx-runtime-LKYXHABd.js";var r=n(),i=t.div`
  display: grid;
  gap: ${({theme:e})=>e.space[4]};
`,a=t.div`
  display: grid;
  gap: ${({theme:e})=>e.space[1]};
  h1 { font-size: ${({theme:e})=>e.fontSizes.xl}; line-height: 1.25; }
  p { color: ${({theme:e})=>e.colors.textMuted}; }
`,o=t(e)`
  display: inline-flex;
  align-items: center;
  min-height: ${({theme:e})=>e.touchTarget};
  font-weight: ${({theme:e})=>e.fontWeights.medium};
`;function s({title:e,intro:t,back:n,children:s}){return(0,r.jsxs)(i,{children:[n?(0,r.jsxs)(o,{to:n.href,children:[`← `,n.label]}):null,e?(0,r.jsxs)(a,{children:[(0,r.jsx)(`h1`,{children:e}),t?(0,r.jsx)(`p`,{children:t}):null]}):null,s]})}export{s as t};