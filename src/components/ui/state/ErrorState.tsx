import styled from 'styled-components';
import { Button } from '../button/Button.tsx';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.errorSoft};
  color: ${({ theme }) => theme.colors.errorStrong};
`;

export interface ErrorStateProps {
  /** What could not be loaded, e.g. "your transactions". */
  what: string;
  /** The server's or network's message, if any. */
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load: what failed, why if known, and a retry. The fallback text is SPEC §8's. */
export function ErrorState({ what, message, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <Box role="alert">
      <strong>Failed to load data</strong>
      <span>
        We could not load {what}
        {message ? `: ${message}` : '.'}
      </span>
      <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </Box>
  );
}
