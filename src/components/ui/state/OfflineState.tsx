import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const OFFLINE_STATE_TITLE = 'You’re offline';

/** What the offline state says about a page that was never opened with a connection. */
export function offlineStateText(what: string): string {
  return `${what} is not saved on this phone yet, so it needs a connection. It will load by itself when you are back online.`;
}

/**
 * Offline, with no copy on the phone: says so plainly instead of a loading placeholder that never
 * ends. The paused request resumes by itself on reconnect (React Query), so there is no button.
 */
export function OfflineState({ what }: { what: string }) {
  return (
    <Box role="status">
      <strong>{OFFLINE_STATE_TITLE}</strong>
      <Text>{offlineStateText(what)}</Text>
    </Box>
  );
}
