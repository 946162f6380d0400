import{r as e}from"./rolldown-runtime-XKyaHtl9.js";import{n as t,r as n}from"./index-Yid58bgC.js";import{n as r,t as i}from"./money-DscnOuei.js";import{i as a,r as o}from"./statuses-D8RHVUdu.js";import{r as s,t as c}from"./paths-D1mac_bv.js";import{i as l}from"./styled-components.browser.esm-CBkQRR0z.js";import{t as u}from"./Logo-CgC0f5z1.js";import{t as d}from"./SiteFooter-CXY2ASm7.js";import{t as f}from"./jsx-runtime-LKYXHABd.js";import{t as p}from"./get-app-config-B8xU5UtX.js";import{t as m}from"./react-DlmbjZJV.js";import{t as h}from"./useMutation-COccy2nj.js";import{t as g}from"./Alert-CkAuwKej.js";import{t as _}from"./Button-4qZu65ov.js";import{t as v}from"./TextInput-BX37-L8Q.js";import{i as y,n as b,r as x}from"./api-client-BKbOGVzI.js";var S=`merchant`,C=1e4,w={orange_money:{basisPoints:150,fixed:{}},mobile_money:{basisPoints:150,fixed:{}},card:{basisPoints:250,fixed:{SLE:5e4}},bank_transfer:{basisPoints:100,fixed:{}},cash:{basisPoints:0,fixed:{}}};function T({amount:e,currency:t,method:n,bearer:r=S,rules:a=w}){if(!Number.isSafeInteger(e)||e<=0)throw RangeError(`amount must be a positive whole number of minor units`);let o=a[n],s=BigInt(i[t]),c=BigInt(e)*BigInt(o.basisPoints)+BigInt(o.fixed[t]??0)*BigInt(C),l=BigInt(C)*s,u=Number((2n*c+l)/(2n*l)*s),d=r===`payer`?e+u:e;return{amount:e,fee:u,total:d,net:d-u}}var E=f(),D=l.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`,O=l.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space[3]};
  padding: ${({theme:e})=>e.space[3]} ${({theme:e})=>e.space[4]};
  border-bottom: 1px solid ${({theme:e})=>e.colors.border};
  nav ul { display: flex; flex-wrap: wrap; gap: 0 ${({theme:e})=>e.space[4]}; margin: 0; padding: 0; list-style: none; }
  nav a { display: inline-flex; align-items: center; min-height: ${({theme:e})=>e.touchTarget}; }
`,ee=l.main`
  flex: 1;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: ${({theme:e})=>e.space[6]} ${({theme:e})=>e.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[4]};
  overflow-wrap: anywhere;
  h1 { font-size: ${({theme:e})=>e.fontSizes.xxl}; }
  h2 { font-size: ${({theme:e})=>e.fontSizes.xl}; margin-top: ${({theme:e})=>e.space[4]}; }
  h3 { font-size: ${({theme:e})=>e.fontSizes.lg}; }
  ul { padding-left: ${({theme:e})=>e.space[5]}; }
  li + li { margin-top: ${({theme:e})=>e.space[1]}; }
  table { width: 100%; border-collapse: collapse; font-size: ${({theme:e})=>e.fontSizes.sm}; overflow-wrap: normal; }
  th, td { text-align: left; padding: ${({theme:e})=>e.space[2]} ${({theme:e})=>e.space[1]}; border-bottom: 1px solid ${({theme:e})=>e.colors.border}; }
  .muted { color: ${({theme:e})=>e.colors.textMuted}; }
`,k=[{label:`Pricing`,href:c.pricing.getHref()},{label:`Help`,href:c.help.getHref()},{label:`Sign in`,href:c.login.getHref()}];function A({title:e,intro:t,children:n}){return(0,E.jsxs)(D,{children:[(0,E.jsxs)(O,{children:[(0,E.jsx)(s,{to:c.home.getHref(),"aria-label":`Salone Pay home`,children:(0,E.jsx)(u,{size:32})}),(0,E.jsx)(`nav`,{"aria-label":`Site`,children:(0,E.jsx)(`ul`,{children:k.map(e=>(0,E.jsx)(`li`,{children:(0,E.jsx)(s,{to:e.href,children:e.label})},e.href))})})]}),(0,E.jsxs)(ee,{children:[(0,E.jsx)(`h1`,{children:e}),t?(0,E.jsx)(`p`,{className:`muted`,children:t}):null,n]}),(0,E.jsx)(d,{})]})}var j=5e6;function M(e,t){let{basisPoints:n,fixed:i}=e[t],a=[];n>0&&a.push(`${Math.trunc(n/100)}${n%100?`.${String(n%100).padStart(2,`0`).replace(/0$/,``)}`:``} %`);let o=i.SLE??0;return o>0&&a.push(r(o,`SLE`)),a.length>0?a.join(` + `):`No fee`}function N({rules:e=w,title:t=`Fees`}){return(0,E.jsxs)(A,{title:t,intro:`No monthly fee, no set-up fee. You pay only when you are paid: the fee is taken from each payment you receive.`,children:[(0,E.jsx)(`h2`,{children:`Fee per payment`}),(0,E.jsxs)(`table`,{"aria-label":`Fee per payment method`,children:[(0,E.jsx)(`thead`,{children:(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`th`,{scope:`col`,children:`Method`}),(0,E.jsx)(`th`,{scope:`col`,children:`Fee`}),(0,E.jsxs)(`th`,{scope:`col`,children:[`On `,r(j,`SLE`)]}),(0,E.jsx)(`th`,{scope:`col`,children:`You receive`})]})}),(0,E.jsx)(`tbody`,{children:o.map(t=>{let n=T({amount:j,currency:`SLE`,method:t,rules:e});return(0,E.jsxs)(`tr`,{"data-testid":`fee-${t}`,children:[(0,E.jsx)(`th`,{scope:`row`,children:a[t]}),(0,E.jsx)(`td`,{children:M(e,t)}),(0,E.jsx)(`td`,{children:r(n.fee,`SLE`)}),(0,E.jsx)(`td`,{children:r(n.net,`SLE`)})]},t)})})]}),(0,E.jsx)(`p`,{className:`muted`,children:`Mobile Money covers Africell Money. Fees are rounded to the nearest whole leone. A merchant may choose to add the fee to what the payer pays instead; the payer then sees the total before confirming.`}),(0,E.jsx)(`h2`,{children:`When you are paid out`}),(0,E.jsxs)(`ul`,{children:[(0,E.jsx)(`li`,{children:`To a mobile money account: usually within 2-4 hours.`}),(0,E.jsx)(`li`,{children:`To a bank account: 1-2 business days.`})]}),(0,E.jsx)(`h2`,{children:`How long a payment takes`}),(0,E.jsxs)(`ul`,{children:[(0,E.jsx)(`li`,{children:`Orange Money: typically 30-60 seconds.`}),(0,E.jsx)(`li`,{children:`Bank transfers: 2-5 minutes.`})]})]})}var P=`Monday to Friday, 8AM-6PM GMT`,F=e(m(),1),I=l.form`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[4]};
  label[for='contact-message'] { font-weight: ${({theme:e})=>e.fontWeights.medium}; }
  textarea {
    width: 100%;
    min-height: 8rem;
    padding: ${({theme:e})=>e.space[3]};
    font: inherit;
    border: 1px solid ${({theme:e})=>e.colors.borderStrong};
    border-radius: ${({theme:e})=>e.radii.md};
  }
`;function L(e){return y(`/support/contact`,{method:`POST`,body:{name:e.name,message:e.message,...e.email.trim()?{email:e.email}:{}}})}function R(e){return e instanceof x?`You seem to be offline. Your message was not sent: please try again when you are connected.`:e instanceof b&&e.status===429?`Too many messages from this connection. ${e.message}`:e instanceof b&&e.details.length>0?e.details.map(e=>e.message).join(` `):e instanceof b?e.message:`Your message could not be sent. Please try again.`}function z({supportEmail:e}){let[t,n]=(0,F.useState)({name:``,email:``,message:``}),r=h({mutationFn:L});function i(e){e.preventDefault(),r.mutate(t)}if(r.isSuccess)return(0,E.jsx)(g,{variant:`success`,children:r.data.message});let a=e=>t=>n(n=>({...n,[e]:t.target.value}));return(0,E.jsxs)(I,{onSubmit:i,noValidate:!0,"aria-label":`Contact support`,children:[(0,E.jsx)(v,{label:`Your name`,name:`name`,autoComplete:`name`,value:t.name,onChange:a(`name`),maxLength:80,required:!0}),(0,E.jsx)(v,{label:`Email (optional)`,name:`email`,type:`email`,autoComplete:`email`,value:t.email,onChange:a(`email`),hint:`So we can answer you. Without it, include your phone number in the message.`}),(0,E.jsx)(`label`,{htmlFor:`contact-message`,children:`How can we help?`}),(0,E.jsx)(`textarea`,{id:`contact-message`,name:`message`,value:t.message,onChange:a(`message`),maxLength:4e3,required:!0}),r.isError?(0,E.jsxs)(g,{variant:`error`,children:[R(r.error),` You can also write to `,(0,E.jsx)(`a`,{href:`mailto:${e}`,children:e}),`.`]}):null,(0,E.jsx)(_,{type:`submit`,size:`lg`,fullWidth:!0,loading:r.isPending,children:`Send message`})]})}function B({supportEmail:e}){return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(`h2`,{children:`Talk to us`}),(0,E.jsxs)(`p`,{children:[`Email `,(0,E.jsx)(`a`,{href:`mailto:${e}`,children:e}),`. Support hours: `,P,`.`]})]})}function V(){let{supportEmail:e}=p();return(0,E.jsxs)(A,{title:`Help`,intro:`Answers to common questions. Support hours: ${P}.`,children:[(0,E.jsx)(`h2`,{children:`Signing in without email`}),(0,E.jsxs)(`p`,{children:[`You only need your phone number. Enter it on the `,(0,E.jsx)(s,{to:c.login.getHref(),children:`sign-in page`}),` and type the 6-digit code we send by SMS. Adding an email is optional.`]}),(0,E.jsx)(`h2`,{children:`My code did not arrive`}),(0,E.jsxs)(`ul`,{children:[(0,E.jsx)(`li`,{children:`Check the number: 8 digits after +232.`}),(0,E.jsx)(`li`,{children:`Wait a minute: you can ask for a new code after 60 seconds. A new code replaces the old one.`}),(0,E.jsx)(`li`,{children:`Codes expire after 10 minutes. After several tries, sending is paused for a while to protect your account.`})]}),(0,E.jsx)(`h2`,{children:`A payment is stuck on pending`}),(0,E.jsx)(`p`,{children:`Orange Money usually confirms in 30-60 seconds and bank transfers in 2-5 minutes. Pending payments are listed on your dashboard; one that was not started can be cancelled there. If the money left your account but the payment still shows pending after an hour, write to us with its reference.`}),(0,E.jsx)(`h2`,{children:`Refunds and payouts`}),(0,E.jsxs)(`p`,{children:[`Money you receive is paid out to your linked mobile money account (usually within 2-4 hours) or bank account (1-2 business days). A refund returns the payment to the payer by the way they paid. See `,(0,E.jsx)(s,{to:c.fees.getHref(),children:`fees`}),`.`]}),(0,E.jsx)(`h2`,{children:`Using the app offline`}),(0,E.jsx)(`p`,{children:`After one visit the app opens without a network. Your dashboard shows the last saved copy, marked with when it was updated. A profile change made offline is kept on your phone and sent once when you are back online.`}),(0,E.jsx)(B,{supportEmail:e}),(0,E.jsx)(`p`,{children:(0,E.jsx)(s,{to:c.contact.getHref(),children:`Send us a message`})})]})}function H({title:e=`Contact us`}){let{supportEmail:t}=p();return(0,E.jsxs)(A,{title:e,intro:(0,E.jsxs)(E.Fragment,{children:[`We answer `,P,`. Many questions are answered on the `,(0,E.jsx)(s,{to:c.help.getHref(),children:`help page`}),`.`]}),children:[(0,E.jsx)(B,{supportEmail:t}),(0,E.jsx)(`h2`,{children:`Send a message`}),(0,E.jsx)(z,{supportEmail:t})]})}function U(e){return e.split(/(\*\*[^*]+\*\*|`[^`]+`)/).map((e,t)=>e.startsWith(`**`)&&e.endsWith(`**`)?(0,E.jsx)(`strong`,{children:e.slice(2,-2)},t):e.length>1&&e.startsWith("`")&&e.endsWith("`")?(0,E.jsx)(`code`,{children:e.slice(1,-1)},t):(0,E.jsx)(F.Fragment,{children:e},t))}function W(e){return e.trim().split(/\n\s*\n/).map((e,t)=>{let n=e.split(`
`);return e.startsWith(`## `)?(0,E.jsx)(`h2`,{children:U(e.slice(3))},t):e.startsWith(`> `)?(0,E.jsx)(`aside`,{role:`note`,children:U(n.map(e=>e.replace(/^>\s?/,``)).join(` `))},t):n.every(e=>e.startsWith(`- `))?(0,E.jsx)(`ul`,{children:n.map((e,t)=>(0,E.jsx)(`li`,{children:U(e.slice(2))},t))},t):(0,E.jsx)(`p`,{children:U(n.join(` `))},t)})}var G={privacy:{title:`Privacy notice`,source:`> **Template.** This is the default text shipped with Salone Pay. The business that runs this service must review it with its own lawyer and replace this file (\`src/app/public-pages/legal/privacy.md\`) before going live.

## Who we are

This service is run by the business named on the home page ("we"). You can reach us at the support address shown on the Help page.

## What we store and why

- **Your phone number**: to sign you in with a one-time code and to identify your account.
- **Your name and address** (street, city or town, district): to set up your profile, as payment services must know who their customers are.
- **Your email address**, if you add one: to send receipts and notices. It is kept only once you have verified it.
- **Your payments**: amount, method, the other party, time and status, so you can see your history and so we can settle, refund and account for every payment.
- **Messages you send to support**, in the mailbox of our support team.

## What we never store

- Sign-in codes, session tokens and email links are stored **only as hashes**, never in a form that could be used to sign in.
- We do not store card numbers.

## How long we keep it

- Sign-in codes: they stop working once used or after 10 minutes.
- Sessions: a session stops working when you sign out or when it expires.
- Payment records: as long as the law requires us to keep financial records.
- Your profile: while your account is open.

## Who sees it

Our staff who need it to serve you, and the payment providers (mobile money operators, banks) that carry a payment you make or receive. We do not sell your data.

## Your rights

You may ask to see, correct or delete your data by writing to our support address. Some payment records must be kept by law even after you close your account.
`},terms:{title:`Terms of service`,source:`> **Template.** This is the default text shipped with Salone Pay. The business that runs this service must review it with its own lawyer and replace this file (\`src/app/public-pages/legal/terms.md\`) before going live.

## Using the service

You may use the service to receive and make payments in Sierra Leone. You sign in with a phone number you control and keep your phone and codes to yourself.

## Your account

The information in your profile must be true. You are responsible for payments made from your signed-in session until you sign out or tell us it was lost.

## Fees

The fees for each payment method are listed on the Fees page. They are taken from each payment you receive unless you choose to have the payer pay them.

## Payments and payouts

A payment is complete only when the provider confirms it. Payouts reach mobile money accounts usually within 2-4 hours and bank accounts within 1-2 business days.

## When things go wrong

If a payment is wrong or stuck, contact support. We may pause an account to protect its owner or to follow the law.

## Changes

We may change these terms. We will show the new terms here before they apply.
`},cookies:{title:`Cookies and storage`,source:`> **Template.** This is the default text shipped with Salone Pay. The business that runs this service must review it and replace this file (\`src/app/public-pages/legal/cookies.md\`) before going live.

## Cookies and storage on your phone

This app does not use advertising or tracking cookies.

It keeps on your phone, in the browser's storage:

- your sign-in token, so you stay signed in;
- a copy of your profile and recent lists, so the app opens fast and works offline;
- changes made offline, until they are sent;
- the app itself (the service worker cache), so it opens without a network.

Signing out removes your token and the saved copies. You can also clear them in your browser's settings.
`}};function K({document:e}){let{title:t,source:n}=G[e];return(0,E.jsx)(A,{title:t,children:W(n)})}function q(){return(0,E.jsxs)(A,{title:`Product`,intro:`Take payments and get paid out in Sierra Leone, from a phone, on any network.`,children:[(0,E.jsx)(`h2`,{id:`qr-payments`,children:`QR code payments`}),(0,E.jsx)(`p`,{children:`Customers scan your code and pay with the method they have. You see the payment on your dashboard as soon as the provider confirms it.`}),(0,E.jsx)(`h2`,{id:`payment-links`,children:`Payment links`}),(0,E.jsx)(`p`,{children:`Send a link by SMS or WhatsApp; the payer opens it, sees the amount and pays. No app to install.`}),(0,E.jsx)(`h2`,{id:`api`,children:`Payments API`}),(0,E.jsxs)(`p`,{children:[`Your own site or app can create payments through the `,(0,E.jsx)(`code`,{children:`/api/v1`}),` service. A request your system retries with the same Idempotency-Key runs only once.`]}),(0,E.jsx)(`h2`,{id:`payouts`,children:`Payouts`}),(0,E.jsx)(`p`,{children:`Money you receive is paid out to your mobile money account (usually within 2-4 hours) or your bank account (1-2 business days).`}),(0,E.jsxs)(`p`,{children:[(0,E.jsx)(s,{to:c.pricing.getHref(),children:`See the fees`}),` or `,(0,E.jsx)(s,{to:c.register.getHref(),children:`create an account`}),`.`]})]})}function J(){return(0,E.jsxs)(A,{title:`Features`,intro:`The ways your customers already pay, in one place.`,children:[(0,E.jsx)(`h2`,{id:`orange-money`,children:`Orange Money`}),(0,E.jsx)(`p`,{children:`The most used mobile money in Sierra Leone; payments typically confirm in 30-60 seconds.`}),(0,E.jsx)(`h2`,{id:`africell-money`,children:`Africell Money`}),(0,E.jsx)(`p`,{children:`Accept Africell Money at the same mobile money fee.`}),(0,E.jsx)(`h2`,{id:`bank-transfers`,children:`Bank transfers`}),(0,E.jsx)(`p`,{children:`For larger amounts, straight from the payer's bank; typically 2-5 minutes.`}),(0,E.jsx)(`h2`,{id:`cards`,children:`Bank cards`}),(0,E.jsx)(`p`,{children:`Visa and Mastercard; card numbers are never stored by Salone Pay.`}),(0,E.jsx)(`h2`,{id:`offline`,children:`Works on weak networks`}),(0,E.jsx)(`p`,{children:`The app opens without a network after one visit and keeps changes made offline until they can be sent.`})]})}function Y(){return(0,E.jsxs)(A,{title:`Resources`,intro:`Where to learn more.`,children:[(0,E.jsx)(`h2`,{id:`docs`,children:`Documentation`}),(0,E.jsxs)(`p`,{children:[`The API answers JSON under `,(0,E.jsx)(`code`,{children:`/api/v1`}),`; every error has a code and a message. The service's health is public on the`,` `,(0,E.jsx)(s,{to:c.healthCheck.getHref(),children:`status page`}),`.`]}),(0,E.jsx)(`h2`,{id:`guides`,children:`Guides`}),(0,E.jsxs)(`ul`,{children:[(0,E.jsx)(`li`,{children:(0,E.jsx)(s,{to:c.help.getHref(),children:`Getting started and common questions`})}),(0,E.jsx)(`li`,{children:(0,E.jsx)(s,{to:c.fees.getHref(),children:`Fees and payout times`})}),(0,E.jsx)(`li`,{children:(0,E.jsx)(s,{to:c.security.getHref(),children:`How your account is protected`})})]})]})}function X(){let{supportEmail:e}=p();return(0,E.jsxs)(A,{title:`Security`,intro:`How Salone Pay protects your account and your money, in plain words.`,children:[(0,E.jsx)(`h2`,{children:`Signing in`}),(0,E.jsxs)(`ul`,{children:[(0,E.jsx)(`li`,{children:`You sign in with your phone number and a 6-digit one-time code sent by SMS. There is no password to steal or reuse.`}),(0,E.jsx)(`li`,{children:`A code works once, expires after 10 minutes, and is stored only as a keyed hash, never as the code itself.`}),(0,E.jsx)(`li`,{children:`Sending and checking codes is limited per phone number and per connection, so codes cannot be guessed.`})]}),(0,E.jsx)(`h2`,{children:`Sessions`}),(0,E.jsxs)(`ul`,{children:[(0,E.jsx)(`li`,{children:`A session ends after a period without use and after a maximum age, whichever comes first. Signing out ends it on the server at once.`}),(0,E.jsx)(`li`,{children:`Session tokens and email links are stored only as hashes.`})]}),(0,E.jsx)(`h2`,{children:`Payments`}),(0,E.jsxs)(`ul`,{children:[(0,E.jsx)(`li`,{children:`Salone Pay does not store card numbers.`}),(0,E.jsx)(`li`,{children:`A change sent twice (for example when a weak network makes your phone retry) runs only once.`}),(0,E.jsx)(`li`,{children:`This version sends no webhooks to merchants yet.`})]}),(0,E.jsx)(`h2`,{children:`Report a vulnerability`}),(0,E.jsxs)(`p`,{children:[`Write to `,(0,E.jsx)(`a`,{href:`mailto:${e}`,children:e}),` with the steps to reproduce it. Please give us time to fix it before telling others. Our contact details are also in `,(0,E.jsx)(`a`,{href:`/.well-known/security.txt`,children:`security.txt`}),`.`]})]})}function Z(){let{claims:e}=p(),t=[e.centralBankLicence?`Licensed by the Bank of Sierra Leone.`:void 0,e.iso27001?`ISO 27001 certified.`:void 0,e.pciDss?`PCI DSS compliant.`:void 0].filter(e=>e!==void 0);return(0,E.jsxs)(A,{title:`Compliance`,intro:`What is in place to keep payments lawful and safe.`,children:[t.length>0?(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(`h2`,{children:`Licences and certifications`}),(0,E.jsx)(`ul`,{children:t.map(e=>(0,E.jsx)(`li`,{children:e},e))})]}):(0,E.jsx)(`p`,{children:`This deployment has not declared a licence or certification. What is in place is listed below.`}),(0,E.jsx)(`h2`,{children:`In place`}),(0,E.jsxs)(`ul`,{children:[(0,E.jsx)(`li`,{children:`Every account is tied to a verified Sierra Leone phone number.`}),(0,E.jsx)(`li`,{children:`Payment records keep an append-only history of every status change.`}),(0,E.jsxs)(`li`,{children:[`Personal data is kept as described in the `,(0,E.jsx)(s,{to:c.privacy.getHref(),children:`privacy notice`}),`.`]}),(0,E.jsxs)(`li`,{children:[`Security practices are described on the `,(0,E.jsx)(s,{to:c.security.getHref(),children:`security page`}),`.`]})]})]})}function Q(){return(0,E.jsx)(t,{title:`Create your account`,intro:`Enter your phone number and we'll text you a 6-digit code. No password, no email needed.`,children:(0,E.jsx)(n,{})})}var $={fees:(0,E.jsx)(N,{}),pricing:(0,E.jsx)(N,{title:`Pricing`}),help:(0,E.jsx)(V,{}),support:(0,E.jsx)(H,{title:`Support`}),contact:(0,E.jsx)(H,{}),security:(0,E.jsx)(X,{}),compliance:(0,E.jsx)(Z,{}),privacy:(0,E.jsx)(K,{document:`privacy`}),terms:(0,E.jsx)(K,{document:`terms`}),cookies:(0,E.jsx)(K,{document:`cookies`}),product:(0,E.jsx)(q,{}),features:(0,E.jsx)(J,{}),resources:(0,E.jsx)(Y,{}),register:(0,E.jsx)(Q,{})};function te({name:e}){return $[e]}export{$ as PUBLIC_PAGE_ELEMENTS,te as default};