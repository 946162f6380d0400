import { describe, expect, it } from 'vitest';
import { componentId, withComponentIds } from './styled-component-ids.ts';

describe('withComponentIds', () => {
  it('gives each styled component an id from its file and place, generics and attrs kept', () => {
    const code = [
      "import styled, { css } from 'styled-components';",
      "import { Link } from 'react-router-dom';",
      'const Box = styled.div<{ $wide: boolean }>`width: ${(p) => (p.$wide ? 1 : 2)}px;`;',
      "const Go = styled(Link).attrs({ role: 'button' })`color: red;`;",
      'const Text = styled.p`${css`margin: 0;`}`;',
    ].join('\n');
    const out = withComponentIds(code, 'src/ui/box.tsx') ?? '';
    expect(out).toContain(`styled.div.withConfig({ componentId: "${componentId('src/ui/box.tsx', 0)}" })<{ $wide: boolean }>\``);
    expect(out).toContain(`styled(Link).withConfig({ componentId: "${componentId('src/ui/box.tsx', 1)}" }).attrs(`);
    expect(out).toContain(`styled.p.withConfig({ componentId: "${componentId('src/ui/box.tsx', 2)}" })\``);
    // The same source in the same file always gets the same ids; another file gets others.
    expect(withComponentIds(code, 'src/ui/box.tsx')).toBe(out);
    expect(componentId('src/ui/other.tsx', 0)).not.toBe(componentId('src/ui/box.tsx', 0));
    expect(componentId('src/ui/box.tsx', 0)).toMatch(/^sc-[0-9a-f]{8}$/);
  });

  it('follows the import under another name and leaves configured components and other modules alone', () => {
    const renamed = "import s from 'styled-components';\nexport const A = s.span`color: red;`;";
    expect(withComponentIds(renamed, 'a.tsx')).toContain('s.span.withConfig({ componentId: "sc-');
    const configured = "import styled from 'styled-components';\nexport const A = styled.span.withConfig({ componentId: 'x' })``;";
    expect(withComponentIds(configured, 'a.tsx')).toBeUndefined();
    expect(withComponentIds("import { css } from 'styled-components';\nexport const c = css`color: red;`;", 'a.ts')).toBeUndefined();
    expect(withComponentIds('const styled = { div: 1 }; styled.div;', 'a.ts')).toBeUndefined();
  });
});
