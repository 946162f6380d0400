import{r as e}from"./rolldown-runtime-XKyaHtl9.js";import{i as t,r as n,t as r}from"./styled-components.browser.esm-CBkQRR0z.js";import{r as i,t as a}from"./paths-D1mac_bv.js";import{t as o}from"./Icon-C4ySQMgX.js";import{t as s}from"./jsx-runtime-LKYXHABd.js";import{M as c,c as l,h as u,l as d,m as f,p,u as m}from"./index-DPIxHRzX.js";import{t as ee}from"./react-DlmbjZJV.js";import{t as h}from"./Skeleton-BBfclic-.js";import{t as g}from"./Spinner-DjFGAPUZ.js";import{t as _}from"./use-toast-BrlmESVh.js";import{i as te,l as ne,r as v,s as re,t as ie}from"./statuses-BHQ6dgql.js";import{t as y}from"./Avatar-CkigZr20.js";import{a as ae,i as b,n as oe,r as se,t as x}from"./Badge-DOoIGYZC.js";import{n as ce,t as le}from"./Select-CCypEv9_.js";import{t as S}from"./TextInput-BX37-L8Q.js";import{a as ue,i as de,n as fe,o as pe,r as me,t as he}from"./field-styles-CH0xD8sT.js";import{t as ge}from"./OtpInput-DHuzrLDd.js";import{t as _e}from"./email-CKSH57zr.js";import{n as C,t as w}from"./money-DyVw0DVj.js";import{t as ve}from"./IconButton-Bd_wdSLh.js";var T=s(),ye=t.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({theme:e})=>e.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({theme:e})=>e.fontSizes.sm};
`,be=t.li`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.space[1]};
  color: ${({theme:e})=>e.colors.textMuted};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({theme:e})=>e.touchTarget};
    padding: 0 ${({theme:e})=>e.space[1]};
    color: ${({theme:e})=>e.colors.primaryStrong};
    font-weight: ${({theme:e})=>e.fontWeights.medium};
  }
  [aria-current='page'] {
    color: ${({theme:e})=>e.colors.text};
    font-weight: ${({theme:e})=>e.fontWeights.bold};
    padding: 0 ${({theme:e})=>e.space[1]};
  }
`;function E({items:e,label:t=`Breadcrumb`}){return(0,T.jsx)(`nav`,{"aria-label":t,children:(0,T.jsx)(ye,{children:e.map((t,n)=>{let r=n===e.length-1;return(0,T.jsxs)(be,{children:[n>0?(0,T.jsx)(o,{name:`chevron-right`,size:16}):null,r||!t.href?(0,T.jsx)(`span`,{"aria-current":r?`page`:void 0,children:t.label}):(0,T.jsx)(i,{to:t.href,children:t.label})]},`${t.label}-${n}`)})})})}var D=e(ee(),1),xe=`(prefers-reduced-motion: reduce)`;function Se(e){if(typeof window.matchMedia!=`function`)return()=>{};let t=window.matchMedia(xe);return t.addEventListener(`change`,e),()=>t.removeEventListener(`change`,e)}function Ce(){return(0,D.useSyncExternalStore)(Se,()=>typeof window.matchMedia==`function`&&window.matchMedia(xe).matches,()=>!1)}var we=t.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[1]};
  width: 100%;
`,Te=t.div`
  display: flex;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space[2]};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`,Ee=t.div`
  height: ${({$height:e})=>e}px;
  border-radius: ${({theme:e})=>e.radii.pill};
  background: ${({theme:e})=>e.colors.primarySoft};
  overflow: hidden;
`,De=t.div`
  height: 100%;
  border-radius: inherit;
  background: ${({$tone:e,theme:t})=>({primary:t.colors.primaryStrong,success:t.colors.successStrong,warning:t.colors.warningStrong,error:t.colors.errorStrong,orange:t.colors.orangeMoneyStrong})[e]};
  transition: width ${({theme:e})=>e.durations.normal*2}ms ease-out;
`;function O({value:e,label:t,showLabel:n=!0,tone:r=`primary`,size:i=`md`}){let a=(0,D.useId)(),o=Math.round(Math.min(100,Math.max(0,e)));return(0,T.jsxs)(we,{children:[(0,T.jsxs)(Te,{className:n?void 0:`visually-hidden`,children:[(0,T.jsx)(`span`,{id:a,children:t}),(0,T.jsxs)(`span`,{"aria-hidden":`true`,children:[o,`%`]})]}),(0,T.jsx)(Ee,{$height:i===`sm`?6:10,role:`progressbar`,"aria-labelledby":a,"aria-valuemin":0,"aria-valuemax":100,"aria-valuenow":o,children:(0,T.jsx)(De,{$tone:r,style:{width:`${o}%`},"data-animation":`progress`})})]})}var Oe=t.section`
  scroll-margin-top: ${({theme:e})=>e.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[4]};
  padding: ${({theme:e})=>e.space[5]} ${({theme:e})=>e.space[4]};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.surface};
  box-shadow: ${({theme:e})=>e.shadows.card};
  ${({theme:e})=>e.media.tabletUp} {
    padding: ${({theme:e})=>e.space[6]};
  }
`,ke=t.h2`
  font-size: ${({theme:e})=>e.fontSizes.xl};
`,Ae=t.p`
  margin-top: -${({theme:e})=>e.space[2]};
  color: ${({theme:e})=>e.colors.textMuted};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`;function k({id:e,title:t,intro:n,children:r}){return(0,T.jsxs)(Oe,{id:e,"aria-labelledby":`${e}-title`,"data-testid":`section-${e}`,children:[(0,T.jsx)(ke,{id:`${e}-title`,children:t}),n?(0,T.jsx)(Ae,{children:n}):null,r]})}var je=t.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[3]};
  min-width: 0;
`,Me=t.h3`
  font-size: ${({theme:e})=>e.fontSizes.sm};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  color: ${({theme:e})=>e.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;function A({title:e,children:t}){return(0,T.jsxs)(je,{children:[(0,T.jsx)(Me,{children:e}),t]})}var j=t.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({$min:e=280})=>e}px), 1fr));
  gap: ${({theme:e})=>e.space[6]};
