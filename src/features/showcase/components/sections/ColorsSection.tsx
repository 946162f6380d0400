import styled from 'styled-components';
import { colors } from '../../../../theme/tokens.ts';
import { ShowcaseSection } from '../layout.tsx';
import { PlainList } from '../../../../components/ui/layout/Layout.tsx';

type ColorToken = keyof typeof colors;

/** SPEC §9 brand colours (the fills, as they are), each with the stronger shade used for text on white. */
const SWATCHES: { name: string; token: ColorToken; strong?: ColorToken }[] = [
  { name: 'Primary', token: 'primary', strong: 'primaryStrong' },
  { name: 'Secondary', token: 'secondary' },
  { name: 'Orange Money', token: 'orangeMoney', strong: 'orangeMoneyStrong' },
  { name: 'Success', token: 'success', strong: 'successStrong' },
  { name: 'Error', token: 'error', strong: 'errorStrong' },
  { name: 'Warning', token: 'warning', strong: 'warningStrong' },
  { name: 'Info', token: 'info', strong: 'infoStrong' },
];

const Grid = styled(PlainList)`
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
`;

const Swatch = styled.li`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Chips = styled.div`
  display: flex;
  height: 64px;
`;

const Chip = styled.span`
  flex: 1;
`;

const Caption = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  code { font-family: ${({ theme }) => theme.fonts.mono}; font-size: ${({ theme }) => theme.fontSizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export function ColorsSection() {
  return (
    <ShowcaseSection id="colors" title="Brand colours" intro="Brand shades are for fills and accents; the stronger shade (right half) carries text and filled controls at AA contrast.">
      <Grid $gap={3}>
        {SWATCHES.map(({ name, token, strong }) => (
          <Swatch key={token} data-testid={`swatch-${token}`}>
            <Chips aria-hidden="true">
              <Chip style={{ background: colors[token] }} />
              {strong ? <Chip style={{ background: colors[strong] }} /> : null}
            </Chips>
            <Caption>
              <strong>{name}</strong>
              <div>
                <code>{colors[token]}</code>
                {strong ? (
                  <>
                    {' · '}
                    <code>{colors[strong]}</code>
                  </>
                ) : null}
              </div>
            </Caption>
          </Swatch>
        ))}
      </Grid>
    </ShowcaseSection>
  );
}
