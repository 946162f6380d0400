import{i as e}from"./styled-components.browser.esm-CBkQRR0z.js";var t=e.section`
  display: grid;
  gap: ${({theme:e})=>e.space[4]};
  padding: ${({theme:e})=>e.space[4]};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.surface};
  box-shadow: ${({theme:e})=>e.shadows.card};
`,n=e.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({theme:e})=>e.space[2]} ${({theme:e})=>e.space[4]};
  margin: 0;
  dt { color: ${({theme:e})=>e.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;export{n,t};