import styled from 'styled-components';
import { clearPreviewAccess } from '../preview-access.ts';

/*
 * Docked at the end of every page, in the page's flow, instead of floating over it: a floating
 * pill covered footer links, list cards and the open menu on a phone. It is still on every page
 * (SPEC §2/§4), one scroll to the bottom away, and covers nothing.
 */
const Dock = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const ExitButton = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
`;

/** SPEC §2/§4: shown on every page while preview access is on; clears it and reloads. */
export function ExitPreviewButton({ onExit }: { onExit?: () => void }) {
  return (
    <Dock data-testid="exit-preview-dock">
      <ExitButton
        type="button"
        onClick={() => {
          clearPreviewAccess(localStorage);
          if (onExit) onExit();
          else window.location.reload();
        }}
      >
        Exit Preview
      </ExitButton>
    </Dock>
  );
}
