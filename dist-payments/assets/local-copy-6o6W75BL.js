const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/local-db-CoN3uc-k.js","assets/rolldown-runtime-XKyaHtl9.js"])))=>i.map(i=>d[i]);
import{r as e}from"./rolldown-runtime-XKyaHtl9.js";import{t}from"./react-DlmbjZJV.js";import{t as n}from"./jsx-runtime-LKYXHABd.js";import{r}from"./api-client-BKbOGVzI.js";import{i}from"./styled-components.browser.esm-CBkQRR0z.js";import{E as a,y as o}from"./index-DPIxHRzX.js";import{t as s}from"./Skeleton-BBfclic-.js";var c=n(),l=i.div`
  display: grid;
  justify-items: center;
  gap: ${({theme:e})=>e.space[2]};
  padding: ${({theme:e})=>e.space[6]} ${({theme:e})=>e.space[4]};
  text-align: center;
  border: 1px dashed ${({theme:e})=>e.colors.border};
  border-radius: ${({theme:e})=>e.radii.md};
`,u=i.p`
  font-weight: ${({theme:e})=>e.fontWeights.bold};
`,d=i.p`
  color: ${({theme:e})=>e.colors.textMuted};
  font-size: ${({theme:e})=>e.fontSizes.sm};
  max-width: 36ch;
`;function f({title:e,text:t,action:n}){return(0,c.jsxs)(l,{children:[(0,c.jsx)(u,{children:e}),t?(0,c.jsx)(d,{children:t}):null,n]})}var p=i.div`
  display: grid;
  gap: ${({theme:e})=>e.space[3]};
`,m=i.div`
  display: grid;
  grid-template-columns: 40px 1fr 72px;
  gap: ${({theme:e})=>e.space[3]};
  align-items: center;
`,h=i.div`
  display: grid;
  gap: ${({theme:e})=>e.space[2]};
`;function g({rows:e=3,label:t}){return(0,c.jsx)(p,{role:`status`,"aria-label":t,children:Array.from({length:e},(e,t)=>(0,c.jsxs)(m,{children:[(0,c.jsx)(s,{width:`40px`,height:`40px`,round:!0}),(0,c.jsxs)(h,{children:[(0,c.jsx)(s,{width:`70%`}),(0,c.jsx)(s,{width:`45%`,height:`12px`})]}),(0,c.jsx)(s,{width:`72px`})]},t))})}var _=e(t(),1),v=6e4,y=60*v,b=24*y;function x(e,t=Date.now()){let n=Math.max(0,t-e);if(n<v)return`Last updated just now`;if(n<y){let e=Math.floor(n/v);return`Last updated ${e} ${e===1?`minute`:`minutes`} ago`}if(n<b){let e=Math.floor(n/y);return`Last updated ${e} ${e===1?`hour`:`hours`} ago`}return`Last updated ${new Intl.DateTimeFormat(`en-SL`,{day:`numeric`,month:`short`,year:`numeric`}).format(e)}`}var S=i.p`
  margin: 0;
  font-size: ${({theme:e})=>e.fontSizes.xs};
  color: ${({theme:e})=>e.colors.textMuted};
`;function C({at:e}){let[t,n]=(0,_.useState)(()=>Date.now());return(0,_.useEffect)(()=>{let e=setInterval(()=>n(Date.now()),6e4);return()=>clearInterval(e)},[]),e===void 0?null:(0,c.jsx)(S,{children:(0,c.jsx)(`time`,{dateTime:new Date(e).toISOString(),children:x(e,t)})})}var w=`localPosition`;async function T(e,t){let n=o();try{let r=await t();return n&&a(async()=>{let{getLocalDb:e,saveCollection:t}=await import(`./local-db-CoN3uc-k.js`).then(e=>e.n);return{getLocalDb:e,saveCollection:t}},__vite__mapDeps([0,1])).then(({getLocalDb:t,saveCollection:i})=>i(t(),n,e,r.map((e,t)=>({...e,[w]:t})))).catch(()=>void 0),{items:r}}catch(t){if(!(t instanceof r)||!n)throw t;let{getLocalDb:i,lastUpdated:o,readCollection:s}=await a(async()=>{let{getLocalDb:e,lastUpdated:t,readCollection:n}=await import(`./local-db-CoN3uc-k.js`).then(e=>e.n);return{getLocalDb:e,lastUpdated:t,readCollection:n}},__vite__mapDeps([0,1])),c=i(),l=await o(c,n,e);if(l===void 0)throw t;return{items:(await s(c,n,e)).sort((e,t)=>Number(e[w])-Number(t[w])).map(({userId:e,[w]:t,...n})=>n),savedAt:l}}}export{f as i,C as n,g as r,T as t};