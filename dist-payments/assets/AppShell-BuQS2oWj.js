import{r as e}from"./rolldown-runtime-XKyaHtl9.js";import{t}from"./react-DlmbjZJV.js";import{a as n,l as r,r as i,t as a}from"./paths-D1mac_bv.js";import{i as o,r as s}from"./styled-components.browser.esm-CBkQRR0z.js";import{r as c}from"./phone-CmPDDThN.js";import{n as l,t as u}from"./queryOptions-Dts7TecT.js";import{i as d}from"./api-client-BKbOGVzI.js";import{n as f}from"./get-profile-BlQhzmdf.js";import{t as p}from"./Spinner-DjFGAPUZ.js";import{f as m,h,t as g}from"./index-DPIxHRzX.js";import{t as _}from"./jsx-runtime-LKYXHABd.js";import{t as v}from"./Avatar-CkigZr20.js";import{a as y}from"./Badge-DOoIGYZC.js";import{t as b}from"./Icon-C4ySQMgX.js";import{n as x,t as S}from"./IconButton-Bd_wdSLh.js";var C=e(t(),1);function ee(){return u({queryKey:[`/notifications/unread-count`],meta:{persist:!0},queryFn:async({signal:e})=>(await d(`/notifications/unread-count`,{signal:e})).count})}function w(){return l(ee())}var T=[{id:`dashboard`,label:`Dashboard`,href:a.dashboard.getHref(),icon:`home`},{id:`pay`,label:`Pay`,href:a.pay.getHref(),icon:`card`},{id:`wallet`,label:`Wallet`,href:a.wallet.getHref(),icon:`wallet`},{id:`activity`,label:`Activity`,href:a.activity.getHref(),icon:`activity`},{id:`business-tools`,label:`Business Tools`,href:a.businessTools.getHref(),icon:`briefcase`}],E=[{label:`Help`,href:a.help.getHref()},{label:`Contact Support`,href:a.support.getHref()},{label:`Security`,href:a.security.getHref()},{label:`Compliance`,href:a.compliance.getHref()},{label:`Fees`,href:a.fees.getHref()},{label:`Developers`,href:a.developers.getHref(),newTab:!0}];function D(e){if(e.startsWith(`/transactions`)||e.startsWith(`/activity`)||e.startsWith(`/pending-payments`))return`activity`;if(e.startsWith(`/accounts`)||e.startsWith(`/wallet`)||e.startsWith(`/add-wallet`))return`wallet`;if(e.startsWith(`/pay`)||e.startsWith(`/scan-pay`)||e.startsWith(`/frequent-payments`))return`pay`;if(e.startsWith(`/business-tools`))return`business-tools`;if(e.startsWith(`/dashboard`))return`dashboard`}var O=_(),k=o.footer`
  display: grid;
  gap: ${({theme:e})=>e.space[2]};
  padding: ${({theme:e})=>e.space[4]};
  border-top: 1px solid ${({theme:e})=>e.colors.border};
  font-size: ${({theme:e})=>e.fontSizes.sm};
  color: ${({theme:e})=>e.colors.textMuted};
  ul { display: flex; flex-wrap: wrap; gap: ${({theme:e})=>e.space[1]} ${({theme:e})=>e.space[4]}; margin: 0; padding: 0; list-style: none; }
  a { display: inline-block; padding: ${({theme:e})=>e.space[1]} 0; }
`;function A(){return(0,O.jsxs)(k,{children:[(0,O.jsx)(`p`,{children:`Secure payments for businesses in Sierra Leone.`}),(0,O.jsx)(`nav`,{"aria-label":`Help and policies`,children:(0,O.jsx)(`ul`,{children:E.map(e=>(0,O.jsx)(`li`,{children:`newTab`in e?(0,O.jsxs)(`a`,{href:e.href,target:`_blank`,rel:`noopener noreferrer`,children:[e.label,(0,O.jsx)(`span`,{className:`visually-hidden`,children:` (opens in a new tab)`})]}):(0,O.jsx)(i,{to:e.href,children:e.label})},e.href))})})]})}var j=o.header`
  position: sticky;
  top: 0;
  z-index: ${({theme:e})=>e.zIndices.sticky};
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.space[2]};
  min-height: 64px;
  padding: 0 ${({theme:e})=>e.space[3]};
  background: ${({theme:e})=>e.colors.surface};
  border-bottom: 1px solid ${({theme:e})=>e.colors.border};
`,M=o.div`
  flex: 1;
  min-width: 0;
`,N=o(S)`
  ${({theme:e})=>e.media.tabletUp} { display: none; }
`,P=o(i)`
  ${x}
  gap: ${({theme:e})=>e.space[2]};
`,F=o.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({theme:e})=>e.radii.pill};
  background: ${({theme:e})=>e.colors.errorStrong};
  color: ${({theme:e})=>e.colors.white};
  font-size: ${({theme:e})=>e.fontSizes.xs};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  line-height: 20px;
  text-align: center;
