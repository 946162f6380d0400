import{i as e}from"./styled-components.browser.esm-CBkQRR0z.js";import{n as t}from"./statuses-BHQ6dgql.js";import{t as n}from"./jsx-runtime-LKYXHABd.js";function r(e){let t=e.trim().split(/\s+/).filter(Boolean),n=t[0];if(!n)return`?`;let r=t.length>1?t[t.length-1]:void 0;return`${[...n][0]??``}${r?[...r][0]??``:``}`.toUpperCase()}var i=n(),a={sm:32,md:40,lg:56,xl:72},o=e.span`
  position: relative;
  display: inline-flex;
  flex: none;
  width: ${({$px:e})=>e}px;
  height: ${({$px:e})=>e}px;
`,s=e.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  border-radius: 50%;
  overflow: hidden;
  background: ${({theme:e})=>e.colors.primaryStrong};
  color: ${({theme:e})=>e.colors.white};
  font-size: ${({$px:e})=>Math.round(e*.4)}px;
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  img { width: 100%; height: 100%; object-fit: cover; }
`,c=e.span`
  position: absolute;
  right: 0;
  bottom: 0;
  width: ${({$px:e})=>Math.max(10,Math.round(e/4))}px;
  height: ${({$px:e})=>Math.max(10,Math.round(e/4))}px;
  border-radius: 50%;
  border: 2px solid ${({theme:e})=>e.colors.surface};
  background: ${({$status:e,theme:t})=>({online:t.colors.success,offline:t.colors.borderStrong,away:t.colors.warning,busy:t.colors.error})[e]};
`;function l({name:e,src:n,size:l=`md`,status:u}){let d=a[l],f=u?`${e} (${t[u]})`:e;return(0,i.jsxs)(o,{$px:d,role:`img`,"aria-label":f,children:[(0,i.jsx)(s,{$px:d,"aria-hidden":`true`,children:n?(0,i.jsx)(`img`,{src:n,alt:``}):r(e)}),u?(0,i.jsx)(c,{$status:u,$px:d,"aria-hidden":`true`,"data-status":u}):null]})}export{l as t};