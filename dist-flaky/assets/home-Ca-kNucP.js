import{i as e,l as t,r as n,t as r,u as i}from"./paths-D1mac_bv.js";import{i as a}from"./styled-components.browser.esm-CBkQRR0z.js";import{t as o}from"./Logo-CgC0f5z1.js";import{t as s}from"./get-app-config-B8xU5UtX.js";import{t as c}from"./store-CxynnKpv.js";import{n as l,r as u}from"./SiteFooter-CXY2ASm7.js";import{t as d}from"./jsx-runtime-LKYXHABd.js";import{n as f}from"./email-CKSH57zr.js";import{r as p}from"./phone-CmPDDThN.js";import{t as m}from"./Alert-CkAuwKej.js";import{t as h}from"./Button-4qZu65ov.js";import{t as g}from"./Spinner-DjFGAPUZ.js";import{i as _}from"./get-profile-bx-u8IDu.js";import{n as v}from"./email-code-state-D4OR4pAc.js";import{t as y}from"./sign-out-button-33DXDQR_.js";var b=d(),x=a.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space[2]} ${({theme:e})=>e.space[4]};
  padding: ${({theme:e})=>e.space[3]} ${({theme:e})=>e.space[4]};
  background: ${({theme:e})=>e.colors.surface};
  border-bottom: 1px solid ${({theme:e})=>e.colors.border};
`,S=a.nav`
  order: 3;
  width: 100%;
  ul { display: flex; flex-wrap: wrap; gap: 0 ${({theme:e})=>e.space[4]}; margin: 0; padding: 0; list-style: none; }
  ${({theme:e})=>e.media.tabletUp} { order: 0; width: auto; }
`,C=a(n)`
  display: inline-flex;
  align-items: center;
  min-height: ${({theme:e})=>e.touchTarget};
  color: ${({theme:e})=>e.colors.text};
  text-decoration: none;
  font-weight: ${({theme:e})=>e.fontWeights.medium};
  &:hover { color: ${({theme:e})=>e.colors.primaryStrong}; }
`,w=a.div`
  display: flex;
  gap: ${({theme:e})=>e.space[2]};
`,T=a(n)`
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
`;function E(){return(0,b.jsxs)(x,{children:[(0,b.jsx)(n,{to:r.home.getHref(),"aria-label":`Salone Pay home`,children:(0,b.jsx)(o,{size:32})}),(0,b.jsx)(S,{"aria-label":`Main`,children:(0,b.jsx)(`ul`,{children:u.map(e=>(0,b.jsx)(`li`,{children:(0,b.jsx)(C,{to:e.href,children:e.label})},e.href))})}),(0,b.jsxs)(w,{children:[(0,b.jsx)(T,{to:r.login.getHref(),children:`Sign in`}),(0,b.jsx)(T,{to:r.register.getHref(),$primary:!0,children:`Register`})]})]})}var D=a.main`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[10]};
  padding: ${({theme:e})=>e.space[8]} ${({theme:e})=>e.space[4]};
  max-width: 960px;
  margin: 0 auto;
`,O=a.section`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[4]};
  h1 { font-size: ${({theme:e})=>e.fontSizes.hero}; line-height: 1.15; }
  p { color: ${({theme:e})=>e.colors.textMuted}; font-size: ${({theme:e})=>e.fontSizes.lg}; }
`,k=a(n)`
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
`,A=a.ul`
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
`,j=a.h2`
  font-size: ${({theme:e})=>e.fontSizes.xl};
  margin-bottom: ${({theme:e})=>e.space[4]};