`,M=t.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({theme:e})=>e.space[3]};
`,N=t.p`
  font-size: ${({theme:e})=>e.fontSizes.sm};
  color: ${({theme:e})=>e.colors.textMuted};
`;function Ne(){let e=Ce(),t=_(),[n,r]=(0,D.useState)(10);return(0,T.jsx)(k,{id:`animations`,title:`Animation test suite`,intro:`Reduced motion is ${e?`on`:`off`} on this device. When it is on, every animation below finishes at once.`,children:(0,T.jsxs)(j,{$min:220,children:[(0,T.jsx)(A,{title:`Spinner (${f.spinnerRotation/1e3} s)`,children:(0,T.jsx)(`div`,{"data-testid":`animation-spinner`,children:(0,T.jsx)(g,{size:`lg`,label:`Spinner animation`})})}),(0,T.jsx)(A,{title:`Skeleton (${f.skeletonPulse/1e3} s pulse)`,children:(0,T.jsx)(`div`,{"data-testid":`animation-skeleton`,children:(0,T.jsx)(h,{height:`44px`})})}),(0,T.jsxs)(A,{title:`Toast enter and exit`,children:[(0,T.jsxs)(M,{children:[(0,T.jsx)(d,{variant:`outline`,onClick:()=>t.show({type:`info`,title:`Animation test`,message:`Slides in, then out after 5 s.`}),children:`Show toast`}),(0,T.jsx)(d,{variant:`ghost`,onClick:()=>t.dismissAll(),children:`Dismiss`})]}),(0,T.jsxs)(N,{children:[`Exit takes `,f.toastRemoval,` ms.`]})]}),(0,T.jsxs)(A,{title:`Progress`,children:[(0,T.jsx)(`div`,{"data-testid":`animation-progress`,children:(0,T.jsx)(O,{value:n,label:`Animated progress`})}),(0,T.jsx)(d,{variant:`outline`,onClick:()=>r(e=>e>=100?10:Math.min(100,e+30)),children:`Advance progress`})]})]})})}function Pe(){return(0,T.jsx)(k,{id:`badges`,title:`Badges and avatars`,children:(0,T.jsxs)(j,{children:[(0,T.jsx)(A,{title:`Status`,children:(0,T.jsx)(M,{children:ne.map(e=>(0,T.jsx)(b,{status:e},e))})}),(0,T.jsx)(A,{title:`Priority`,children:(0,T.jsx)(M,{children:te.map(e=>(0,T.jsx)(oe,{priority:e},e))})}),(0,T.jsx)(A,{title:`Roles`,children:(0,T.jsx)(M,{children:re.map(e=>(0,T.jsx)(se,{role:e},e))})}),(0,T.jsx)(A,{title:`Counts and tones`,children:(0,T.jsxs)(M,{children:[(0,T.jsxs)(x,{tone:`primary`,children:[ae(3),` new`]}),(0,T.jsx)(x,{tone:`error`,children:ae(120)}),(0,T.jsx)(x,{tone:`orange`,children:`Orange Money`}),(0,T.jsx)(x,{tone:`warning`,children:`!`})]})}),(0,T.jsx)(A,{title:`Avatar sizes`,children:(0,T.jsxs)(M,{children:[(0,T.jsx)(y,{name:`Aminata Kamara`,size:`sm`}),(0,T.jsx)(y,{name:`Aminata Kamara`,size:`md`}),(0,T.jsx)(y,{name:`Ibrahim Sorie Bangura`,size:`lg`}),(0,T.jsx)(y,{name:`Fatmata`,size:`xl`})]})}),(0,T.jsx)(A,{title:`Avatar status`,children:(0,T.jsx)(M,{children:ie.map((e,t)=>(0,T.jsx)(y,{name:[`Mohamed Conteh`,`Isatu Jalloh`,`Abu Sesay`,`Mariama Koroma`][t]??`Salone Pay`,status:e,size:`lg`},e))})})]})})}var Fe=[{variant:`primary`,label:`Primary`},{variant:`secondary`,label:`Secondary`},{variant:`outline`,label:`Outline`},{variant:`ghost`,label:`Ghost`},{variant:`orange-money`,label:`Orange Money`},{variant:`bank-transfer`,label:`Bank Transfer`},{variant:`payment`,label:`Pay Now`}];function Ie(){return(0,T.jsx)(k,{id:`buttons`,title:`Buttons`,intro:`Every button is at least 44 px tall to the touch and shows a focus ring from the keyboard.`,children:(0,T.jsxs)(j,{children:[(0,T.jsx)(A,{title:`Variants`,children:(0,T.jsx)(M,{children:Fe.map(({variant:e,label:t})=>(0,T.jsx)(d,{variant:e,children:t},e))})}),(0,T.jsx)(A,{title:`States`,children:(0,T.jsxs)(M,{children:[(0,T.jsx)(d,{disabled:!0,children:`Disabled`}),(0,T.jsx)(d,{loading:!0,children:`Loading`}),(0,T.jsx)(d,{variant:`orange-money`,loading:!0,children:`Paying`})]})}),(0,T.jsxs)(A,{title:`Sizes`,children:[(0,T.jsxs)(M,{children:[(0,T.jsx)(d,{size:`sm`,children:`Small`}),(0,T.jsx)(d,{children:`Medium`}),(0,T.jsx)(d,{size:`lg`,children:`Large`})]}),(0,T.jsx)(d,{variant:`payment`,size:`lg`,fullWidth:!0,children:`Full width payment`})]})]})})}var Le=[{name:`Primary`,token:`primary`,strong:`primaryStrong`},{name:`Secondary`,token:`secondary`},{name:`Orange Money`,token:`orangeMoney`,strong:`orangeMoneyStrong`},{name:`Success`,token:`success`,strong:`successStrong`},{name:`Error`,token:`error`,strong:`errorStrong`},{name:`Warning`,token:`warning`,strong:`warningStrong`},{name:`Info`,token:`info`,strong:`infoStrong`}],Re=t.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({theme:e})=>e.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`,ze=t.li`
  overflow: hidden;
  border: 1px solid ${({theme:e})=>e.colors.border};
  border-radius: ${({theme:e})=>e.radii.md};
`,Be=t.div`
  display: flex;
  height: 64px;
`,P=t.span`
  flex: 1;
`,Ve=t.div`
  padding: ${({theme:e})=>e.space[2]} ${({theme:e})=>e.space[3]};
  font-size: ${({theme:e})=>e.fontSizes.sm};
  code { font-family: ${({theme:e})=>e.fonts.mono}; font-size: ${({theme:e})=>e.fontSizes.xs}; color: ${({theme:e})=>e.colors.textMuted}; }
