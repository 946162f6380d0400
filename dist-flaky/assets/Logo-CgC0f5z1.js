import{i as e,o as t}from"./styled-components.browser.esm-CBkQRR0z.js";import{t as n}from"./jsx-runtime-LKYXHABd.js";var r=n(),i=e.span`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.space[2]};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  color: ${({theme:e})=>e.colors.text};
`;function a({size:e=40,withName:n=!0}){let{colors:a}=t();return(0,r.jsxs)(i,{style:{fontSize:Math.round(e*.55)},children:[(0,r.jsxs)(`svg`,{width:e,height:e,viewBox:`0 0 48 48`,role:`img`,"aria-label":`Salone Pay logo`,children:[(0,r.jsx)(`rect`,{width:`48`,height:`48`,rx:`12`,fill:a.primaryStrong}),(0,r.jsx)(`path`,{d:`M32 15.5c-1.9-1.7-4.6-2.5-7.6-2.5-5 0-8.4 2.6-8.4 6.4 0 3.6 2.9 5.1 7.4 6.1 3.6.8 4.8 1.5 4.8 3 0 1.6-1.7 2.6-4.3 2.6-2.8 0-5.2-1-7-2.7L14 32.2c2.3 2.1 5.6 3.3 9.3 3.3 5.4 0 8.9-2.6 8.9-6.6 0-3.7-2.6-5.3-7.6-6.4-3.4-.7-4.6-1.3-4.6-2.7 0-1.4 1.5-2.3 3.8-2.3 2.2 0 4.2.7 5.7 2z`,fill:a.white}),(0,r.jsx)(`circle`,{cx:`36`,cy:`36`,r:`4`,fill:a.success})]}),n?(0,r.jsx)(`span`,{children:`Salone Pay`}):null]})}export{a as t};