`,I=o.span`
  max-width: 14ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({theme:e})=>e.fontWeights.medium};
  ${({theme:e})=>e.media.mobile} { display: none; }
`,L=o.span`
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;function R({title:e,userName:t,unreadCount:n,menuOpen:r,onOpenMenu:i,status:o}){let s=n??0;return(0,O.jsxs)(j,{children:[(0,O.jsx)(N,{onClick:i,"aria-label":`Open menu`,"aria-expanded":r,"aria-controls":`app-sidebar`,children:(0,O.jsx)(b,{name:`menu`})}),(0,O.jsx)(M,{children:(0,O.jsx)(L,{children:e})}),o,(0,O.jsxs)(P,{to:a.activity.getHref(),"aria-label":s>0?`Notifications, ${y(s)} unread`:`Notifications`,children:[(0,O.jsx)(b,{name:`bell`}),s>0?(0,O.jsx)(F,{"aria-hidden":`true`,"data-testid":`unread-badge`,children:y(s)}):null]}),(0,O.jsx)(P,{to:a.settings.getHref(),"aria-label":`Settings`,children:(0,O.jsx)(b,{name:`settings`})}),(0,O.jsxs)(P,{to:a.profile.getHref(),"aria-label":`Profile: ${t}`,children:[(0,O.jsx)(v,{name:t,size:`sm`}),(0,O.jsx)(I,{children:t})]})]})}var z={collapsed:64,expanded:256},te=o.aside`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  height: 100vh;
  width: ${({$collapsed:e})=>e?z.collapsed:z.expanded}px;
  flex: none;
  background: ${({theme:e})=>e.colors.surface};
  border-right: 1px solid ${({theme:e})=>e.colors.border};
  transition: width ${({theme:e})=>e.durations.normal}ms ease;
  z-index: ${({theme:e})=>e.zIndices.sidebar};
  overflow: hidden;

  ${({theme:e})=>e.media.mobile} {
    position: fixed;
    inset: 0 auto 0 0;
    width: min(${z.expanded}px, 85vw);
    transform: translateX(${({$mobileOpen:e})=>e?`0`:`-100%`});
    transition: transform ${({theme:e})=>e.durations.normal}ms ease;
    z-index: ${({theme:e})=>e.zIndices.modal};
    box-shadow: ${({$mobileOpen:e,theme:t})=>e?t.shadows.raised:`none`};
    visibility: ${({$mobileOpen:e})=>e?`visible`:`hidden`};
  }
`,B=o.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 64px;
  padding: 0 ${({theme:e})=>e.space[3]};
`,V=o.nav`
  flex: 1;
  overflow-y: auto;
  ul { list-style: none; margin: 0; padding: ${({theme:e})=>e.space[2]}; display: grid; gap: ${({theme:e})=>e.space[1]}; }
`,H=o(i)`
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.space[3]};
  min-height: ${({theme:e})=>e.touchTarget};
  padding: 0 ${({theme:e})=>e.space[3]};
  border-radius: ${({theme:e})=>e.radii.md};
  color: ${({theme:e})=>e.colors.text};
  text-decoration: none;
  white-space: nowrap;
  ${({$collapsed:e})=>e&&s`justify-content: center; padding: 0;`}
  ${({$active:e,theme:t})=>e&&s`
      background: ${t.colors.primarySoft};
      color: ${t.colors.primaryStrong};
      font-weight: ${t.fontWeights.bold};
    `}
  &:hover { background: ${({theme:e})=>e.colors.background}; }
`,U=o.div`
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.space[2]};
  padding: ${({theme:e})=>e.space[3]};
  border-top: 1px solid ${({theme:e})=>e.colors.border};
  ${({$collapsed:e})=>e&&s`justify-content: center;`}
`,W=o.div`
  display: grid;
  min-width: 0;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`,G=o.span`
  font-size: ${({theme:e})=>e.fontSizes.xs};
  color: ${({theme:e})=>e.colors.textMuted};
`,K=o.p`
  padding: 0 ${({theme:e})=>e.space[3]} ${({theme:e})=>e.space[3]};
  font-size: ${({theme:e})=>e.fontSizes.xs};
  color: ${({theme:e})=>e.colors.textMuted};
`,q=o.span`
  display: inline-flex;
  transform: rotate(${({$flipped:e})=>e?180:0}deg);