`;function He(){return(0,T.jsx)(k,{id:`colors`,title:`Brand colours`,intro:`Brand shades are for fills and accents; the stronger shade (right half) carries text and filled controls at AA contrast.`,children:(0,T.jsx)(Re,{children:Le.map(({name:e,token:t,strong:n})=>(0,T.jsxs)(ze,{"data-testid":`swatch-${t}`,children:[(0,T.jsxs)(Be,{"aria-hidden":`true`,children:[(0,T.jsx)(P,{style:{background:p[t]}}),n?(0,T.jsx)(P,{style:{background:p[n]}}):null]}),(0,T.jsxs)(Ve,{children:[(0,T.jsx)(`strong`,{children:e}),(0,T.jsxs)(`div`,{children:[(0,T.jsx)(`code`,{children:p[t]}),n?(0,T.jsxs)(T.Fragment,{children:[` · `,(0,T.jsx)(`code`,{children:p[n]})]}):null]})]})]},t))})})}function Ue(){let e=_();return(0,T.jsx)(k,{id:`feedback`,title:`Alerts and toasts`,intro:`Toasts close themselves after 5 seconds unless persistent, keep at most 5 on screen and pause while hovered or focused.`,children:(0,T.jsxs)(j,{children:[(0,T.jsxs)(A,{title:`Alerts`,children:[(0,T.jsx)(m,{variant:`info`,title:`Heads up`,children:`Your first payout arrives within 2-4 hours.`}),(0,T.jsx)(m,{variant:`success`,title:`Profile saved`,children:`Your business details are up to date.`}),(0,T.jsx)(m,{variant:`warning`,title:`Verify your email`,children:`Add an email to unlock business features.`}),(0,T.jsx)(m,{variant:`error`,title:`Payment Failed`,children:`There was an issue processing your payment.`})]}),(0,T.jsxs)(A,{title:`Toasts`,children:[(0,T.jsxs)(M,{children:[(0,T.jsx)(d,{variant:`outline`,onClick:()=>e.info(`New feature`,`Payment links are coming soon.`),children:`Info`}),(0,T.jsx)(d,{variant:`outline`,onClick:()=>e.success(`Payment Successful!`,`Your payment has been processed successfully.`),children:`Success`}),(0,T.jsx)(d,{variant:`outline`,onClick:()=>e.error(`Payment Failed`,`There was an issue processing your payment.`),children:`Error`}),(0,T.jsx)(d,{variant:`outline`,onClick:()=>e.warning(`Low balance`,`Top up your wallet to keep paying.`),children:`Warning`}),(0,T.jsx)(d,{variant:`outline`,onClick:()=>e.show({type:`payment`,title:`Payment request`,message:`Le 50,000 from Kamara Wholesale.`,paymentMethod:`orange_money`}),children:`Payment`}),(0,T.jsx)(d,{variant:`outline`,onClick:()=>{let t=e.loading(`Sending payment`,`Waiting for Orange Money to confirm…`);setTimeout(()=>e.update(t,{type:`success`,title:`Payment sent`,message:`Le 50,000 reached Kamara Wholesale.`}),2e3)},children:`Loading`})]}),(0,T.jsxs)(M,{children:[(0,T.jsx)(d,{variant:`secondary`,onClick:()=>e.show({type:`warning`,title:`Payment waiting`,message:`Confirm the Le 50,000 payment on your phone.`,persistent:!0,actions:[{label:`Resend`,onClick:()=>e.info(`Request sent again`)},{label:`Later`,onClick:()=>{},variant:`secondary`}]}),children:`Persistent with actions`}),(0,T.jsx)(d,{variant:`ghost`,onClick:()=>e.show({title:`Bottom left`,message:`Toasts can sit in any corner.`,position:`bottom-left`}),children:`Bottom left`}),(0,T.jsx)(d,{variant:`ghost`,onClick:()=>e.dismissAll(),children:`Close all`})]}),(0,T.jsx)(N,{children:`Raise a toast from any screen with useToast() or the toast object.`})]})]})})}var We=`Please enter a valid Orange Money number (076, 077, or 078)`,Ge=`Enter your Orange Money number (e.g., 076 123 456)`,Ke=/^07[678]\d{6}$/;function F(e){return e.replace(/\D/g,``).slice(0,9)}function qe(e){let t=F(e);return[t.slice(0,3),t.slice(3,6),t.slice(6,9)].filter(Boolean).join(` `)}function I(e){return Ke.test(e.replace(/\s/g,``))}var Je=`Select a bank first, then enter your account number`,Ye=[`FBL`,`UBA`,`GTB`,`EBL`],Xe={min:8,max:12};function L(e){return Ye.includes(e.trim().toUpperCase())?{min:10,max:10}:Xe}function Ze(e){return e.min===e.max?`${e.min} digits`:`${e.min}-${e.max} digits`}function Qe(e){return`Please enter a valid account number (${Ze(L(e))})`}function $e(e){return e.replace(/\D/g,``).slice(0,12)}function et(e,t){if(!/^\d+$/.test(t))return!1;let{min:n,max:r}=L(e);return t.length>=n&&t.length<=r}var R=[{code:`FBL`,name:`First Bank`,fullName:`First Bank of Sierra Leone`},{code:`UBA`,name:`UBA`,fullName:`United Bank for Africa`},{code:`GTB`,name:`GTBank`,fullName:`Guaranty Trust Bank`},{code:`EBL`,name:`Ecobank`,fullName:`Ecobank Sierra Leone`},{code:`SBL`,name:`Sierra Leone Commercial Bank`,fullName:`Sierra Leone Commercial Bank`},{code:`RBL`,name:`Rokel Commercial Bank`,fullName:`Rokel Commercial Bank`}];function z(e,t=R){return t.find(t=>t.code===e)}function B(e,t,n=!1){let[r,i]=(0,D.useState)(!1);return{showError:(r||n)&&e!==``&&!t(e),onBlur:()=>{e!==``&&i(!0)}}}function tt({bankCode:e,value:t,onChange:n,banks:r=R,label:i=`Account number`,showErrors:a=!1,...o}){let s=$e(t),{showError:c,onBlur:l}=B(s,t=>et(e,t),a),u=z(e,r),d=e?`${u?u.name:`This bank`} account numbers have ${Ze(L(e))}.`:Je;return(0,T.jsx)(S,{...o,label:i,type:`text`,inputMode:`numeric`,autoComplete:`off`,disabled:!e,value:s,hint:d,error:e&&c?Qe(e):void 0,onChange:e=>n($e(e.target.value)),onBlur:l})}var nt=t.select`
  ${ue}
  appearance: auto;
