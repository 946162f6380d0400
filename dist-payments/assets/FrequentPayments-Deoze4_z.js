import{r as e,t}from"./paths-D1mac_bv.js";import{i as n}from"./styled-components.browser.esm-CBkQRR0z.js";import{t as r}from"./money-DyVw0DVj.js";import{r as i}from"./statuses-BHQ6dgql.js";import{t as a}from"./Avatar-CkigZr20.js";import{t as o}from"./SectionCard-DSfO3A8i.js";import{i as s,n as c,r as l,t as u}from"./local-copy-6o6W75BL.js";import{t as d}from"./ErrorState-GBBMv1zu.js";import{n as f,t as p}from"./queryOptions-Dts7TecT.js";import{i as m}from"./api-client-BKbOGVzI.js";import{t as h}from"./jsx-runtime-LKYXHABd.js";function g(){return p({queryKey:[`/payments/frequent`],queryFn:({signal:e})=>u(`frequentPayments`,()=>m(`/payments/frequent`,{signal:e})),networkMode:`offlineFirst`})}function _(){return f(g())}var v=h(),y=n.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({theme:e})=>e.space[3]};
`,b=n(e)`
  display: grid;
  gap: ${({theme:e})=>e.space[1]};
  justify-items: start;
  padding: ${({theme:e})=>e.space[3]};
  border: 1px solid ${({theme:e})=>e.colors.border};
  border-radius: ${({theme:e})=>e.radii.md};
  color: inherit;
  text-decoration: none;
  &:hover strong { text-decoration: underline; }
`,x=n.span`
  font-size: ${({theme:e})=>e.fontSizes.xs};
  color: ${({theme:e})=>e.colors.textMuted};
`;function S({payment:e}){return(0,v.jsxs)(b,{to:t.payMerchant.getHref(e.merchantId),"data-testid":`frequent-payment`,children:[(0,v.jsx)(a,{name:e.merchantName,size:`sm`}),(0,v.jsx)(`strong`,{children:e.merchantName}),(0,v.jsxs)(x,{children:[e.category,` · `,e.paymentCount,` `,e.paymentCount===1?`payment`:`payments`]}),(0,v.jsxs)(x,{children:[`Last `,r(e.lastPaymentAmount,e.currency),` · `,i[e.preferredPaymentMethod]]})]})}function C(){let e=_();return e.isPending?(0,v.jsx)(l,{rows:2,label:`Loading frequent payments`}):e.isError?(0,v.jsx)(d,{what:`your frequent payments`,message:e.error.message,onRetry:()=>void e.refetch(),retrying:e.isFetching}):e.data.items.length===0?(0,v.jsx)(s,{title:`No frequent payments yet`,text:`Merchants you pay often will show up here for one-tap payments.`}):(0,v.jsxs)(v.Fragment,{children:[(0,v.jsx)(y,{children:e.data.items.map(e=>(0,v.jsx)(S,{payment:e},e.id))}),(0,v.jsx)(c,{at:e.data.savedAt})]})}function w(){return(0,v.jsx)(o,{title:`Frequent payments`,id:`frequent-payments`,action:(0,v.jsx)(e,{to:t.frequentPayments.getHref(),children:`View all`}),children:(0,v.jsx)(C,{})})}function T(){return(0,v.jsx)(C,{})}export{w as n,T as t};