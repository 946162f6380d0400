import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { webhookUrlError, type WebhookEndpointWithSecret, type WebhookEventType } from '../../../../domain/webhooks.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { TextInput } from '../../../components/ui/text-input/TextInput.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { WebhookEndpointActions } from '../api/webhook-endpoint-actions.ts';
import { EventChoices } from './EventChoices.tsx';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

interface Props {
  actions: WebhookEndpointActions;
  onCreated: (endpoint: WebhookEndpointWithSecret) => void;
  onCancel: () => void;
}

export function AddEndpointForm({ actions, onCreated, onCancel }: Props) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['payment.completed']);
  const [submitted, setSubmitted] = useState(false);
  const urlError = submitted ? webhookUrlError(url) : undefined;
  const eventsError = submitted && events.length === 0 ? 'Choose at least one event.' : undefined;
  const serverError = actions.create.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (webhookUrlError(url) || events.length === 0) return;
    actions.create.mutate({ url: url.trim(), events }, { onSuccess: onCreated });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Add webhook endpoint">
      <TextInput
        label="Endpoint URL"
        hint="Where we POST events, e.g. https://example.com/webhooks. It must be https and reachable from the internet."
        type="url"
        inputMode="url"
        autoComplete="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={urlError ?? (serverError instanceof ApiError && serverError.code === 'webhook_url_refused' ? serverError.message : undefined)}
      />
      <EventChoices value={events} onChange={setEvents} error={eventsError} />
      {serverError && !(serverError instanceof ApiError && serverError.code === 'webhook_url_refused') ? <Alert variant="error">{serverError.message}</Alert> : null}
      <Actions>
        <Button type="submit" loading={actions.create.isPending}>
          Add endpoint
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