`;function rt({value:e,onChange:t,banks:n=R,label:r=`Bank`,error:i,id:a,ref:o,...s}){let c=(0,D.useId)(),l=a??c,u=z(e,n),d=u?u.fullName:void 0;return(0,T.jsxs)(fe,{children:[(0,T.jsx)(de,{htmlFor:l,children:r}),(0,T.jsxs)(nt,{...s,ref:o,id:l,value:e,onChange:e=>t(e.target.value),$invalid:!!i,"aria-invalid":i?!0:void 0,"aria-describedby":pe(l,d,i),children:[(0,T.jsx)(`option`,{value:``,children:`Select a bank`}),n.map(e=>(0,T.jsxs)(`option`,{value:e.code,children:[e.name,` (`,e.code,`)`]},e.code))]}),d?(0,T.jsx)(me,{id:`${l}-hint`,children:d}):null,i?(0,T.jsx)(he,{id:`${l}-error`,role:`alert`,children:i}):null]})}function it({value:e,onChange:t,label:n=`Orange Money number`,showErrors:r=!1,onBlur:i,...a}){let o=F(e),{showError:s,onBlur:c}=B(o,I,r);return(0,T.jsx)(S,{...a,label:n,type:`text`,inputMode:`numeric`,autoComplete:`tel-national`,placeholder:`076 123 456`,value:qe(o),hint:Ge,error:s?We:void 0,onChange:e=>t(F(e.target.value)),onBlur:e=>{c(),i?.(e)}})}var at=`Input must be at least 3 characters`,ot=`Please enter a valid email address.`;function V(e){return e.trim().length<3?at:void 0}function H(e){return _e(e)?void 0:ot}var st=t.form`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[4]};
`;function ct(){let e=_(),[t,n]=(0,D.useState)({fullName:``,email:``}),[r,i]=(0,D.useState)({fullName:!1,email:!1}),a={fullName:r.fullName?V(t.fullName):void 0,email:r.email?H(t.email):void 0},o=n=>{n.preventDefault(),i({fullName:!0,email:!0});let r=V(t.fullName)?`demo-full-name`:H(t.email)?`demo-email`:void 0;r?document.getElementById(r)?.focus():e.success(`Form submitted`,`Thanks, ${t.fullName.trim()}.`)},s=e=>({value:t[e],error:a[e],onChange:t=>n(n=>({...n,[e]:t.target.value})),onBlur:n=>{n.relatedTarget instanceof HTMLButtonElement&&n.relatedTarget.type===`submit`||t[e]!==``&&i(t=>({...t,[e]:!0}))}});return(0,T.jsxs)(st,{noValidate:!0,onSubmit:o,"aria-label":`Demo form`,children:[(0,T.jsx)(S,{id:`demo-full-name`,label:`Full name`,autoComplete:`name`,...s(`fullName`)}),(0,T.jsx)(S,{id:`demo-email`,label:`Email`,type:`email`,autoComplete:`email`,hint:`We never share your email.`,...s(`email`)}),(0,T.jsx)(d,{type:`submit`,children:`Submit`})]})}function lt(){let[e,t]=(0,D.useState)(``),[n,r]=(0,D.useState)(``),[i,a]=(0,D.useState)(``),[o,s]=(0,D.useState)(``),[c,u]=(0,D.useState)(``),[d,f]=(0,D.useState)(``);return(0,T.jsx)(k,{id:`forms`,title:`Form inputs`,intro:`Labels are tied to their inputs; hints and errors are read with the field, and errors are announced when they appear.`,children:(0,T.jsxs)(j,{children:[(0,T.jsxs)(A,{title:`Orange Money number`,children:[(0,T.jsx)(it,{value:e,onChange:t}),(0,T.jsx)(N,{"aria-live":`polite`,children:I(e)?`Valid Orange Money number.`:` `})]}),(0,T.jsxs)(A,{title:`Bank and account number`,children:[(0,T.jsx)(rt,{value:o,onChange:s}),(0,T.jsx)(tt,{bankCode:o,value:c,onChange:u})]}),(0,T.jsx)(A,{title:`6-digit code`,children:(0,T.jsx)(ge,{value:n,onChange:r,hint:`Enter the 6-digit code we sent you.`})}),(0,T.jsx)(A,{title:`Phone number`,children:(0,T.jsx)(l,{value:i,onChange:a})}),(0,T.jsx)(A,{title:`Select`,children:(0,T.jsx)(le,{label:`District`,placeholder:`Select a district`,options:ce,value:d,onChange:e=>f(e.target.value)})}),(0,T.jsx)(A,{title:`Text inputs (demo form)`,children:(0,T.jsx)(ct,{})})]})})}var ut=new Intl.DateTimeFormat(`en-SL`,{day:`numeric`,month:`short`,year:`numeric`,hour:`2-digit`,minute:`2-digit`}),dt=t.article`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-areas: 'icon main' '. side';
  gap: ${({theme:e})=>e.space[2]} ${({theme:e})=>e.space[3]};
  align-items: start;
  padding: ${({theme:e})=>e.space[4]};
  border-radius: ${({theme:e})=>e.radii.md};
  border: 1px solid ${({theme:e})=>e.colors.border};
  background: ${({theme:e})=>e.colors.surface};
  box-shadow: ${({theme:e})=>e.shadows.card};
  /* Wider screens: amount and status move to the right of the description. */
  ${({theme:e})=>e.media.tabletUp} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'icon main side';
    align-items: center;
  }
`,ft=t.span`
  grid-area: icon;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({$orange:e,theme:t})=>e?t.colors.orangeMoneySoft:t.colors.successSoft};
  color: ${({$orange:e,theme:t})=>e?t.colors.orangeMoneyStrong:t.colors.successStrong};
`,pt=t.div`
  grid-area: main;
  min-width: 0;
`,mt=t.h3`
  font-size: ${({theme:e})=>e.fontSizes.md};
  overflow-wrap: anywhere;
`,U=t.p`
  font-size: ${({theme:e})=>e.fontSizes.sm};
  color: ${({theme:e})=>e.colors.textMuted};
  overflow-wrap: anywhere;
`,ht=t.div`
  grid-area: side;
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space[2]};
  ${({theme:e})=>e.media.tabletUp} {
    flex-direction: column;
    align-items: flex-end;
  }
`,gt=t.p`
  font-size: ${({theme:e})=>e.fontSizes.lg};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  white-space: nowrap;
`;function _t({transaction:e}){let{type:t,description:n,recipient:r,timestamp:i,amount:a,currency:s,status:c}=e,l=t===`orange_money`;return(0,T.jsxs)(dt,{"aria-label":`${n}, ${w(a,s)}`,children:[(0,T.jsx)(ft,{$orange:l,children:(0,T.jsx)(o,{name:l?`phone`:`bank`})}),(0,T.jsxs)(pt,{children:[(0,T.jsx)(mt,{children:n}),(0,T.jsxs)(U,{children:[v[t],r?` · ${r}`:``]}),(0,T.jsx)(U,{children:(0,T.jsx)(`time`,{dateTime:i,children:ut.format(new Date(i))})})]}),(0,T.jsxs)(ht,{children:[(0,T.jsx)(gt,{children:w(a,s)}),(0,T.jsx)(b,{status:c})]})]})}var W=[`method`,`details`,`confirm`,`processing`,`complete`],vt={method:`Method`,details:`Details`,confirm:`Confirm`,processing:`Processing`,complete:`Complete`},yt=`processing`,G={initializing:25,processing:50,verifying:75,completing:90};function bt(e){return Object.hasOwn(G,e)?G[e]??0:0}function xt(e){return[{phase:`validation`,durationMs:1e3},{phase:`processing`,durationMs:e===`orange_money`?3e3:5e3},{phase:`confirmation`,durationMs:1e3}]}var St=2e3,Ct=3e3;function wt(e){return e<.5?`success`:`error`}var Tt=5e4,K={orange_money:`Orange Money payments typically take 30-60 seconds.`,bank_transfer:`Bank transfers typically take 2-5 minutes.`},q=C(Tt),J=C(500),Et=[{id:`txn-1001`,amount:C(5e4),currency:`SLE`,type:`orange_money`,description:`Market stall restock`,timestamp:`2026-11-20T09:42:00Z`,status:`completed`,recipient:`Kamara Wholesale`},{id:`txn-1002`,amount:C(125e4),currency:`SLE`,type:`bank_transfer`,description:`Supplier invoice #2231`,timestamp:`2026-11-21T14:05:00Z`,status:`processing`,recipient:`Freetown Builders Ltd`},{id:`txn-1003`,amount:C(75e3),currency:`SLE`,type:`orange_money`,description:`School fees`,timestamp:`2026-11-19T08:15:00Z`,status:`failed`},{id:`txn-1004`,amount:C(25e5),currency:`SLL`,type:`bank_transfer`,description:`Legacy rent payment`,timestamp:`2023-03-31T11:00:00Z`,status:`pending`,recipient:`Hill Station Lettings`}],Dt=t.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({theme:e})=>e.space[3]};
  align-items: center;
  padding: ${({theme:e})=>e.space[4]};
  border: 1px solid ${({theme:e})=>e.colors.border};
  border-radius: ${({theme:e})=>e.radii.md};
