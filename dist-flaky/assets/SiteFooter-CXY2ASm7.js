import{r as e,t}from"./paths-D1mac_bv.js";import{i as n}from"./styled-components.browser.esm-CBkQRR0z.js";import{t as r}from"./jsx-runtime-LKYXHABd.js";var i=[{label:`Product`,href:t.product.getHref()},{label:`Features`,href:t.features.getHref()},{label:`Resources`,href:t.resources.getHref()},{label:`Pricing`,href:t.pricing.getHref()}],a=[{title:`Product`,links:[{label:`QR code payments`,href:`${t.product.getHref()}#qr-payments`},{label:`Payment links`,href:`${t.product.getHref()}#payment-links`},{label:`Payments API`,href:`${t.product.getHref()}#api`},{label:`Payouts`,href:`${t.product.getHref()}#payouts`}]},{title:`Features`,links:[{label:`Orange Money`,href:`${t.features.getHref()}#orange-money`},{label:`Africell Money`,href:`${t.features.getHref()}#africell-money`},{label:`Bank transfers`,href:`${t.features.getHref()}#bank-transfers`},{label:`Bank cards`,href:`${t.features.getHref()}#cards`}]},{title:`Resources`,links:[{label:`Documentation`,href:`${t.resources.getHref()}#docs`},{label:`Guides`,href:`${t.resources.getHref()}#guides`}]},{title:`Support`,links:[{label:`Help centre`,href:t.help.getHref()},{label:`Contact us`,href:t.contact.getHref()},{label:`System status`,href:t.healthCheck.getHref()}]}],o=[{label:`Privacy`,href:t.privacy.getHref()},{label:`Terms`,href:t.terms.getHref()},{label:`Cookies`,href:t.cookies.getHref()}],s=[{label:`Privacy Policy`,href:t.privacyPolicy.getHref()},{label:`Terms of Service`,href:t.termsOfService.getHref()},{label:`Cookie Policy`,href:t.cookiePolicy.getHref()},{label:`Security`,href:t.security.getHref()},{label:`Help`,href:t.help.getHref()},{label:`Contact`,href:t.contact.getHref()}],c=r(),l=n.footer`
  padding: ${({theme:e})=>e.space[8]} ${({theme:e})=>e.space[4]} ${({theme:e})=>e.space[6]};
  background: ${({theme:e})=>e.colors.text};
  color: ${({theme:e})=>e.colors.white};
  a { color: ${({theme:e})=>e.colors.white}; }
`,u=n.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({theme:e})=>e.space[6]};
  h2 { font-size: ${({theme:e})=>e.fontSizes.md}; margin-bottom: ${({theme:e})=>e.space[2]}; }
`,d=n.ul`
  display: flex;
  flex-wrap: wrap;
  flex-direction: ${({$row:e})=>e?`row`:`column`};
  gap: 0 ${({theme:e})=>e.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  a { display: inline-flex; align-items: center; min-height: ${({theme:e})=>e.touchTarget}; }
`,f=n.div`
  margin-top: ${({theme:e})=>e.space[6]};
  padding-top: ${({theme:e})=>e.space[4]};
  border-top: 1px solid ${({theme:e})=>e.colors.borderStrong};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`;function p({links:t,row:n}){return(0,c.jsx)(d,{$row:n,children:t.map(t=>(0,c.jsx)(`li`,{children:(0,c.jsx)(e,{to:t.href,children:t.label})},t.href))})}var m=()=>new Date().getFullYear();function h(){return(0,c.jsxs)(l,{children:[(0,c.jsx)(u,{children:a.map(e=>(0,c.jsxs)(`nav`,{"aria-labelledby":`footer-${e.title}`,children:[(0,c.jsx)(`h2`,{id:`footer-${e.title}`,children:e.title}),(0,c.jsx)(p,{links:e.links})]},e.title))}),(0,c.jsxs)(f,{children:[(0,c.jsx)(`nav`,{"aria-label":`Legal`,children:(0,c.jsx)(p,{links:o,row:!0})}),(0,c.jsxs)(`p`,{children:[`© `,m(),` Salone Pay. Secure payments for businesses in Sierra Leone.`]})]})]})}var g=n.footer`
  padding: ${({theme:e})=>e.space[4]};
  font-size: ${({theme:e})=>e.fontSizes.sm};
  color: ${({theme:e})=>e.colors.textMuted};
  text-align: center;
  ul { justify-content: center; }
`;function _(){return(0,c.jsxs)(g,{children:[(0,c.jsx)(`nav`,{"aria-label":`Legal and help`,children:(0,c.jsx)(p,{links:s,row:!0})}),(0,c.jsxs)(`p`,{children:[`© `,m(),` Salone Pay`]})]})}export{h as n,i as r,_ as t};