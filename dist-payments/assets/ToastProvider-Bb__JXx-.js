import{i as e,r as t,t as n}from"./styled-components.browser.esm-CBkQRR0z.js";import{r}from"./statuses-BHQ6dgql.js";import{t as i}from"./Icon-C4ySQMgX.js";import{t as a}from"./Spinner-DjFGAPUZ.js";import{t as o}from"./jsx-runtime-LKYXHABd.js";import{n as s,r as c}from"./use-toast-BrlmESVh.js";var l=o(),u=n`
  from { opacity: 0; transform: translateY(-8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`,d=n`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: translateX(24px); }
`;function f(e,t,n){let{colors:r}=t;switch(e){case`success`:return{bar:r.success,icon:r.successStrong};case`error`:return{bar:r.error,icon:r.errorStrong};case`warning`:return{bar:r.warning,icon:r.warningStrong};case`payment`:return n?{bar:r.orangeMoney,icon:r.orangeMoneyStrong}:{bar:r.secondary,icon:r.secondary};case`info`:case`loading`:return{bar:r.info,icon:r.infoStrong}}}var p={success:`check-circle`,error:`x-circle`,warning:`alert`,info:`info`,payment:`card`},m=e.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({theme:e})=>e.space[3]};
  align-items: start;
  width: 100%;
  padding: ${({theme:e})=>`${e.space[3]} ${e.space[2]} ${e.space[3]} ${e.space[4]}`};
  border-radius: ${({theme:e})=>e.radii.md};
  border-left: 4px solid ${({$type:e,$orange:t,theme:n})=>f(e,n,t).bar};
  background: ${({theme:e})=>e.colors.surface};
  box-shadow: ${({theme:e})=>e.shadows.raised};
  color: ${({theme:e})=>e.colors.text};
  pointer-events: auto;
  ${({$leaving:e,theme:n})=>e?t`animation: ${d} ${n.durations.toastRemoval}ms ease-in forwards;`:t`animation: ${u} ${n.durations.normal}ms ease-out;`}
`,h=e.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  margin-top: 2px;
  color: ${({$type:e,$orange:t,theme:n})=>f(e,n,t).icon};
`,g=e.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[1]};
  min-width: 0;
  padding-top: 2px;
  overflow-wrap: anywhere;
`,_=e.p`
  font-weight: ${({theme:e})=>e.fontWeights.bold};
`,v=e.p`
  font-size: ${({theme:e})=>e.fontSizes.sm};
  color: ${({theme:e})=>e.colors.textMuted};
`,y=e.span`
  font-size: ${({theme:e})=>e.fontSizes.xs};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  color: ${({theme:e})=>e.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`,b=e.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space[2]};
  margin-top: ${({theme:e})=>e.space[1]};
`,x=e.button`
  min-height: ${({theme:e})=>e.touchTarget};
  padding: 0 ${({theme:e})=>e.space[3]};
  border-radius: ${({theme:e})=>e.radii.sm};
  border: 2px solid ${({theme:e})=>e.colors.primaryStrong};
  background: ${({$primary:e,theme:t})=>e?t.colors.primaryStrong:t.colors.surface};
  color: ${({$primary:e,theme:t})=>e?t.colors.white:t.colors.primaryStrong};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  cursor: pointer;
`,S=e.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({theme:e})=>e.touchTarget};
  height: ${({theme:e})=>e.touchTarget};
  margin: -${({theme:e})=>e.space[2]} 0;
  border: 0;
  border-radius: ${({theme:e})=>e.radii.sm};
  background: transparent;
  color: ${({theme:e})=>e.colors.textMuted};
  cursor: pointer;
  &:hover { background: ${({theme:e})=>e.colors.background}; }
`;function C({toast:e,api:t}){let n=e.paymentMethod===`orange_money`;return(0,l.jsxs)(m,{$type:e.type,$orange:n,$leaving:e.leaving,role:e.type===`error`?`alert`:`status`,"aria-atomic":`true`,"data-toast-type":e.type,"data-animation":e.leaving?`toast-exit`:`toast-enter`,onMouseEnter:()=>t.pause(e.id),onMouseLeave:()=>t.resume(e.id),onFocus:()=>t.pause(e.id),onBlur:n=>{n.currentTarget.contains(n.relatedTarget)||t.resume(e.id)},children:[(0,l.jsx)(h,{$type:e.type,$orange:n,children:e.type===`loading`?(0,l.jsx)(a,{size:`sm`,label:``}):(0,l.jsx)(i,{name:p[e.type],size:22})}),(0,l.jsxs)(g,{children:[e.paymentMethod?(0,l.jsx)(y,{children:r[e.paymentMethod]}):null,(0,l.jsx)(_,{children:e.title}),e.message?(0,l.jsx)(v,{children:e.message}):null,e.actions.length>0?(0,l.jsx)(b,{children:e.actions.map(n=>(0,l.jsx)(x,{type:`button`,$primary:n.variant!==`secondary`,onClick:()=>{n.onClick(),t.dismiss(e.id)},children:n.label},n.label))}):null]}),(0,l.jsx)(S,{type:`button`,"aria-label":`Close notification`,onClick:()=>t.dismiss(e.id),children:(0,l.jsx)(i,{name:`close`,size:18})})]})}var w=[`top-right`,`top-left`,`top-center`,`bottom-right`,`bottom-left`,`bottom-center`];function T(e){let[n,r]=e.split(`-`);return t`
    ${n}: ${({theme:e})=>e.space[4]};
    ${r===`center`?t`left: 50%; transform: translateX(-50%);`:t`${r}: ${({theme:e})=>e.space[4]};`}
    // Newest nearest the edge it comes from.
    flex-direction: ${n===`top`?`column-reverse`:`column`};
    /* Phones: every position spans the width, so a toast never overflows a 360 px screen. */
    ${({theme:e})=>e.media.mobile} {
      left: ${({theme:e})=>e.space[2]};
      right: ${({theme:e})=>e.space[2]};
      ${n}: ${({theme:e})=>e.space[2]};
      width: auto;
      transform: none;
    }
  `}var E=e.ol`
  position: fixed;
  z-index: ${({theme:e})=>e.zIndices.toast};
  display: flex;
  gap: ${({theme:e})=>e.space[2]};
  width: min(380px, calc(100vw - 32px));
  margin: 0;
  padding: 0;
  list-style: none;
  /* The empty strip between toasts must not block taps on the page under it. */
  pointer-events: none;
  ${({$position:e})=>T(e)}
`;function D(){let e=s();return(0,l.jsx)(`section`,{"aria-label":`Notifications`,children:w.map(t=>{let n=e.filter(e=>e.position===t);return n.length===0?null:(0,l.jsx)(E,{$position:t,"data-position":t,children:n.map(e=>(0,l.jsx)(`li`,{children:(0,l.jsx)(C,{toast:e,api:c})},e.id))},t)})})}export{D as ToastViewport};