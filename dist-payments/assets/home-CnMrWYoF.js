import{i as e,l as t,r as n,t as r,u as i}from"./paths-D1mac_bv.js";import{i as a}from"./styled-components.browser.esm-CBkQRR0z.js";import{O as o,h as s,i as c,l,r as u,u as d}from"./index-DPIxHRzX.js";import{t as f}from"./get-app-config-Ba_C-y4L.js";import{t as p}from"./jsx-runtime-LKYXHABd.js";import{n as m}from"./queryOptions-Dts7TecT.js";import{n as h}from"./email-CKSH57zr.js";import{r as g}from"./phone-CmPDDThN.js";import{t as _}from"./Spinner-DjFGAPUZ.js";import{t as v}from"./get-profile-BlQhzmdf.js";import{n as y}from"./email-code-state-D4OR4pAc.js";import{t as b}from"./sign-out-button-DH7ZjGUC.js";var x=p(),S=a.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space[2]} ${({theme:e})=>e.space[4]};
  padding: ${({theme:e})=>e.space[3]} ${({theme:e})=>e.space[4]};
  background: ${({theme:e})=>e.colors.surface};
  border-bottom: 1px solid ${({theme:e})=>e.colors.border};
`,C=a.nav`
  order: 3;
  width: 100%;
  ul { display: flex; flex-wrap: wrap; gap: 0 ${({theme:e})=>e.space[4]}; margin: 0; padding: 0; list-style: none; }
  ${({theme:e})=>e.media.tabletUp} { order: 0; width: auto; }
`,w=a(n)`
  display: inline-flex;
  align-items: center;
  min-height: ${({theme:e})=>e.touchTarget};
  color: ${({theme:e})=>e.colors.text};
  text-decoration: none;
  font-weight: ${({theme:e})=>e.fontWeights.medium};
  &:hover { color: ${({theme:e})=>e.colors.primaryStrong}; }
`,T=a.div`
  display: flex;
  gap: ${({theme:e})=>e.space[2]};
`,E=a(n)`
  display: inline-flex;
  align-items: center;
  min-height: ${({theme:e})=>e.touchTarget};
  padding: 0 ${({theme:e})=>e.space[3]};
  border: 2px solid ${({theme:e})=>e.colors.primaryStrong};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({$primary:e,theme:t})=>e?t.colors.primaryStrong:t.colors.surface};
  color: ${({$primary:e,theme:t})=>e?t.colors.white:t.colors.primaryStrong};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  text-decoration: none;
`;function D(){return(0,x.jsxs)(S,{children:[(0,x.jsx)(n,{to:r.home.getHref(),"aria-label":`Salone Pay home`,children:(0,x.jsx)(s,{size:32})}),(0,x.jsx)(C,{"aria-label":`Main`,children:(0,x.jsx)(`ul`,{children:c.map(e=>(0,x.jsx)(`li`,{children:(0,x.jsx)(w,{to:e.href,children:e.label})},e.href))})}),(0,x.jsxs)(T,{children:[(0,x.jsx)(E,{to:r.login.getHref(),children:`Sign in`}),(0,x.jsx)(E,{to:r.register.getHref(),$primary:!0,children:`Register`})]})]})}var O=a.main`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[10]};
  padding: ${({theme:e})=>e.space[8]} ${({theme:e})=>e.space[4]};
  max-width: 960px;
  margin: 0 auto;
`,k=a.section`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[4]};
  h1 { font-size: ${({theme:e})=>e.fontSizes.hero}; line-height: 1.15; }
  p { color: ${({theme:e})=>e.colors.textMuted}; font-size: ${({theme:e})=>e.fontSizes.lg}; }
`,A=a(n)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: flex-start;
  min-height: 52px;
  padding: 0 ${({theme:e})=>e.space[6]};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e})=>e.colors.primaryStrong};
  color: ${({theme:e})=>e.colors.white};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  text-decoration: none;
`,j=a.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({theme:e})=>e.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({theme:e})=>e.space[4]};
    background: ${({theme:e})=>e.colors.surface};
    border-radius: ${({theme:e})=>e.radii.lg};
    box-shadow: ${({theme:e})=>e.shadows.card};
  }
  h3 { font-size: ${({theme:e})=>e.fontSizes.lg}; margin-bottom: ${({theme:e})=>e.space[1]}; }
`,M=a.h2`
  font-size: ${({theme:e})=>e.fontSizes.xl};
  margin-bottom: ${({theme:e})=>e.space[4]};
