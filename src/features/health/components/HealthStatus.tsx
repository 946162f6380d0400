import { readableError } from '../../../lib/error-message.ts';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button/Button.tsx';
import { Card } from '../../../components/ui/layout/Layout.tsx';
import { Spinner } from '../../../components/ui/spinner/Spinner.tsx';
import { useHealth } from '../api/get-health.ts';

const HealthCard = styled(Card).attrs({ $gap: 4 })`
  /* Neither the card nor its rows may grow past the screen for the raw JSON; the <pre> scrolls inside. */
  min-width: 0;
  grid-template-columns: minmax(0, 1fr);
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; overflow-wrap: anywhere; }
`;

const StatusText = styled.dd<{ $ok: boolean }>`
  color: ${({ $ok, theme }) => ($ok ? theme.colors.successStrong : theme.colors.errorStrong)};
  text-transform: uppercase;
`;

const Raw = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-x: auto;
`;

const RawTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const ErrorBox = styled.div`
  color: ${({ theme }) => theme.colors.errorStrong};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [days ? `${days}d` : '', hours ? `${hours}h` : '', minutes ? `${minutes}m` : '', `${rest}s`].filter(Boolean).join(' ');
}

export function HealthStatus() {
  const health = useHealth();

  if (health.isPending) return <Spinner label="Checking backend status" />;

  if (health.isError) {
    return (
      <HealthCard>
        <ErrorBox role="alert">
          <strong>Error fetching health status</strong>
          <span>{readableError(health.error)}</span>
        </ErrorBox>
        <div>
          <Button variant="outline" onClick={() => void health.refetch()}>
            Try again
          </Button>
        </div>
      </HealthCard>
    );
  }

  const { health: data, raw } = health.data;
  return (
    <HealthCard aria-live="polite">
      <Fields>
        <dt>Status</dt>
        <StatusText $ok={data.status === 'ok'} data-testid="health-status">
          {data.status}
        </StatusText>
        <dt>Message</dt>
        <dd data-testid="health-message">{data.message}</dd>
        <dt>Timestamp</dt>
        <dd data-testid="health-timestamp">{new Date(data.timestamp).toLocaleString('en-GB')}</dd>
        <dt>Uptime</dt>
        <dd data-testid="health-uptime">{formatUptime(data.uptime)}</dd>
        <dt>Version</dt>
        <dd data-testid="health-version">{data.version}</dd>
      </Fields>
      <div>
        <RawTitle>Raw response</RawTitle>
        <Raw data-testid="health-raw" tabIndex={0} aria-label="Raw response">{JSON.stringify(raw, null, 2)}</Raw>
      </div>
      <div>
        <Button variant="outline" loading={health.isFetching} onClick={() => void health.refetch()}>
          Refresh
        </Button>
      </div>
    </HealthCard>
  );
}