`,Ot=t.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[2]};
`,kt=t.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[3]};
`;function At(){return(0,T.jsx)(k,{id:`loading`,title:`Spinners and skeletons`,children:(0,T.jsxs)(j,{children:[(0,T.jsxs)(A,{title:`Spinners`,children:[(0,T.jsxs)(M,{children:[(0,T.jsx)(g,{size:`sm`,label:`Loading, small`}),(0,T.jsx)(g,{size:`md`,label:`Loading, medium`}),(0,T.jsx)(g,{size:`lg`,label:`Loading, large`})]}),(0,T.jsx)(N,{children:`One rotation per second.`})]}),(0,T.jsxs)(A,{title:`Skeletons`,children:[(0,T.jsxs)(Dt,{role:`status`,"aria-label":`Loading transaction`,children:[(0,T.jsx)(h,{width:`40px`,height:`40px`,round:!0}),(0,T.jsxs)(Ot,{children:[(0,T.jsx)(h,{width:`70%`}),(0,T.jsx)(h,{width:`45%`,height:`12px`})]})]}),(0,T.jsx)(N,{children:`A 2 second pulse.`})]})]})})}function jt(){return(0,T.jsx)(k,{id:`transactions`,title:`Transaction cards`,intro:`Amounts in en-SL with no decimals; SLE shows as Le, legacy SLL keeps its code.`,children:(0,T.jsx)(kt,{children:Et.map(e=>(0,T.jsx)(_t,{transaction:e},e.id))})})}var Mt={initializing:`Starting your payment…`,processing:`Processing your payment…`,verifying:`Verifying with the provider…`,completing:`Completing your payment…`},Nt=t.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({theme:e})=>e.space[3]};
  padding: ${({theme:e})=>e.space[5]};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.surface};
  border: 1px solid ${({theme:e})=>e.colors.border};
  text-align: center;
`,Pt=t.p`
  font-size: ${({theme:e})=>e.fontSizes.xl};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
`,Y=t.p`
  font-size: ${({theme:e})=>e.fontSizes.sm};
  color: ${({theme:e})=>e.colors.textMuted};
`;function X({stage:e,method:t,amount:n,currency:r}){let i=bt(e);return(0,T.jsxs)(Nt,{"aria-label":`Payment in progress`,"aria-busy":`true`,children:[(0,T.jsx)(g,{size:`lg`,label:``,tone:`brand`}),(0,T.jsx)(Pt,{children:w(n,r)}),(0,T.jsx)(Y,{children:v[t]}),(0,T.jsx)(`p`,{role:`status`,children:Mt[e]??`Waiting to start…`}),(0,T.jsx)(O,{value:i,label:`Payment progress`,tone:t===`orange_money`?`orange`:`success`}),(0,T.jsx)(Y,{children:K[t]})]})}var Ft={success:{title:`Payment Successful!`,message:`Your payment has been processed successfully.`,action:`Continue`},failed:{title:`Payment Failed`,message:`There was an issue processing your payment.`,action:`Try Again`}},It=t.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({theme:e})=>e.space[3]};
  padding: ${({theme:e})=>e.space[5]};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.surface};
  border: 1px solid ${({theme:e})=>e.colors.border};
  border-top: 4px solid ${({$ok:e,theme:t})=>e?t.colors.success:t.colors.error};
  text-align: center;
`,Lt=t.span`
  display: inline-flex;
  padding: ${({theme:e})=>e.space[3]};
  border-radius: 50%;
  background: ${({$ok:e,theme:t})=>e?t.colors.successSoft:t.colors.errorSoft};
  color: ${({$ok:e,theme:t})=>e?t.colors.successStrong:t.colors.errorStrong};
`,Rt=t.h3`
  font-size: ${({theme:e})=>e.fontSizes.xl};
  &:focus { outline: none; }
`,zt=t.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: center;
  gap: ${({theme:e})=>e.space[1]} ${({theme:e})=>e.space[3]};
  margin: 0;
  font-size: ${({theme:e})=>e.fontSizes.sm};
  dt { color: ${({theme:e})=>e.colors.textMuted}; text-align: right; }
  dd { margin: 0; text-align: left; font-weight: ${({theme:e})=>e.fontWeights.medium}; overflow-wrap: anywhere; }
`;function Z({status:e,method:t,amount:n,currency:r,reference:i,message:a,onAction:s,autoFocus:c=!1}){let l=e===`success`,u=Ft[e],f=(0,D.useId)(),p=(0,D.useRef)(null);return(0,D.useEffect)(()=>{c&&p.current?.focus()},[c]),(0,T.jsxs)(It,{$ok:l,"aria-labelledby":f,"data-testid":`payment-result`,children:[(0,T.jsx)(Lt,{$ok:l,children:(0,T.jsx)(o,{name:l?`check-circle`:`x-circle`,size:32})}),(0,T.jsx)(Rt,{id:f,ref:p,tabIndex:-1,children:u.title}),(0,T.jsx)(`p`,{children:a??u.message}),(0,T.jsxs)(zt,{children:[(0,T.jsx)(`dt`,{children:`Amount`}),(0,T.jsx)(`dd`,{children:w(n,r)}),(0,T.jsx)(`dt`,{children:`Method`}),(0,T.jsx)(`dd`,{children:v[t]}),i?(0,T.jsxs)(T.Fragment,{children:[(0,T.jsx)(`dt`,{children:`Reference`}),(0,T.jsx)(`dd`,{children:i})]}):null]}),(0,T.jsx)(d,{variant:l?`primary`:`outline`,onClick:s,fullWidth:!0,children:u.action})]})}var Bt=[`initializing`,`processing`,`verifying`,`completing`,`waiting`],Vt=t.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space[2]};
`,Ht=t.button`
  min-height: ${({theme:e})=>e.touchTarget};
  padding: 0 ${({theme:e})=>e.space[3]};
  border-radius: ${({theme:e})=>e.radii.pill};
  border: 2px solid ${({theme:e})=>e.colors.borderStrong};
  background: ${({theme:e})=>e.colors.surface};
  color: ${({theme:e})=>e.colors.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({theme:e})=>e.colors.primaryStrong};
    background: ${({theme:e})=>e.colors.primaryStrong};
    color: ${({theme:e})=>e.colors.white};
  }
`;function Ut(){let e=_(),[t,n]=(0,D.useState)(`processing`);return(0,T.jsx)(k,{id:`payment-displays`,title:`Payment processing and result`,children:(0,T.jsxs)(j,{$min:300,children:[(0,T.jsxs)(A,{title:`Processing display`,children:[(0,T.jsx)(Vt,{role:`group`,"aria-label":`Processing stage`,children:Bt.map(e=>(0,T.jsx)(Ht,{type:`button`,"aria-pressed":e===t,onClick:()=>n(e),children:e},e))}),(0,T.jsx)(X,{stage:t,method:`orange_money`,amount:q,currency:`SLE`})]}),(0,T.jsx)(A,{title:`Result: success`,children:(0,T.jsx)(Z,{status:`success`,method:`orange_money`,amount:q,currency:`SLE`,reference:`SP-8F3K2Q`,onAction:()=>e.info(`Continue pressed`)})}),(0,T.jsx)(A,{title:`Result: failure`,children:(0,T.jsx)(Z,{status:`failed`,method:`bank_transfer`,amount:q,currency:`SLE`,onAction:()=>e.info(`Try Again pressed`)})})]})})}var Wt=e(c(),1),Gt=`a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])`;function Kt(e){return Array.from(e.querySelectorAll(Gt)).filter(e=>!e.hasAttribute(`hidden`)&&e.getAttribute(`aria-hidden`)!==`true`)}var qt=r`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`,Jt=t.div`
  position: fixed;
  inset: 0;
  z-index: ${({theme:e})=>e.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({theme:e})=>e.space[4]};
  background: ${({theme:e})=>e.colors.overlay};
  /* Phones: centred, not a bottom sheet, so floating buttons at the screen's foot never cover its actions. */
  ${({theme:e})=>e.media.mobile} {
    padding: ${({theme:e})=>e.space[3]};
  }
