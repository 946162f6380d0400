import{i as e}from"./styled-components.browser.esm-CBkQRR0z.js";import{l as t}from"./index-DPIxHRzX.js";import{t as n}from"./Spinner-DjFGAPUZ.js";import{n as r,t as i}from"./queryOptions-Dts7TecT.js";import{a}from"./api-client-BKbOGVzI.js";import{t as o}from"./jsx-runtime-LKYXHABd.js";async function s(e){let t=await a(`/health`,{signal:e,acceptStatuses:[503]});return{health:t.data,raw:t}}function c(){return i({queryKey:[`/health`],queryFn:({signal:e})=>s(e),staleTime:0})}function l(){return r(c())}var u=o(),d=e.section`
  background: ${({theme:e})=>e.colors.surface};
  border-radius: ${({theme:e})=>e.radii.lg};
  box-shadow: ${({theme:e})=>e.shadows.card};
  padding: ${({theme:e})=>e.space[4]};
  display: grid;
  gap: ${({theme:e})=>e.space[4]};
`,f=e.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({theme:e})=>e.space[2]} ${({theme:e})=>e.space[4]};
  margin: 0;
  dt { color: ${({theme:e})=>e.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({theme:e})=>e.fontWeights.medium}; overflow-wrap: anywhere; }
`,p=e.dd`
  color: ${({$ok:e,theme:t})=>e?t.colors.successStrong:t.colors.errorStrong};
  text-transform: uppercase;
`,m=e.pre`
  margin: 0;
  padding: ${({theme:e})=>e.space[3]};
  background: ${({theme:e})=>e.colors.background};
  border-radius: ${({theme:e})=>e.radii.sm};
  font-family: ${({theme:e})=>e.fonts.mono};
  font-size: ${({theme:e})=>e.fontSizes.sm};
  overflow-x: auto;
`,h=e.h2`
  font-size: ${({theme:e})=>e.fontSizes.md};
  margin-bottom: ${({theme:e})=>e.space[2]};
`,g=e.div`
  color: ${({theme:e})=>e.colors.errorStrong};
  display: grid;
  gap: ${({theme:e})=>e.space[2]};
`;function _(e){let t=Math.floor(e/86400),n=Math.floor(e%86400/3600),r=Math.floor(e%3600/60),i=e%60;return[t?`${t}d`:``,n?`${n}h`:``,r?`${r}m`:``,`${i}s`].filter(Boolean).join(` `)}function v(){let e=l();if(e.isPending)return(0,u.jsx)(n,{label:`Checking backend status`});if(e.isError)return(0,u.jsxs)(d,{children:[(0,u.jsxs)(g,{role:`alert`,children:[(0,u.jsx)(`strong`,{children:`Error fetching health status`}),(0,u.jsx)(`span`,{children:e.error.message})]}),(0,u.jsx)(`div`,{children:(0,u.jsx)(t,{variant:`outline`,onClick:()=>void e.refetch(),children:`Try again`})})]});let{health:r,raw:i}=e.data;return(0,u.jsxs)(d,{"aria-live":`polite`,children:[(0,u.jsxs)(f,{children:[(0,u.jsx)(`dt`,{children:`Status`}),(0,u.jsx)(p,{$ok:r.status===`ok`,"data-testid":`health-status`,children:r.status}),(0,u.jsx)(`dt`,{children:`Message`}),(0,u.jsx)(`dd`,{"data-testid":`health-message`,children:r.message}),(0,u.jsx)(`dt`,{children:`Timestamp`}),(0,u.jsx)(`dd`,{"data-testid":`health-timestamp`,children:new Date(r.timestamp).toLocaleString(`en-GB`)}),(0,u.jsx)(`dt`,{children:`Uptime`}),(0,u.jsx)(`dd`,{"data-testid":`health-uptime`,children:_(r.uptime)}),(0,u.jsx)(`dt`,{children:`Version`}),(0,u.jsx)(`dd`,{"data-testid":`health-version`,children:r.version})]}),(0,u.jsxs)(`div`,{children:[(0,u.jsx)(h,{children:`Raw response`}),(0,u.jsx)(m,{"data-testid":`health-raw`,children:JSON.stringify(i,null,2)})]}),(0,u.jsx)(`div`,{children:(0,u.jsx)(t,{variant:`outline`,loading:e.isFetching,onClick:()=>void e.refetch(),children:`Refresh`})})]})}var y=e.main`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({theme:e})=>e.space[6]} ${({theme:e})=>e.space[4]};
  display: grid;
  gap: ${({theme:e})=>e.space[4]};
`;function b(){return(0,u.jsxs)(y,{children:[(0,u.jsx)(`h1`,{children:`Health Check`}),(0,u.jsx)(`p`,{children:`Backend status of the Salone Pay API.`}),(0,u.jsx)(v,{})]})}export{b as HealthCheckRoute,b as default};