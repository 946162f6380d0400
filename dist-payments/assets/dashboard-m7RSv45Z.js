import{i as e}from"./styled-components.browser.esm-CBkQRR0z.js";import{t}from"./Skeleton-BBfclic-.js";import{n,t as r}from"./queryOptions-Dts7TecT.js";import{i}from"./api-client-BKbOGVzI.js";import{i as a,n as o,r as s,t as c}from"./local-copy-6o6W75BL.js";import{r as l,t as u}from"./paths-D1mac_bv.js";import{t as d}from"./SectionCard-DSfO3A8i.js";import{t as f}from"./ErrorState-GBBMv1zu.js";import{t as p}from"./Badge-DOoIGYZC.js";import{t as m}from"./Icon-C4ySQMgX.js";import{a as h,i as g,t as _}from"./TransactionRow-Bk3_UX0s.js";import{t as v}from"./jsx-runtime-LKYXHABd.js";import{n as y}from"./get-profile-BlQhzmdf.js";import{n as b}from"./FrequentPayments-Deoze4_z.js";import{t as x}from"./PendingPaymentsSection-C5JUQ_ai.js";import{t as S}from"./get-transactions-Blbv_YUe.js";function C(){return r({queryKey:[`/accounts`],queryFn:({signal:e})=>c(`accounts`,()=>i(`/accounts`,{signal:e})),networkMode:`offlineFirst`})}function w(){return n(C())}var T=v(),E=e.span`
  display: grid;
  min-width: 0;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`,D=e.span`
  font-size: ${({theme:e})=>e.fontSizes.sm};
  color: ${({theme:e})=>e.colors.textMuted};
`;function O({account:e}){let t=e.type===`mobile_money`;return(0,T.jsxs)(h,{to:u.accountDetail.getHref(e.id),"data-testid":`account-row`,children:[(0,T.jsx)(g,{$tone:t?`orange`:`green`,"aria-hidden":`true`,children:(0,T.jsx)(m,{name:t?`phone`:`bank`})}),(0,T.jsxs)(E,{children:[(0,T.jsx)(`span`,{className:`title`,children:e.provider}),(0,T.jsxs)(D,{children:[e.accountNumber,` · `,e.accountName]})]}),e.isDefault?(0,T.jsx)(p,{tone:`primary`,children:`Default`}):e.isActive?null:(0,T.jsx)(p,{tone:`neutral`,children:`Inactive`})]})}var k=e.div`
  display: grid;
  gap: ${({theme:e})=>e.space[2]};
`;function A(){let e=w();return(0,T.jsx)(d,{title:`Linked accounts`,id:`linked-accounts`,action:(0,T.jsx)(l,{to:u.addWallet.getHref(),children:`Add`}),children:e.isPending?(0,T.jsx)(s,{rows:2,label:`Loading linked accounts`}):e.isError?(0,T.jsx)(f,{what:`your linked accounts`,message:e.error.message,onRetry:()=>void e.refetch(),retrying:e.isFetching}):e.data.items.length===0?(0,T.jsx)(a,{title:`No linked accounts yet`,text:`Link an Orange Money, Africell Money or bank account to receive payouts.`,action:(0,T.jsx)(l,{to:u.addWallet.getHref(),children:`Link an account`})}):(0,T.jsxs)(k,{children:[e.data.items.map(e=>(0,T.jsx)(O,{account:e},e.id)),(0,T.jsx)(o,{at:e.data.savedAt})]})})}var j=e.ol`
  display: grid;
  gap: ${({theme:e})=>e.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`,M=e.li`
  display: grid;
  grid-template-columns: 28px 1fr;
  gap: ${({theme:e})=>e.space[2]};
  align-items: center;
  min-height: ${({theme:e})=>e.touchTarget};
  color: ${({$done:e,theme:t})=>e?t.colors.textMuted:t.colors.text};
`,N=e.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({theme:e})=>e.radii.pill};
  border: 2px solid ${({$done:e,theme:t})=>e?t.colors.successStrong:t.colors.border};
  background: ${({$done:e,theme:t})=>e?t.colors.successStrong:t.colors.surface};
  color: ${({theme:e})=>e.colors.white};
