import styled from 'styled-components';
import { clearPreviewAccess } from '../preview-access.ts';

const Floating = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.preview};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  cursor: pointer;
`;

/** Room at the end of every page, so the floating button never hides its last line. */
const Clearance = styled.div`
  height: calc(${({ theme }) => theme.touchTarget} + ${({ theme }) => theme.space[8]});
`;

/** SPEC §2/§4: shown on every page while preview access is on; clears it and reloads. */
export function ExitPreviewButton({ onExit }: { onExit?: () => void }) {
  return (
    <>
      <Clearance aria-hidden="true" />
      <Floating
        type="button"
        onClick={() => {
          clearPreviewAccess(localStorage);
          if (onExit) onExit();
          else window.location.reload();
        }}
      >
        Exit Preview
      </Floating>
    </>
  );
}
