import styled from 'styled-components';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';
import { discardQueuedWrite, retryQueuedWrite } from '../../../lib/outbox/index.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { Strip, StripButton, StripText } from './bar-styles.ts';

const List = styled(PlainList)`
  flex: 1 1 100%;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Text on its own line, the two buttons together under it: no lone button on a 360 px screen. */
const ItemText = styled.div`
  flex: 1 1 100%;
`;

const Title = styled.h2`
  flex: 1 1 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.errorStrong};
`;

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function pendingText(count: number): string {
  return count === 1 ? '1 change waiting to be sent' : `${count} changes waiting to be sent`;
}

/**
 * The user's queued writes: how many wait to be sent, and the ones the server refused
 * ("needs attention") with Retry and Discard. Loaded lazily: it brings Dexie.
 */
export default function QueuedActions({ userId }: { userId: string }) {
  const { pending, needsAttention } = useOutbox(userId);
  return (
    <>
      <div role="status" data-testid="queued-count">
        {pending.length > 0 ? (
          <Strip $tone="neutral">
            <StripText>{pendingText(pending.length)}</StripText>
          </Strip>
        ) : null}
      </div>
      {needsAttention.length > 0 ? (
        <Strip $tone="error" as="section" aria-labelledby="needs-attention-title">
          <Title id="needs-attention-title">Needs attention</Title>
          <List>
            {needsAttention.map((row) => (
              <Item key={row.id}>
                <ItemText>
                  <strong>{row.label}</strong>
                  <Reason>{row.lastError ?? 'The server did not accept this change.'}</Reason>
                </ItemText>
                <StripButton type="button" aria-label={`Retry ${row.label}`} onClick={() => void retryQueuedWrite(row.id)}>
                  Retry
                </StripButton>
                <StripButton type="button" $variant="plain" aria-label={`Discard ${row.label}`} onClick={() => void discardQueuedWrite(row.id)}>
                  Discard
                </StripButton>
              </Item>
            ))}
          </List>
        </Strip>
      ) : null}
    </>
  );
}
