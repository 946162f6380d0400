import{i as e}from"./styled-components.browser.esm-CBkQRR0z.js";import{t}from"./jsx-runtime-LKYXHABd.js";var n=t(),r=e.section`
  display: grid;
  gap: ${({theme:e})=>e.space[3]};
  align-content: start;
  padding: ${({theme:e})=>e.space[4]};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.surface};
  box-shadow: ${({theme:e})=>e.shadows.card};
  min-width: 0;
`,i=e.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space[2]};
  min-height: ${({theme:e})=>e.touchTarget};
`,a=e.h2`
  font-size: ${({theme:e})=>e.fontSizes.lg};
  line-height: 1.3;
`;function o({title:e,action:t,children:o,id:s}){let c=`${s??e.toLowerCase().replace(/\W+/g,`-`)}-title`;return(0,n.jsxs)(r,{"aria-labelledby":c,id:s,children:[(0,n.jsxs)(i,{children:[(0,n.jsx)(a,{id:c,children:e}),t]}),o]})}export{o as t};