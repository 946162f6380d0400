import styled from 'styled-components';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../../domain/webhooks.ts';
import { ChoiceGroup } from '../../../components/ui/layout/Layout.tsx';

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  input {
    width: 20px;
    height: 20px;
  }
`;

export function EventChoices({ value, onChange, error }: { value: WebhookEventType[]; onChange: (events: WebhookEventType[]) => void; error?: string }) {
  return (
    <ChoiceGroup $gap={1} aria-describedby={error ? 'webhook-events-error' : undefined}>
      <legend>Events to send</legend>
      {WEBHOOK_EVENT_TYPES.map((type) => (
        <Choice key={type}>
          <input
            type="checkbox"
            checked={value.includes(type)}
            onChange={(event) => onChange(event.target.checked ? [...value, type] : value.filter((chosen) => chosen !== type))}
          />
          {type}
        </Choice>
      ))}
      {error ? (
        <span id="webhook-events-error" role="alert">
          {error}
        </span>
      ) : null}
    </ChoiceGroup>
  );
}
