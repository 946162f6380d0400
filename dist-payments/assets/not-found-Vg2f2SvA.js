import{t as e,u as t}from"./paths-D1mac_bv.js";import{i as n}from"./styled-components.browser.esm-CBkQRR0z.js";import{h as r,l as i}from"./index-DPIxHRzX.js";import{t as a}from"./get-app-config-Ba_C-y4L.js";import{t as o}from"./jsx-runtime-LKYXHABd.js";var s=o(),c=n.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({theme:e})=>e.space[5]};
  padding: ${({theme:e})=>e.space[6]} ${({theme:e})=>e.space[4]};
  text-align: center;
`,l=n.h1`
  font-size: ${({theme:e})=>e.fontSizes.xxl};
`,u=n.p`
  max-width: 36ch;
  color: ${({theme:e})=>e.colors.textMuted};
`,d=n.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({theme:e})=>e.space[3]};
`,f=n.p`
  font-size: ${({theme:e})=>e.fontSizes.sm};
  color: ${({theme:e})=>e.colors.textMuted};
`;function p(){let n=t(),{supportEmail:o}=a();return(0,s.jsxs)(c,{children:[(0,s.jsx)(r,{size:48}),(0,s.jsx)(l,{children:`Page Not Found`}),(0,s.jsx)(u,{children:`Sorry, the page you're looking for doesn't exist or has been moved.`}),(0,s.jsxs)(d,{children:[(0,s.jsx)(i,{onClick:()=>void n(e.home.getHref()),children:`Go Back Home`}),(0,s.jsx)(i,{variant:`outline`,onClick:()=>void n(-1),children:`Go Back`})]}),(0,s.jsxs)(f,{children:[`Need help? Contact our support team at `,(0,s.jsx)(`a`,{href:`mailto:${o}`,children:o})]})]})}export{p as NotFoundRoute,p as default};