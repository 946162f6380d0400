import { Button } from '../../../../components/ui/button/Button.tsx';
import { Icon } from '../../../../components/ui/icon/Icon.tsx';
import { Tooltip } from '../../../../components/ui/tooltip/Tooltip.tsx';
import styled from 'styled-components';
import { Demo, DemoGrid, Note, Row, ShowcaseSection } from '../layout.tsx';

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryStrong};
  cursor: pointer;
`;

export function TooltipsSection() {
  return (
    <ShowcaseSection id="tooltips" title="Tooltips" intro="Shown 300 ms after hover or keyboard focus, at once on a tap; Escape hides them. At most 200px wide.">
      <DemoGrid>
        <Demo title="Hover, focus or tap">
          <Row>
            <Tooltip content="A 500 SLE fee applies to a 50,000 SLE payment." align="start">
              <IconButton type="button" aria-label="About fees">
                <Icon name="help" />
              </IconButton>
            </Tooltip>
            <Tooltip content="Orange Money payments typically take 30-60 seconds.">
              <Button variant="orange-money">Orange Money</Button>
            </Tooltip>
            <Tooltip content="Bank transfers typically take 2-5 minutes." placement="bottom" align="end">
              <Button variant="bank-transfer">Bank Transfer</Button>
            </Tooltip>
          </Row>
          <Note>Screen readers hear the tip as the control's description.</Note>
        </Demo>
      </DemoGrid>
    </ShowcaseSection>
  );
}
