import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';

const Secret = styled.code`
  display: block;
  margin: ${({ theme }) => theme.space[2]} 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** A signing secret, shown once: the merchant copies it now or rotates it later. */
export function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Alert variant="warning" title="Copy your signing secret now">
      It is shown only once. Your server uses it to verify that webhooks come from Salone Pay.
      <Secret data-testid="webhook-secret">{secret}</Secret>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
        }}
      >
        {copied ? 'Copied' : 'Copy secret'}
      </Button>{' '}
      <Button size="sm" variant="ghost" onClick={onDone}>
        I have saved it
      </Button>
    </Alert>
  );
}