`,M=a.ul`
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
`;function N({claims:e}){let t=[e.centralBankLicence?`Licensed by the Bank of Sierra Leone`:void 0,e.iso27001?`ISO 27001 certified`:void 0,e.pciDss?`PCI DSS compliant`:void 0].filter(e=>e!==void 0);return(0,b.jsxs)(b.Fragment,{children:[(0,b.jsx)(E,{}),(0,b.jsxs)(D,{children:[(0,b.jsxs)(O,{"aria-labelledby":`landing-title`,children:[(0,b.jsx)(`h1`,{id:`landing-title`,children:`Secure payments for businesses in Sierra Leone`}),(0,b.jsx)(`p`,{children:`Accept Orange Money, Africell Money, bank transfers and bank cards by QR code, payment link or API, and get paid out to your bank or mobile money account.`}),(0,b.jsx)(k,{to:r.login.getHref(),children:`Get started`}),t.length>0?(0,b.jsx)(M,{"aria-label":`Compliance`,children:t.map(e=>(0,b.jsx)(`li`,{children:e},e))}):null]}),(0,b.jsxs)(`section`,{"aria-labelledby":`landing-how`,children:[(0,b.jsx)(j,{id:`landing-how`,children:`Ways to get paid`}),(0,b.jsxs)(A,{children:[(0,b.jsxs)(`li`,{children:[(0,b.jsx)(`h3`,{children:`QR code`}),(0,b.jsx)(`p`,{children:`Customers scan and pay at your counter.`})]}),(0,b.jsxs)(`li`,{children:[(0,b.jsx)(`h3`,{children:`Payment link`}),(0,b.jsx)(`p`,{children:`Send a link by SMS or WhatsApp and get paid anywhere.`})]}),(0,b.jsxs)(`li`,{children:[(0,b.jsx)(`h3`,{children:`API`}),(0,b.jsx)(`p`,{children:`Take payments in your own app or website.`})]})]})]}),(0,b.jsxs)(`section`,{"aria-labelledby":`landing-pricing`,children:[(0,b.jsx)(j,{id:`landing-pricing`,children:`Simple pricing`}),(0,b.jsxs)(A,{children:[(0,b.jsxs)(`li`,{children:[(0,b.jsx)(`h3`,{children:`Mobile money`}),(0,b.jsx)(`p`,{children:`1.5% per payment. Payouts in 2-4 hours.`})]}),(0,b.jsxs)(`li`,{children:[(0,b.jsx)(`h3`,{children:`Cards`}),(0,b.jsx)(`p`,{children:`2.5% plus Le 500 per payment. Payouts to your bank in 1-2 business days.`})]}),(0,b.jsxs)(`li`,{children:[(0,b.jsx)(`h3`,{children:`Support`}),(0,b.jsx)(`p`,{children:`Mon-Fri 8AM-6PM GMT.`})]})]})]})]}),(0,b.jsx)(l,{})]})}var P=a.section`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[4]};
`,F=a.h1`
  font-size: ${({theme:e})=>e.fontSizes.xxl};
  overflow-wrap: anywhere;
`,I=a.dl`
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
`,L=a(n)`
  display: inline-flex;
  align-items: center;
  min-height: ${({theme:e})=>e.touchTarget};
  font-weight: ${({theme:e})=>e.fontWeights.medium};
`,R=a.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;function z({notice:t}){let n=i(),a=_();if(a.deciding)return(0,b.jsx)(R,{children:(0,b.jsx)(g,{size:`lg`,label:`Loading your profile`})});if(a.isError||!a.data?.profileCompleted)return(0,b.jsx)(e,{to:r.profileSetup.getHref(),replace:!0});let{fullName:o,phone:s,email:c,emailVerified:l,city:u,district:d}=a.data;return(0,b.jsxs)(P,{"aria-labelledby":`welcome-title`,children:[(0,b.jsxs)(F,{id:`welcome-title`,children:[`Welcome, `,o]}),t?(0,b.jsx)(m,{variant:`success`,children:t}):null,(0,b.jsxs)(I,{children:[(0,b.jsx)(`dt`,{children:`Phone`}),(0,b.jsx)(`dd`,{children:p(s)}),(0,b.jsx)(`dt`,{children:`Location`}),(0,b.jsxs)(`dd`,{children:[u,`, `,d]}),(0,b.jsx)(`dt`,{children:`Email`}),(0,b.jsx)(`dd`,{children:c?`${f(c)} ${l?`(verified)`:`(not verified)`}`:`Not added`})]}),c?null:(0,b.jsx)(L,{to:r.addEmail.getHref(),children:`Add an email address`}),c&&!l?(0,b.jsx)(L,{to:r.verifyEmail.getHref(),children:`Verify your email`}):null,(0,b.jsx)(h,{size:`lg`,fullWidth:!0,onClick:()=>void n(r.dashboard.getHref()),children:`Go to Dashboard`})]})}var B=a.main`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({theme:e})=>e.space[6]} ${({theme:e})=>e.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[4]};
`;function V(){let e=c(e=>e.isAuthenticated),{claims:n}=s(),r=v(t().state);return e?(0,b.jsxs)(B,{children:[(0,b.jsx)(o,{size:36}),(0,b.jsx)(z,{notice:r}),(0,b.jsx)(y,{})]}):(0,b.jsx)(N,{claims:n})}export{V as HomeRoute,V as default};