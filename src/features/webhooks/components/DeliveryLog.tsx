import styled from 'styled-components';
import type { WebhookAttempt, WebhookDelivery } from '../../../../domain/webhooks.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge/Badge.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries.ts';
import type { WebhookEndpointActions } from '../api/webhook-endpoint-actions.ts';
import { Panel, PlainList } from '../../../components/ui/layout/Layout.tsx';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Mono = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const STATUS: Record<WebhookDelivery['status'], { label: string; tone: BadgeTone }> = {
  succeeded: { label: 'Delivered', tone: 'success' },
  pending: { label: 'Retrying', tone: 'warning' },
  failed: { label: 'Failed', tone: 'error' },
};

const time = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function lastAttemptText(attempt: WebhookAttempt): string {
  const answer = attempt.statusCode === null ? (attempt.error ?? 'No answer') : `HTTP ${attempt.statusCode}`;
  return `Attempt ${attempt.attempt}: ${answer} in ${attempt.latencyMs} ms`;
}

export function DeliveryLog({ endpointId, actions }: { endpointId: string; actions: WebhookEndpointActions }) {
  const deliveries = useWebhookDeliveries(endpointId);
  if (deliveries.isPending) return <ListSkeleton rows={2} label="Loading deliveries" />;
  if (deliveries.isError) return <ErrorState what="the delivery log" message={deliveries.error.message} onRetry={() => void deliveries.refetch()} retrying={deliveries.isFetching} />;
  const items = deliveries.data.items;
  if (items.length === 0) return <Muted>No deliveries yet. Send a test event to try your endpoint.</Muted>;
  return (
    <PlainList as="ol" aria-label="Delivery log">
      {items.map((delivery) => {
        const status = delivery.status === 'pending' && delivery.attemptCount === 0 ? { label: 'Sending', tone: 'info' as const } : STATUS[delivery.status];
        const last = delivery.attempts.at(-1);
        return (
          <Panel as="li" key={delivery.id} data-testid="webhook-delivery">
            <Row>
              <Mono>
                {delivery.eventType}
                {delivery.origin === 'resend' ? ' (resent)' : ''}
              </Mono>
              <Badge tone={status.tone} dot>
                {status.label}
              </Badge>
            </Row>
            <Muted>
              {time(delivery.createdAt)} · <Mono>{delivery.eventId}</Mono>
            </Muted>
            {last ? <Muted>{lastAttemptText(last)}</Muted> : null}
            {last?.responseExcerpt ? <Muted>Response: {last.responseExcerpt.slice(0, 200)}</Muted> : null}
            {delivery.nextAttemptAt ? <Muted>Next try {time(delivery.nextAttemptAt)}</Muted> : null}
            <Row>
              <Button
                size="sm"
                variant="outline"
                loading={actions.resend.isPending && actions.resend.variables.eventId === delivery.eventId}
                onClick={() => actions.resend.mutate({ endpointId, eventId: delivery.eventId })}
                aria-label={`Resend ${delivery.eventType} ${delivery.eventId}`}
              >
                Resend
              </Button>
            </Row>
          </Panel>
        );
      })}
    </PlainList>
  );
}
