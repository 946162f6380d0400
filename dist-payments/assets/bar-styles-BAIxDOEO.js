import{i as e,r as t}from"./styled-components.browser.esm-CBkQRR0z.js";var n=e.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({theme:e})=>e.space[2]} ${({theme:e})=>e.space[3]};
  padding: ${({theme:e})=>e.space[2]} ${({theme:e})=>e.space[4]};
  font-size: ${({theme:e})=>e.fontSizes.sm};
  line-height: 1.4;
  ${({$tone:e,theme:n})=>{let{colors:r}=n;switch(e){case`warning`:return t`background: ${r.warningSoft}; color: ${r.text}; border-bottom: 1px solid ${r.warning};`;case`info`:return t`background: ${r.infoSoft}; color: ${r.text}; border-bottom: 1px solid ${r.info};`;case`error`:return t`background: ${r.errorSoft}; color: ${r.text}; border-bottom: 1px solid ${r.error};`;default:return t`background: ${r.surface}; color: ${r.text}; border-bottom: 1px solid ${r.border};`}}}
`,r=e.p`
  flex: 1 1 12rem;
  margin: 0;
`,i=e.button`
  min-height: ${({theme:e})=>e.touchTarget};
  padding: 0 ${({theme:e})=>e.space[4]};
  border-radius: ${({theme:e})=>e.radii.md};
  font: inherit;
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  cursor: pointer;
  ${({$variant:e=`primary`,theme:n})=>e===`primary`?t`border: none; background: ${n.colors.primaryStrong}; color: ${n.colors.white};`:t`border: 1px solid ${n.colors.borderStrong}; background: ${n.colors.surface}; color: ${n.colors.text};`}
  &:focus-visible {
    outline: none;
    box-shadow: ${({theme:e})=>e.shadows.focusRing};
  }
  &:disabled {
    cursor: default;
    opacity: 0.7;
  }
`;export{i as n,r,n as t};