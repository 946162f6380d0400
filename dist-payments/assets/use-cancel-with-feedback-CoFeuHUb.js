import{t as e}from"./jsx-runtime-LKYXHABd.js";import{n as t}from"./QueryClientProvider-BUorxAbp.js";import{n,t as r}from"./queryOptions-Dts7TecT.js";import{t as i}from"./useMutation-Dstv79DZ.js";import{i as a}from"./api-client-BKbOGVzI.js";import{i as o}from"./styled-components.browser.esm-CBkQRR0z.js";import{r as s,t as c}from"./paths-D1mac_bv.js";import{l,v as u,w as d,y as f}from"./index-DPIxHRzX.js";import{r as p}from"./statuses-BHQ6dgql.js";import{t as m}from"./Badge-DOoIGYZC.js";import{t as h}from"./local-copy-6o6W75BL.js";import{i as g,r as _,t as v}from"./dashboard-BsaOyS52.js";import{t as y}from"./money-DyVw0DVj.js";import{t as b}from"./use-toast-BrlmESVh.js";var x=e();function S(){return r({queryKey:[`/payments/pending`],queryFn:({signal:e})=>h(`pendingPayments`,()=>a(`/payments/pending`,{signal:e})),networkMode:`offlineFirst`})}function C(){return n(S())}var w=o.article`
  display: grid;
  gap: ${({theme:e})=>e.space[2]};
  padding: ${({theme:e})=>e.space[3]};
  border: 1px solid ${({theme:e})=>e.colors.border};
  border-radius: ${({theme:e})=>e.radii.md};
`,T=o.div`
  display: flex;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space[2]};
  align-items: start;
`,E=o.h3`
  font-size: ${({theme:e})=>e.fontSizes.md};
`,D=o.p`
  font-size: ${({theme:e})=>e.fontSizes.sm};
  color: ${({theme:e})=>e.colors.textMuted};
`,O=o.p`
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  white-space: nowrap;
`,k=o.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space[2]};
  a { text-decoration: none; }
`,A=o(s)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({theme:e})=>e.space[3]};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e})=>e.colors.primaryStrong};
  color: ${({theme:e})=>e.colors.white};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`;function j(e,t){let n=new Date(e.expiresAt);if(_(e,t))return`Expired ${n.toLocaleDateString(`en-GB`,{day:`numeric`,month:`short`})}`;let r=Math.round((n.getTime()-t.getTime())/6e4);if(r<60)return`Expires in ${Math.max(1,r)} min`;let i=Math.round(r/60);return i<48?`Expires in ${i} h`:`Expires ${n.toLocaleDateString(`en-GB`,{day:`numeric`,month:`short`})}`}function M({payment:e,now:t,onCancel:n,cancelling:r}){let i=_(e,t);return(0,x.jsxs)(w,{"aria-label":`Pending payment to ${e.merchantName}`,"data-testid":`pending-payment`,children:[(0,x.jsxs)(T,{children:[(0,x.jsxs)(`div`,{children:[(0,x.jsx)(E,{children:e.merchantName}),(0,x.jsxs)(D,{children:[e.description,` · `,p[e.paymentMethod]]})]}),(0,x.jsx)(O,{children:y(e.amount,e.currency)})]}),(0,x.jsxs)(k,{children:[(0,x.jsx)(m,{tone:i?`error`:e.status===`processing`?`info`:`warning`,children:i?`Expired`:g(e.status)}),(0,x.jsx)(D,{as:`span`,children:j(e,t)})]}),(0,x.jsxs)(k,{children:[v(e,t)?(0,x.jsx)(A,{to:c.paymentResume.getHref(e.transactionId),children:`Resume`}):null,(0,x.jsx)(l,{variant:`outline`,size:`sm`,onClick:()=>n(e),loading:r,children:`Cancel`})]})]})}function N(e){return`/payments/${encodeURIComponent(e)}/cancel`}async function P(e){let t=f();if(!t)throw Error(`Please sign in again to cancel this payment.`);return u({userId:t,method:`POST`,path:N(e.id),body:null,label:`Cancel payment to ${e.merchantName}`})}var F=864e5;function I(e={}){let n=t(),r=S().queryKey;return i({mutationFn:P,networkMode:`always`,onMutate:async e=>{await n.cancelQueries({queryKey:r});let t=n.getQueryData(r);return n.setQueryData(r,t=>t&&{...t,items:t.items.filter(t=>t.id!==e.id)}),{before:t}},onError:(e,t,i)=>{i?.before&&n.setQueryData(r,i.before)},onSuccess:(t,i)=>{e.onQueued?.(i),d(t,F).then(async t=>{t.kind!==`queued`&&(t.kind===`sent`?e.onCancelled?.(i):e.onRefused?.(i,t.error),await Promise.all([n.invalidateQueries({queryKey:r}),n.invalidateQueries({queryKey:[`/transactions`]})]))})}})}function L(){let e=b(),t=I({onQueued:t=>{navigator.onLine||e.info(`Cancellation saved`,`It will be sent for ${t.merchantName} when you reconnect.`)},onCancelled:t=>e.success(`Payment to ${t.merchantName} cancelled.`),onRefused:(t,n)=>e.error(`Could not cancel the payment to ${t.merchantName}`,n.message)});return{cancel:n=>t.mutate(n,{onError:t=>e.error(`Could not cancel the payment to ${n.merchantName}`,t.message)}),cancellingId:t.isPending?t.variables.id:void 0}}export{M as n,C as r,L as t};