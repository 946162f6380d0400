import { useState } from 'react';
import styled from 'styled-components';
import type { WebhookEndpoint, WebhookEventType } from '../../../../domain/webhooks.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Badge } from '../../../components/ui/badge/Badge.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { Panel } from '../../../components/ui/layout/Layout.tsx';
import type { WebhookEndpointActions } from '../api/webhook-endpoint-actions.ts';
import { DeliveryLog } from './DeliveryLog.tsx';
import { EventChoices } from './EventChoices.tsx';
import { SecretOnce } from './SecretOnce.tsx';

const Url = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LogTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

interface Props {
  endpoint: WebhookEndpoint;
  actions: WebhookEndpointActions;
  /** A secret just made for this endpoint (created or rotated), shown once. */
  secret?: string;
  onSecretSeen: () => void;
  onSecret: (secret: string) => void;
}

export function EndpointCard({ endpoint, actions, secret, onSecretSeen, onSecret }: Props) {
  const [editing, setEditing] = useState(false);
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint.events);
  const [showLog, setShowLog] = useState(true);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const busy = (mutation: { isPending: boolean; variables?: unknown }) => mutation.isPending && mutation.variables === endpoint.id;

  return (
    <Panel as="li" $padding={4} $gap={3} data-testid="webhook-endpoint" aria-label={`Webhook endpoint ${endpoint.url}`}>
      <Url>{endpoint.url}</Url>
      <Row>
        {endpoint.enabled ? <Badge tone="success">Enabled</Badge> : <Badge tone="neutral">Disabled</Badge>}
        {endpoint.failingSince ? <Badge tone="error">Failing</Badge> : null}
        {endpoint.livemode ? <Badge tone="primary">Live</Badge> : <Badge tone="secondary">Test mode</Badge>}
      </Row>
      {endpoint.failingSince ? (
        <Alert variant="error">Deliveries to this endpoint failed for about three days. Fix the receiver, then resend the events it missed.</Alert>
      ) : null}
      {secret ? <SecretOnce secret={secret} onDone={onSecretSeen} /> : null}
      {endpoint.previousSecretExpiresAt ? <Muted>The previous secret also signs until {new Date(endpoint.previousSecretExpiresAt).toLocaleString('en-GB')}.</Muted> : null}
      {editing ? (
        <>
          <EventChoices value={events} onChange={setEvents} error={events.length === 0 ? 'Choose at least one event.' : undefined} />
          <Row>
            <Button
              size="sm"
              disabled={events.length === 0}
              loading={actions.update.isPending}
              onClick={() => actions.update.mutate({ id: endpoint.id, events }, { onSuccess: () => setEditing(false) })}
            >
              Save events
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </Row>
        </>
      ) : (
        <Muted>Events: {endpoint.events.join(', ')}</Muted>
      )}
      <Row>
        <Button size="sm" variant="secondary" loading={busy(actions.sendTest)} onClick={() => actions.sendTest.mutate(endpoint.id)}>
          Send test event
        </Button>
        {!editing ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit events
          </Button>
        ) : null}
        <Button size="sm" variant="outline" loading={busy(actions.rotate)} onClick={() => actions.rotate.mutate(endpoint.id, { onSuccess: (rotated) => onSecret(rotated.secret) })}>
          Rotate secret
        </Button>
        <Button size="sm" variant="outline" onClick={() => actions.update.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}>
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
        {confirmDelete ? (
          <>
            <Button size="sm" variant="primary" loading={busy(actions.remove)} onClick={() => actions.remove.mutate(endpoint.id)}>
              Delete for good
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        )}
      </Row>
      <Row>
        <LogTitle>Delivery log</LogTitle>
        <Button size="sm" variant="ghost" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
          {showLog ? 'Hide' : 'Show'}
        </Button>
      </Row>
      {showLog ? <DeliveryLog endpointId={endpoint.id} actions={actions} /> : null}
    </Panel>
  );
}
