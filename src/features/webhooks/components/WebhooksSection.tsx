/** /business-tools → Webhooks (issue 12): endpoints, their signing secrets, delivery log, resend and test events. */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints.ts';
import { useWebhookEndpointActions } from '../api/webhook-endpoint-actions.ts';
import { AddEndpointForm } from './AddEndpointForm.tsx';
import { EndpointCard } from './EndpointCard.tsx';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function WebhooksSection() {
  const endpoints = useWebhookEndpoints();
  const actions = useWebhookEndpointActions();
  const [adding, setAdding] = useState(false);
  // The secret of the endpoint just created or rotated, kept only in memory until dismissed.
  const [fresh, setFresh] = useState<{ id: string; secret: string } | null>(null);
  const actionError = [actions.update, actions.remove, actions.rotate, actions.sendTest, actions.resend].find((mutation) => mutation.isError)?.error;

  return (
    <SectionCard
      title="Webhooks"
      id="webhooks"
      action={
        adding ? null : (
          <Button size="sm" onClick={() => setAdding(true)}>
            Add endpoint
          </Button>
        )
      }
    >
      <Stack>
        <Intro>Your server hears about payments as they happen. Each request is signed (Standard Webhooks); failed deliveries are retried for about three days.</Intro>
        {adding ? (
          <AddEndpointForm
            actions={actions}
            onCancel={() => setAdding(false)}
            onCreated={(endpoint) => {
              setAdding(false);
              setFresh({ id: endpoint.id, secret: endpoint.secret });
            }}
          />
        ) : null}
        {actionError ? <Alert variant="error">{actionError.message}</Alert> : null}
        {endpoints.isPending ? <ListSkeleton rows={1} label="Loading webhook endpoints" /> : null}
        {endpoints.isError ? <ErrorState what="webhook endpoints" message={endpoints.error.message} onRetry={() => void endpoints.refetch()} retrying={endpoints.isFetching} /> : null}
        {endpoints.data?.length === 0 && !adding ? <EmptyState title="No webhook endpoints yet" text="Add the URL of your server to receive payment events." /> : null}
        {endpoints.data && endpoints.data.length > 0 ? (
          <PlainList $gap={4} aria-label="Webhook endpoints">
            {endpoints.data.map((endpoint) => (
              <EndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                actions={actions}
                secret={fresh?.id === endpoint.id ? fresh.secret : undefined}
                onSecretSeen={() => setFresh(null)}
                onSecret={(secret) => setFresh({ id: endpoint.id, secret })}
              />
            ))}
          </PlainList>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