`,Yt=t.div`
  width: min(440px, 100%);
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.surface};
  box-shadow: ${({theme:e})=>e.shadows.raised};
  animation: ${qt} ${({theme:e})=>e.durations.normal}ms ease-out;
  &:focus { outline: none; }
`,Xt=t.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space[2]};
  padding: ${({theme:e})=>`${e.space[3]} ${e.space[2]} ${e.space[2]} ${e.space[5]}`};
`,Zt=t.h2`
  font-size: ${({theme:e})=>e.fontSizes.lg};
`,Qt=t(ve)`
  color: ${({theme:e})=>e.colors.textMuted};
`,$t=t.div`
  padding: 0 ${({theme:e})=>e.space[5]} ${({theme:e})=>e.space[5]};
`;function en({open:e,onClose:t,title:n,children:r,closeLabel:i=`Close dialog`}){let a=(0,D.useId)(),s=(0,D.useRef)(null),c=(0,D.useRef)(t);return(0,D.useEffect)(()=>{c.current=t}),(0,D.useEffect)(()=>{if(!e)return;let t=document.activeElement instanceof HTMLElement?document.activeElement:null,n=s.current;n&&(Kt(n)[0]??n).focus();let{overflow:r}=document.body.style;return document.body.style.overflow=`hidden`,()=>{document.body.style.overflow=r,t?.focus()}},[e]),e?(0,Wt.createPortal)((0,T.jsx)(Jt,{onMouseDown:e=>{e.target===e.currentTarget&&c.current()},children:(0,T.jsxs)(Yt,{ref:s,role:`dialog`,"aria-modal":`true`,"aria-labelledby":a,tabIndex:-1,onKeyDown:e=>{if(e.key===`Escape`){e.stopPropagation(),c.current();return}if(e.key!==`Tab`||!s.current)return;let t=Kt(s.current),n=t[0],r=t[t.length-1];!n||!r?e.preventDefault():e.shiftKey&&(document.activeElement===n||document.activeElement===s.current)?(e.preventDefault(),r.focus()):!e.shiftKey&&document.activeElement===r&&(e.preventDefault(),n.focus())},children:[(0,T.jsxs)(Xt,{children:[(0,T.jsx)(Zt,{id:a,children:n}),(0,T.jsx)(Qt,{type:`button`,"aria-label":i,onClick:()=>c.current(),children:(0,T.jsx)(o,{name:`close`})})]}),(0,T.jsx)($t,{children:r})]})}),document.body):null}var tn=t.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  /* No column gap, so the total's top rule runs unbroken under both columns. */
  row-gap: ${({theme:e})=>e.space[2]};
  margin: 0 0 ${({theme:e})=>e.space[4]};
  dt { color: ${({theme:e})=>e.colors.textMuted}; }
  dd { margin: 0; padding-left: ${({theme:e})=>e.space[4]}; text-align: right; font-weight: ${({theme:e})=>e.fontWeights.medium}; }
`,nn=t.div`
  display: contents;
  dt, dd {
    padding-top: ${({theme:e})=>e.space[2]};
    border-top: 1px solid ${({theme:e})=>e.colors.border};
    color: ${({theme:e})=>e.colors.text};
    font-weight: ${({theme:e})=>e.fontWeights.bold};
    font-size: ${({theme:e})=>e.fontSizes.lg};
  }
`,rn=t.p`
  margin-bottom: ${({theme:e})=>e.space[5]};
  font-size: ${({theme:e})=>e.fontSizes.sm};
  color: ${({theme:e})=>e.colors.textMuted};
`,an=t.div`
  display: flex;
  /* Side by side where both fit; on phones Pay stacks above Cancel (wrap-reverse). */
  flex-wrap: wrap-reverse;
  gap: ${({theme:e})=>e.space[3]};
  > * { flex: 1 1 180px; }
`;function on({open:e,onClose:t,onConfirm:n,method:r,amount:i,fee:a,currency:o,recipient:s,confirming:c=!1}){return(0,T.jsxs)(en,{open:e,onClose:t,title:`Confirm payment`,children:[(0,T.jsxs)(tn,{children:[(0,T.jsx)(`dt`,{children:`Payment method`}),(0,T.jsx)(`dd`,{children:v[r]}),s?(0,T.jsxs)(T.Fragment,{children:[(0,T.jsx)(`dt`,{children:`Recipient`}),(0,T.jsx)(`dd`,{children:s})]}):null,(0,T.jsx)(`dt`,{children:`Amount`}),(0,T.jsx)(`dd`,{children:w(i,o)}),(0,T.jsx)(`dt`,{children:`Fee`}),(0,T.jsx)(`dd`,{children:w(a,o)}),(0,T.jsxs)(nn,{children:[(0,T.jsx)(`dt`,{children:`Total`}),(0,T.jsx)(`dd`,{children:w(i+a,o)})]})]}),(0,T.jsx)(rn,{children:K[r]}),(0,T.jsxs)(an,{children:[(0,T.jsx)(d,{variant:`outline`,onClick:t,disabled:c,children:`Cancel`}),(0,T.jsxs)(d,{variant:r===`orange_money`?`orange-money`:`bank-transfer`,onClick:n,loading:c,children:[`Pay `,w(i+a,o)]})]})]})}var sn=t.ol`
  display: flex;
  gap: ${({theme:e})=>e.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`,cn=t.li`
  flex: 1 1 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({theme:e})=>e.space[1]};
  min-width: 0;
  font-size: ${({theme:e})=>e.fontSizes.xs};
  text-align: center;
  color: ${({$state:e,theme:t})=>e===`upcoming`?t.colors.textMuted:t.colors.text};
  font-weight: ${({$state:e,theme:t})=>e===`current`||e===`error`?t.fontWeights.bold:t.fontWeights.regular};