`,N=a.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({theme:e})=>e.space[1]} ${({theme:e})=>e.space[3]};
    border-radius: ${({theme:e})=>e.radii.pill};
    background: ${({theme:e})=>e.colors.successSoft};
    color: ${({theme:e})=>e.colors.successStrong};
    font-weight: ${({theme:e})=>e.fontWeights.medium};
  }
`;function P({claims:e}){let t=[e.centralBankLicence?`Licensed by the Bank of Sierra Leone`:void 0,e.iso27001?`ISO 27001 certified`:void 0,e.pciDss?`PCI DSS compliant`:void 0].filter(e=>e!==void 0);return(0,x.jsxs)(x.Fragment,{children:[(0,x.jsx)(D,{}),(0,x.jsxs)(O,{children:[(0,x.jsxs)(k,{"aria-labelledby":`landing-title`,children:[(0,x.jsx)(`h1`,{id:`landing-title`,children:`Secure payments for businesses in Sierra Leone`}),(0,x.jsx)(`p`,{children:`Accept Orange Money, Africell Money, bank transfers and bank cards by QR code, payment link or API, and get paid out to your bank or mobile money account.`}),(0,x.jsx)(A,{to:r.login.getHref(),children:`Get started`}),t.length>0?(0,x.jsx)(N,{"aria-label":`Compliance`,children:t.map(e=>(0,x.jsx)(`li`,{children:e},e))}):null]}),(0,x.jsxs)(`section`,{"aria-labelledby":`landing-how`,children:[(0,x.jsx)(M,{id:`landing-how`,children:`Ways to get paid`}),(0,x.jsxs)(j,{children:[(0,x.jsxs)(`li`,{children:[(0,x.jsx)(`h3`,{children:`QR code`}),(0,x.jsx)(`p`,{children:`Customers scan and pay at your counter.`})]}),(0,x.jsxs)(`li`,{children:[(0,x.jsx)(`h3`,{children:`Payment link`}),(0,x.jsx)(`p`,{children:`Send a link by SMS or WhatsApp and get paid anywhere.`})]}),(0,x.jsxs)(`li`,{children:[(0,x.jsx)(`h3`,{children:`API`}),(0,x.jsx)(`p`,{children:`Take payments in your own app or website.`})]})]})]}),(0,x.jsxs)(`section`,{"aria-labelledby":`landing-pricing`,children:[(0,x.jsx)(M,{id:`landing-pricing`,children:`Simple pricing`}),(0,x.jsxs)(j,{children:[(0,x.jsxs)(`li`,{children:[(0,x.jsx)(`h3`,{children:`Mobile money`}),(0,x.jsx)(`p`,{children:`1.5% per payment. Payouts in 2-4 hours.`})]}),(0,x.jsxs)(`li`,{children:[(0,x.jsx)(`h3`,{children:`Cards`}),(0,x.jsx)(`p`,{children:`2.5% plus Le 500 per payment. Payouts to your bank in 1-2 business days.`})]}),(0,x.jsxs)(`li`,{children:[(0,x.jsx)(`h3`,{children:`Support`}),(0,x.jsx)(`p`,{children:`Mon-Fri 8AM-6PM GMT.`})]})]})]})]}),(0,x.jsx)(u,{})]})}var F=a.section`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[4]};
`,I=a.h1`
  font-size: ${({theme:e})=>e.fontSizes.xxl};
  overflow-wrap: anywhere;
`,L=a.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({theme:e})=>e.space[2]} ${({theme:e})=>e.space[4]};
  margin: 0;
  padding: ${({theme:e})=>e.space[4]};
  background: ${({theme:e})=>e.colors.surface};
  border-radius: ${({theme:e})=>e.radii.lg};
  box-shadow: ${({theme:e})=>e.shadows.card};
  dt { color: ${({theme:e})=>e.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`,R=a(n)`
  display: inline-flex;
  align-items: center;
  min-height: ${({theme:e})=>e.touchTarget};
  font-weight: ${({theme:e})=>e.fontWeights.medium};
`,z=a.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;function B({notice:t}){let n=i(),a=m({...v(),refetchOnMount:`always`}),o=a.isFetching&&!a.isFetchedAfterMount;if(a.isPending||o)return(0,x.jsx)(z,{children:(0,x.jsx)(_,{size:`lg`,label:`Loading your profile`})});if(a.isError||!a.data.profileCompleted)return(0,x.jsx)(e,{to:r.profileSetup.getHref(),replace:!0});let{fullName:s,phone:c,email:u,emailVerified:f,city:p,district:y}=a.data;return(0,x.jsxs)(F,{"aria-labelledby":`welcome-title`,children:[(0,x.jsxs)(I,{id:`welcome-title`,children:[`Welcome, `,s]}),t?(0,x.jsx)(d,{variant:`success`,children:t}):null,(0,x.jsxs)(L,{children:[(0,x.jsx)(`dt`,{children:`Phone`}),(0,x.jsx)(`dd`,{children:g(c)}),(0,x.jsx)(`dt`,{children:`Location`}),(0,x.jsxs)(`dd`,{children:[p,`, `,y]}),(0,x.jsx)(`dt`,{children:`Email`}),(0,x.jsx)(`dd`,{children:u?`${h(u)} ${f?`(verified)`:`(not verified)`}`:`Not added`})]}),u?null:(0,x.jsx)(R,{to:r.addEmail.getHref(),children:`Add an email address`}),u&&!f?(0,x.jsx)(R,{to:r.verifyEmail.getHref(),children:`Verify your email`}):null,(0,x.jsx)(l,{size:`lg`,fullWidth:!0,onClick:()=>void n(r.dashboard.getHref()),children:`Go to Dashboard`})]})}var V=a.main`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({theme:e})=>e.space[6]} ${({theme:e})=>e.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[4]};
`;function H(){let e=o(e=>e.isAuthenticated),{claims:n}=f(),r=y(t().state);return e?(0,x.jsxs)(V,{children:[(0,x.jsx)(s,{size:36}),(0,x.jsx)(B,{notice:r}),(0,x.jsx)(b,{})]}):(0,x.jsx)(P,{claims:n})}export{H as HomeRoute,H as default};