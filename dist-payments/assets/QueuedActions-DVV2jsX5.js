import{r as e}from"./rolldown-runtime-XKyaHtl9.js";import{i as t}from"./styled-components.browser.esm-CBkQRR0z.js";import{S as n,_ as r}from"./index-DPIxHRzX.js";import{t as i}from"./react-DlmbjZJV.js";import{i as a,t as o}from"./local-db-CoN3uc-k.js";import{r as s}from"./outbox-qAlYJ7aR.js";import{n as c,r as l,t as u}from"./bar-styles-BAIxDOEO.js";import{t as d}from"./jsx-runtime-LKYXHABd.js";var f=e(i(),1),p={pending:[],needsAttention:[]};function m(e){let[t,n]=(0,f.useState)(p);return(0,f.useEffect)(()=>{if(!e){n(p);return}let t=a(()=>s(o(),e)).subscribe({next:e=>n({pending:e.filter(e=>e.state===`queued`||e.state===`sending`),needsAttention:e.filter(e=>e.state===`failed`)}),error:()=>n(p)});return()=>t.unsubscribe()},[e]),t}var h=d(),g=t.ul`
  flex: 1 1 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({theme:e})=>e.space[2]};
`,_=t.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({theme:e})=>e.space[2]};
  padding: ${({theme:e})=>e.space[2]} ${({theme:e})=>e.space[3]};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e})=>e.colors.surface};
`,v=t.div`
  flex: 1 1 100%;
`,y=t.h2`
  flex: 1 1 100%;
  margin: 0;
  font-size: ${({theme:e})=>e.fontSizes.md};
  color: ${({theme:e})=>e.colors.errorStrong};
`,b=t.p`
  margin: 0;
  color: ${({theme:e})=>e.colors.textMuted};
`;function x(e){return e===1?`1 change waiting to be sent`:`${e} changes waiting to be sent`}function S({userId:e}){let{pending:t,needsAttention:i}=m(e);return(0,h.jsxs)(h.Fragment,{children:[(0,h.jsx)(`div`,{role:`status`,"data-testid":`queued-count`,children:t.length>0?(0,h.jsx)(u,{$tone:`neutral`,children:(0,h.jsx)(l,{children:x(t.length)})}):null}),i.length>0?(0,h.jsxs)(u,{$tone:`error`,as:`section`,"aria-labelledby":`needs-attention-title`,children:[(0,h.jsx)(y,{id:`needs-attention-title`,children:`Needs attention`}),(0,h.jsx)(g,{children:i.map(e=>(0,h.jsxs)(_,{children:[(0,h.jsxs)(v,{children:[(0,h.jsx)(`strong`,{children:e.label}),(0,h.jsx)(b,{children:e.lastError??`The server did not accept this change.`})]}),(0,h.jsx)(c,{type:`button`,"aria-label":`Retry ${e.label}`,onClick:()=>void n(e.id),children:`Retry`}),(0,h.jsx)(c,{type:`button`,$variant:`plain`,"aria-label":`Discard ${e.label}`,onClick:()=>void r(e.id),children:`Discard`})]},e.id))})]}):null]})}export{S as default,x as pendingText};