`;function P({profileCompleted:e,email:t,emailVerified:n,hasLinkedAccount:r}){return[{label:`Complete your profile`,done:e,href:u.profileSetup.getHref()},{label:`Verify your email`,done:n,href:t?u.verifyEmail.getHref():u.addEmail.getHref()},{label:`Link a payout account`,done:r,href:u.addWallet.getHref()}]}function F(e){let t=P(e),n=t.filter(e=>!e.done).length;return n===0?null:(0,T.jsxs)(d,{title:`Getting started`,id:`getting-started`,children:[(0,T.jsxs)(`p`,{children:[t.length-n,` of `,t.length,` done`]}),(0,T.jsx)(j,{children:t.map(e=>(0,T.jsxs)(M,{$done:e.done,children:[(0,T.jsx)(N,{$done:e.done,"aria-hidden":`true`,children:e.done?(0,T.jsx)(m,{name:`check`,size:16}):null}),e.done?(0,T.jsxs)(`span`,{children:[e.label,` `,(0,T.jsx)(`span`,{className:`visually-hidden`,children:`(done)`})]}):(0,T.jsx)(l,{to:e.href,children:e.label})]},e.label))})]})}var I=e.nav`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({theme:e})=>e.space[2]};
`,L=e(l)`
  display: grid;
  justify-items: center;
  gap: ${({theme:e})=>e.space[1]};
  padding: ${({theme:e})=>e.space[3]} ${({theme:e})=>e.space[1]};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e})=>e.colors.surface};
  box-shadow: ${({theme:e})=>e.shadows.card};
  color: ${({theme:e})=>e.colors.text};
  font-size: ${({theme:e})=>e.fontSizes.sm};
  font-weight: ${({theme:e})=>e.fontWeights.medium};
  text-align: center;
  text-decoration: none;
`,R=e.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({theme:e})=>e.radii.pill};
  background: ${({theme:e})=>e.colors.primarySoft};
  color: ${({theme:e})=>e.colors.primaryStrong};
`,z=[{label:`Pay`,href:u.pay.getHref(),icon:`card`},{label:`Scan & Pay`,href:u.scanPay.getHref(),icon:`phone`},{label:`Add Wallet`,href:u.addWallet.getHref(),icon:`bank`},{label:`Activity`,href:u.activity.getHref(),icon:`info`}];function B(){return(0,T.jsx)(I,{"aria-label":`Quick actions`,children:z.map(e=>(0,T.jsxs)(L,{to:e.href,children:[(0,T.jsx)(R,{"aria-hidden":`true`,children:(0,T.jsx)(m,{name:e.icon})}),e.label]},e.label))})}function V({now:e=new Date}){let t=S();return(0,T.jsx)(d,{title:`Recent activity`,id:`recent-activity`,action:(0,T.jsx)(l,{to:u.activity.getHref(),children:`View all`}),children:t.isPending?(0,T.jsx)(s,{label:`Loading recent activity`}):t.isError?(0,T.jsx)(f,{what:`your recent activity`,message:t.error.message,onRetry:()=>void t.refetch(),retrying:t.isFetching}):t.data.items.length===0?(0,T.jsx)(a,{title:`No activity yet`,text:`Payments you make or receive will show up here.`}):(0,T.jsx)(`div`,{children:t.data.items.map(t=>(0,T.jsx)(_,{transaction:t,now:e},t.id))})})}var H=e.div`
  display: grid;
  gap: ${({theme:e})=>e.space[1]};
  h1 { font-size: ${({theme:e})=>e.fontSizes.xl}; overflow-wrap: anywhere; }
  p { color: ${({theme:e})=>e.colors.textMuted}; }
`,U=e.div`
  display: grid;
  gap: ${({theme:e})=>e.space[4]};
  ${({theme:e})=>e.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`,W=e.div`
  display: grid;
  gap: ${({theme:e})=>e.space[4]};
  min-width: 0;
`;function G(){let e=y(),n=w(),r=e.data?.fullName?.split(` `)[0];return(0,T.jsxs)(W,{children:[(0,T.jsxs)(H,{children:[e.isPending?(0,T.jsx)(t,{width:`60%`,height:`28px`}):(0,T.jsx)(`h1`,{children:r?`Welcome back, ${r}`:`Welcome to Salone Pay`}),(0,T.jsx)(`p`,{children:`Here is what is happening with your money today.`})]}),(0,T.jsx)(B,{}),e.data&&n.data?(0,T.jsx)(F,{profileCompleted:e.data.profileCompleted,email:e.data.email,emailVerified:e.data.emailVerified,hasLinkedAccount:n.data.items.length>0}):null,(0,T.jsxs)(U,{children:[(0,T.jsxs)(W,{children:[(0,T.jsx)(x,{}),(0,T.jsx)(V,{})]}),(0,T.jsxs)(W,{children:[(0,T.jsx)(A,{}),(0,T.jsx)(b,{})]})]})]})}export{G as DashboardRoute,G as default};