`,ln=t.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 2px solid ${({theme:e})=>e.colors.borderStrong};
  background: ${({theme:e})=>e.colors.surface};
  color: ${({theme:e})=>e.colors.textMuted};
  ${({$state:e,theme:t})=>e===`done`?n`background: ${t.colors.successStrong}; border-color: ${t.colors.successStrong}; color: ${t.colors.white};`:e===`current`?n`background: ${t.colors.primaryStrong}; border-color: ${t.colors.primaryStrong}; color: ${t.colors.white};`:e===`error`?n`background: ${t.colors.errorStrong}; border-color: ${t.colors.errorStrong}; color: ${t.colors.white};`:n``}
`,un=t.span`
  ${({theme:e})=>e.media.mobile} {
    li:not([aria-current='step']) > & {
      position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
    }
  }
`,dn={done:`done`,current:`current step`,upcoming:`not started`,error:`failed`};function Q({current:e,failed:t=!1}){let n=W.indexOf(t?yt:e);return(0,T.jsx)(sn,{"aria-label":`Payment progress`,children:W.map((r,i)=>{let a=i<n?`done`:i===n?`current`:`upcoming`;return t&&i===n&&(a=`error`),r===`complete`&&e===`complete`&&!t&&(a=`done`),(0,T.jsxs)(cn,{$state:a,"aria-current":i===n?`step`:void 0,children:[(0,T.jsx)(ln,{$state:a,"aria-hidden":`true`,children:a===`done`?(0,T.jsx)(o,{name:`check`,size:16}):a===`error`?(0,T.jsx)(o,{name:`close`,size:16}):i+1}),(0,T.jsxs)(un,{children:[vt[r],(0,T.jsxs)(`span`,{className:`visually-hidden`,children:[`, `,dn[a]]})]})]},r)})})}function fn(){let[e,t]=(0,D.useState)({phase:`idle`}),n=(0,D.useRef)([]),r=(0,D.useCallback)(()=>{n.current.forEach(clearTimeout),n.current=[]},[]),i=(0,D.useCallback)((e,i=!1)=>{r();let a=xt(e),o=`SP-${Date.now().toString(36).toUpperCase()}`,s=0;for(let{phase:r,durationMs:c}of a){let a=s;if(n.current.push(setTimeout(()=>t({phase:r,method:e}),a)),s+=c,i&&r===`processing`){n.current.push(setTimeout(()=>t({phase:`complete`,method:e,outcome:`failed`,reference:o}),s));return}}n.current.push(setTimeout(()=>t({phase:`complete`,method:e,outcome:`success`,reference:o}),s))},[r]),a=(0,D.useCallback)(()=>{r(),t({phase:`idle`})},[r]);return(0,D.useEffect)(()=>r,[r]),{run:e,start:i,reset:a}}function pn(e=Math.random){let[t,n]=(0,D.useState)(`idle`),r=(0,D.useRef)([]);return(0,D.useEffect)(()=>()=>r.current.forEach(clearTimeout),[]),{state:t,pay:(0,D.useCallback)(()=>{t===`idle`&&(n(`processing`),r.current.push(setTimeout(()=>{n(wt(e())),r.current.push(setTimeout(()=>n(`idle`),Ct))},St)))},[e,t])}}var mn=t.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[3]};
  padding: ${({theme:e})=>e.space[4]};
  border: 1px dashed ${({theme:e})=>e.colors.borderStrong};
  border-radius: ${({theme:e})=>e.radii.md};
`,hn=t.p`
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.space[2]};
  min-height: 28px;
`,gn={idle:{tone:`neutral`,label:`Idle`,message:`Ready to pay.`},processing:{tone:`info`,label:`Processing`,message:`Processing payment…`},success:{tone:`success`,label:`Success`,message:`Payment Successful!`},error:{tone:`error`,label:`Error`,message:`Payment Failed`}};function _n(){let{state:e,pay:t}=pn(),n=gn[e];return(0,T.jsxs)(mn,{children:[(0,T.jsxs)(hn,{role:`status`,"data-testid":`demo-payment-state`,"data-state":e,children:[(0,T.jsx)(x,{tone:n.tone,dot:!0,children:n.label}),n.message]}),(0,T.jsxs)(d,{variant:`orange-money`,onClick:t,loading:e===`processing`,disabled:e!==`idle`,fullWidth:!0,children:[`Pay `,w(q,`SLE`)]})]})}var vn={validation:`initializing`,processing:`processing`,confirmation:`completing`},yn=t.label`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.space[2]};
  min-height: ${({theme:e})=>e.touchTarget};
  cursor: pointer;
  input { width: 20px; height: 20px; margin: 0; }
`;function bn(){let[e,t]=(0,D.useState)(`orange_money`),[n,r]=(0,D.useState)(!1),[i,a]=(0,D.useState)(!1),{run:o,start:s,reset:c}=fn(),l=o.phase===`idle`?i?`confirm`:`details`:o.phase===`complete`?`complete`:`processing`,u=o.phase===`complete`&&o.outcome===`failed`;return(0,T.jsx)(k,{id:`payment-flow`,title:`Payment flow and confirmation`,intro:`Simulated: validation 1 s, processing 3 s for Orange Money or 5 s for bank transfer, confirmation 1 s.`,children:(0,T.jsxs)(j,{$min:300,children:[(0,T.jsxs)(A,{title:`Simulated payment flow`,children:[(0,T.jsx)(Q,{current:l,failed:u}),o.phase===`idle`?(0,T.jsxs)(T.Fragment,{children:[(0,T.jsx)(M,{role:`group`,"aria-label":`Payment method`,children:[`orange_money`,`bank_transfer`].map(n=>(0,T.jsx)(d,{variant:e===n?n===`orange_money`?`orange-money`:`bank-transfer`:`outline`,"aria-pressed":e===n,onClick:()=>t(n),children:v[n]},n))}),(0,T.jsxs)(yn,{children:[(0,T.jsx)(`input`,{type:`checkbox`,checked:n,onChange:e=>r(e.target.checked)}),`Simulate a failure`]}),(0,T.jsx)(d,{variant:`payment`,fullWidth:!0,onClick:()=>a(!0),children:`Review payment`})]}):o.phase===`complete`?(0,T.jsx)(Z,{status:o.outcome,method:o.method,amount:q+J,currency:`SLE`,reference:o.reference,autoFocus:!0,onAction:()=>{c(),o.outcome===`failed`&&a(!0)}}):(0,T.jsx)(X,{stage:vn[o.phase],method:o.method,amount:q+J,currency:`SLE`}),(0,T.jsx)(on,{open:i,onClose:()=>a(!1),onConfirm:()=>{a(!1),s(e,n)},method:e,amount:q,fee:J,currency:`SLE`,recipient:`Kamara Wholesale`})]}),(0,T.jsxs)(A,{title:`Demo payment`,children:[(0,T.jsx)(_n,{}),(0,T.jsx)(N,{children:`Processing takes 2 s, then succeeds or fails at random, and returns to idle after 3 s.`})]})]})})}function xn(){return(0,T.jsx)(k,{id:`progress`,title:`Progress and navigation`,children:(0,T.jsxs)(j,{children:[(0,T.jsxs)(A,{title:`Progress bars`,children:[(0,T.jsx)(O,{value:25,label:`Profile completion`}),(0,T.jsx)(O,{value:60,label:`Monthly limit used`,tone:`warning`}),(0,T.jsx)(O,{value:100,label:`Payout sent`,tone:`success`}),(0,T.jsx)(O,{value:90,label:`Orange Money payment`,tone:`orange`,size:`sm`})]}),(0,T.jsxs)(A,{title:`Breadcrumbs`,children:[(0,T.jsx)(E,{items:[{label:`Home`,href:a.home.getHref()},{label:`Dashboard`,href:a.dashboard.getHref()},{label:`Components`}]}),(0,T.jsx)(E,{label:`Payment breadcrumb`,items:[{label:`Pay`,href:a.home.getHref()},{label:`Orange Money`}]})]}),(0,T.jsxs)(A,{title:`Payment steps`,children:[(0,T.jsx)(Q,{current:`confirm`}),(0,T.jsx)(Q,{current:`processing`,failed:!0})]})]})})}var Sn=t.span`
  position: relative;
  display: inline-flex;
