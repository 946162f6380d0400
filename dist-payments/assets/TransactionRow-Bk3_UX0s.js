import{i as e}from"./styled-components.browser.esm-CBkQRR0z.js";import{n as t}from"./dashboard-BsaOyS52.js";import{t as n}from"./money-DyVw0DVj.js";import{r}from"./statuses-BHQ6dgql.js";import{i}from"./Badge-DOoIGYZC.js";import{t as a}from"./Icon-C4ySQMgX.js";import{r as o,t as s}from"./paths-D1mac_bv.js";import{t as c}from"./jsx-runtime-LKYXHABd.js";var l=e(o)`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr) auto;
  gap: ${({theme:e})=>e.space[3]};
  align-items: center;
  min-height: 56px;
  color: inherit;
  text-decoration: none;
  &:hover .title { text-decoration: underline; }
`,u=e.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({$round:e,theme:t})=>e?t.radii.pill:t.radii.md};
  background: ${({$tone:e,theme:t})=>e===`orange`?t.colors.orangeMoneySoft:e===`green`?t.colors.successSoft:t.colors.primarySoft};
  color: ${({$tone:e,theme:t})=>e===`orange`?t.colors.orangeMoneyStrong:e===`green`?t.colors.successStrong:t.colors.primaryStrong};
`,d=c(),f=e(l)`
  padding: ${({theme:e})=>e.space[2]} 0;
  border-bottom: 1px solid ${({theme:e})=>e.colors.background};
  &:last-child { border-bottom: 0; }
`,p=e.span`
  display: grid;
  min-width: 0;
`,m=e.span`
  font-weight: ${({theme:e})=>e.fontWeights.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`,h=e.span`
  font-size: ${({theme:e})=>e.fontSizes.xs};
  color: ${({theme:e})=>e.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`,g=e.span`
  display: grid;
  justify-items: end;
  gap: ${({theme:e})=>e.space[1]};
`,_=e.span`
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  color: ${({$incoming:e,theme:t})=>e?t.colors.successStrong:t.colors.text};
  white-space: nowrap;
`;function v(e){return e.type===`received`?e.recipient?`From ${e.recipient}`:`Payment received`:e.type===`transfer`?e.recipient?`To ${e.recipient}`:`Transfer`:e.merchant??e.recipient??`Payment`}function y(e){let t=n(e.amount,e.currency);return e.type===`received`?`+${t}`:`-${t}`}function b({transaction:e,now:n}){let o=e.type===`received`;return(0,d.jsxs)(f,{to:s.transactionDetail.getHref(e.id),"data-testid":`transaction-row`,children:[(0,d.jsx)(u,{$tone:o?`green`:`blue`,$round:!0,"aria-hidden":`true`,children:(0,d.jsx)(a,{name:e.paymentMethod===`bank_transfer`?`bank`:`phone`})}),(0,d.jsxs)(p,{children:[(0,d.jsx)(m,{className:`title`,children:v(e)}),(0,d.jsxs)(h,{children:[e.description,` · `,r[e.paymentMethod],` ·`,` `,(0,d.jsx)(`time`,{dateTime:e.timestamp,children:t(e.timestamp,n)})]})]}),(0,d.jsxs)(g,{children:[(0,d.jsx)(_,{$incoming:o,children:y(e)}),(0,d.jsx)(i,{status:e.status})]})]})}export{l as a,u as i,v as n,y as r,b as t};