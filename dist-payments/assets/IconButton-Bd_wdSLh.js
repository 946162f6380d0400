import{i as e,r as t}from"./styled-components.browser.esm-CBkQRR0z.js";var n=t`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({theme:e})=>e.touchTarget};
  height: ${({theme:e})=>e.touchTarget};
  border: 0;
  border-radius: ${({theme:e})=>e.radii.md};
  background: transparent;
  color: ${({theme:e})=>e.colors.text};
  cursor: pointer;
  text-decoration: none;
  &:hover { background: ${({theme:e})=>e.colors.background}; }
`,r=e.button.attrs({type:`button`})`
  ${n}
`;export{n,r as t};