`,Cn={center:`left: 50%; transform: translateX(-50%);`,start:`left: 0;`,end:`right: 0;`},wn=t.span`
  position: absolute;
  ${({$align:e})=>Cn[e]}
  ${({$placement:e})=>e===`top`?`bottom`:`top`}: calc(100% + 8px);
  z-index: ${({theme:e})=>e.zIndices.overlay};
  width: max-content;
  /* SPEC §9: at most 200px wide. */
  max-width: 200px;
  padding: ${({theme:e})=>`${e.space[2]} ${e.space[3]}`};
  border-radius: ${({theme:e})=>e.radii.sm};
  background: ${({theme:e})=>e.colors.text};
  color: ${({theme:e})=>e.colors.white};
  font-size: ${({theme:e})=>e.fontSizes.sm};
  line-height: 1.4;
  text-align: left;
  box-shadow: ${({theme:e})=>e.shadows.raised};
  &[hidden] { display: none; }
`;function $({content:e,children:t,placement:n=`top`,align:r=`center`,delay:i=300}){let a=(0,D.useId)(),[o,s]=(0,D.useState)(!1),c=(0,D.useRef)(void 0),l=()=>{c.current!==void 0&&clearTimeout(c.current),c.current=void 0},u=()=>{l(),c.current=setTimeout(()=>s(!0),i)},d=()=>{l(),s(!1)};return(0,D.useEffect)(()=>l,[]),(0,T.jsxs)(Sn,{onMouseEnter:u,onMouseLeave:d,onFocus:u,onBlur:d,onClick:()=>{l(),s(e=>!e)},onKeyDown:e=>{e.key===`Escape`&&o&&(e.stopPropagation(),d())},children:[(0,D.cloneElement)(t,{"aria-describedby":a}),(0,T.jsx)(wn,{id:a,role:`tooltip`,$placement:n,$align:r,hidden:!o,children:e})]})}var Tn=t.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({theme:e})=>e.touchTarget};
  height: ${({theme:e})=>e.touchTarget};
  border: 2px solid ${({theme:e})=>e.colors.borderStrong};
  border-radius: 50%;
  background: ${({theme:e})=>e.colors.surface};
  color: ${({theme:e})=>e.colors.primaryStrong};
  cursor: pointer;
`;function En(){return(0,T.jsx)(k,{id:`tooltips`,title:`Tooltips`,intro:`Shown 300 ms after hover or keyboard focus, at once on a tap; Escape hides them. At most 200px wide.`,children:(0,T.jsx)(j,{children:(0,T.jsxs)(A,{title:`Hover, focus or tap`,children:[(0,T.jsxs)(M,{children:[(0,T.jsx)($,{content:`A 500 SLE fee applies to a 50,000 SLE payment.`,align:`start`,children:(0,T.jsx)(Tn,{type:`button`,"aria-label":`About fees`,children:(0,T.jsx)(o,{name:`help`})})}),(0,T.jsx)($,{content:`Orange Money payments typically take 30-60 seconds.`,children:(0,T.jsx)(d,{variant:`orange-money`,children:`Orange Money`})}),(0,T.jsx)($,{content:`Bank transfers typically take 2-5 minutes.`,placement:`bottom`,align:`end`,children:(0,T.jsx)(d,{variant:`bank-transfer`,children:`Bank Transfer`})})]}),(0,T.jsx)(N,{children:`Screen readers hear the tip as the control's description.`})]})})})}var Dn=[{id:`buttons`,label:`Buttons`},{id:`feedback`,label:`Alerts & toasts`},{id:`badges`,label:`Badges & avatars`},{id:`progress`,label:`Progress & navigation`},{id:`forms`,label:`Form inputs`},{id:`payment-displays`,label:`Payment displays`},{id:`payment-flow`,label:`Payment flow & modal`},{id:`loading`,label:`Spinners & skeletons`},{id:`transactions`,label:`Transaction cards`},{id:`tooltips`,label:`Tooltips`},{id:`colors`,label:`Brand colours`},{id:`animations`,label:`Animations`}],On=t.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({theme:e})=>e.space[4]} ${({theme:e})=>e.space[3]} ${({theme:e})=>e.space[16]};
  ${({theme:e})=>e.media.tabletUp} {
    padding: ${({theme:e})=>e.space[8]} ${({theme:e})=>e.space[6]} ${({theme:e})=>e.space[16]};
  }
`,kn=t.header`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[3]};
  margin-bottom: ${({theme:e})=>e.space[4]};
`,An=t.h1`
  font-size: ${({theme:e})=>e.fontSizes.xxl};
  line-height: 1.2;
`,jn=t.p`
  color: ${({theme:e})=>e.colors.textMuted};
  max-width: 60ch;
`,Mn=t.nav`
  margin-bottom: ${({theme:e})=>e.space[6]};
  ol {
    display: flex;
    gap: ${({theme:e})=>e.space[2]};
    margin: 0;
    padding: ${({theme:e})=>e.space[1]} 2px;
    list-style: none;
    /* Phones: one swipeable row instead of six rows of links. */
    overflow-x: auto;
    ${({theme:e})=>e.media.tabletUp} {
      flex-wrap: wrap;
      overflow: visible;
    }
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({theme:e})=>e.touchTarget};
    padding: 0 ${({theme:e})=>e.space[3]};
    border-radius: ${({theme:e})=>e.radii.pill};
    border: 1px solid ${({theme:e})=>e.colors.border};
    background: ${({theme:e})=>e.colors.surface};
    color: ${({theme:e})=>e.colors.primaryStrong};
    font-size: ${({theme:e})=>e.fontSizes.sm};
    font-weight: ${({theme:e})=>e.fontWeights.medium};
    text-decoration: none;
    white-space: nowrap;
  }
`,Nn=t.main`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[6]};
`;function Pn(){return(0,T.jsxs)(On,{children:[(0,T.jsxs)(kn,{children:[(0,T.jsx)(u,{size:36}),(0,T.jsx)(E,{items:[{label:`Home`,href:a.home.getHref()},{label:`Developers`},{label:`Components`}]}),(0,T.jsx)(An,{children:`Design system`}),(0,T.jsx)(jn,{children:`The building blocks of Salone Pay. Demo only: everything here uses simulated data and sends nothing.`})]}),(0,T.jsx)(Mn,{"aria-label":`Sections`,children:(0,T.jsx)(`ol`,{children:Dn.map(({id:e,label:t})=>(0,T.jsx)(`li`,{children:(0,T.jsx)(`a`,{href:`#${e}`,children:t})},e))})}),(0,T.jsxs)(Nn,{children:[(0,T.jsx)(Ie,{}),(0,T.jsx)(Ue,{}),(0,T.jsx)(Pe,{}),(0,T.jsx)(xn,{}),(0,T.jsx)(lt,{}),(0,T.jsx)(Ut,{}),(0,T.jsx)(bn,{}),(0,T.jsx)(At,{}),(0,T.jsx)(jt,{}),(0,T.jsx)(En,{}),(0,T.jsx)(He,{}),(0,T.jsx)(Ne,{})]})]})}var Fn=Pn;export{Fn as default};