import styled from 'styled-components';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../../domain/webhooks.ts';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Legend = styled.legend`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

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
    <Fieldset aria-describedby={error ? 'webhook-events-error' : undefined}>
      <Legend>Events to send</Legend>
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
    </Fieldset>
  );
}