`;function J({activeId:e,collapsed:t,mobileOpen:n,isMobile:r,userName:i,role:a,onToggleCollapsed:o,onCloseMobile:s}){let c=t&&!r;return(0,O.jsxs)(te,{id:`app-sidebar`,$collapsed:c,$mobileOpen:n,"aria-label":`Main navigation`,"data-collapsed":c,...r?{role:`dialog`,"aria-modal":n,"aria-hidden":!n}:{},children:[(0,O.jsxs)(B,{children:[c?null:(0,O.jsx)(h,{size:32}),r?(0,O.jsx)(S,{onClick:s,"aria-label":`Close menu`,children:(0,O.jsx)(b,{name:`close`})}):(0,O.jsx)(S,{onClick:o,"aria-label":t?`Expand sidebar`:`Collapse sidebar`,"aria-expanded":!t,"aria-controls":`app-sidebar`,children:(0,O.jsx)(q,{$flipped:t,children:(0,O.jsx)(b,{name:`chevron-left`})})})]}),(0,O.jsx)(V,{children:(0,O.jsx)(`ul`,{children:T.map(t=>(0,O.jsx)(`li`,{children:(0,O.jsxs)(H,{to:t.href,$active:t.id===e,$collapsed:c,"aria-current":t.id===e?`page`:void 0,"aria-label":c?t.label:void 0,title:c?t.label:void 0,onClick:r?s:void 0,children:[(0,O.jsx)(b,{name:t.icon}),c?null:(0,O.jsx)(`span`,{children:t.label})]})},t.id))})}),(0,O.jsxs)(U,{$collapsed:c,children:[(0,O.jsx)(v,{name:i,size:`sm`}),c?null:(0,O.jsxs)(W,{children:[(0,O.jsx)(`span`,{"data-testid":`sidebar-user-name`,children:i}),(0,O.jsx)(G,{children:a})]})]}),c?null:(0,O.jsxs)(K,{children:[`© `,new Date().getFullYear(),` Salone Pay`]})]})}function Y(e){return(0,C.useSyncExternalStore)(t=>{let n=window.matchMedia(e);return n.addEventListener(`change`,t),()=>n.removeEventListener(`change`,t)},()=>window.matchMedia(e).matches,()=>!1)}var X=`sidebar_collapsed`,Z=o.div`
  display: flex;
  min-height: 100vh;
`,Q=o.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`,ne=o.main`
  flex: 1;
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({theme:e})=>e.space[4]} ${({theme:e})=>e.space[3]} ${({theme:e})=>e.space[16]};
  ${({theme:e})=>e.media.tabletUp} { padding: ${({theme:e})=>e.space[6]}; }
`,re=o.div`
  position: fixed;
  inset: 0;
  background: ${({theme:e})=>e.colors.overlay};
  z-index: ${({theme:e})=>e.zIndices.overlay};
`;function ie(){try{return localStorage.getItem(X)===`1`}catch{return!1}}function $({status:e}){let t=Y(`(max-width: ${m.mobileMax}px)`),[i,a]=(0,C.useState)(ie),[o,s]=(0,C.useState)(!1),l=(0,C.useRef)(null),u=r(),d=g(u.pathname),h=f(),_=w(),v=h.data?.fullName??(h.data?c(h.data.phone):`Your account`),y=(0,C.useCallback)(()=>{s(!1),l.current?.focus()},[]);return(0,C.useEffect)(()=>{try{localStorage.setItem(X,i?`1`:`0`)}catch{}},[i]),(0,C.useEffect)(()=>s(!1),[u.pathname]),(0,C.useEffect)(()=>{if(!o)return;let e=e=>{e.key===`Escape`&&y()};return document.addEventListener(`keydown`,e),document.querySelector(`#app-sidebar a, #app-sidebar button`)?.focus(),()=>document.removeEventListener(`keydown`,e)},[o,y]),(0,O.jsxs)(Z,{children:[(0,O.jsx)(J,{activeId:D(u.pathname),collapsed:i,mobileOpen:t&&o,isMobile:t,userName:v,role:`Customer`,onToggleCollapsed:()=>a(e=>!e),onCloseMobile:y}),t&&o?(0,O.jsx)(re,{onClick:y,"data-testid":`sidebar-backdrop`}):null,(0,O.jsxs)(Q,{children:[(0,O.jsx)(R,{title:d,userName:v,unreadCount:_.data,menuOpen:o,status:e,onOpenMenu:()=>{l.current=document.activeElement instanceof HTMLElement?document.activeElement:null,s(!0)}}),(0,O.jsx)(ne,{id:`main-content`,children:(0,O.jsx)(C.Suspense,{fallback:(0,O.jsx)(p,{label:`Loading`}),children:(0,O.jsx)(n,{})})}),(0,O.jsx)(A,{})]})]})}export{$ as AppShell,$ as default};