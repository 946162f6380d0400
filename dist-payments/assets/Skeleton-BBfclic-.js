import{i as e,t}from"./styled-components.browser.esm-CBkQRR0z.js";import{t as n}from"./jsx-runtime-LKYXHABd.js";var r=n(),i=t`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`,a=e.span`
  display: block;
  width: ${({$width:e})=>e};
  height: ${({$height:e})=>e};
  border-radius: ${({$round:e,theme:t})=>e?`50%`:t.radii.sm};
  background: ${({theme:e})=>e.colors.border};
  /* SPEC §9: a 2 s pulse. */
  animation: ${i} ${({theme:e})=>e.durations.skeletonPulse}ms ease-in-out infinite;
`;function o({width:e=`100%`,height:t=`16px`,round:n=!1}){return(0,r.jsx)(a,{$width:e,$height:t,$round:n,"aria-hidden":`true`,"data-animation":`skeleton`})}export{o as t};