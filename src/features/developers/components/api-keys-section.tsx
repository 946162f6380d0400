import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CreatedApiKeyView } from '../../../../domain/api/api-keys.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { CopyButton } from '../../../components/ui/copy-button/CopyButton.tsx';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { Select } from '../../../components/ui/select/Select.tsx';
import { TextInput } from '../../../components/ui/text-input/TextInput.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys.ts';
import { PlainList, Stack } from '../../../components/ui/layout/Layout.tsx';

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Secret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  overflow-wrap: anywhere;
  font-size: 14px;
  user-select: all;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  overflow-wrap: anywhere;
`;

const MODE_LABELS = { 'Test (sandbox)': 'test', Live: 'live' } as const;
type ModeLabel = keyof typeof MODE_LABELS;

function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString('en-SL', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';
}

/** /business-tools → API keys: create test and live secret keys (shown once), see last use, revoke. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [mode, setMode] = useState<ModeLabel>('Test (sandbox)');
  const [created, setCreated] = useState<CreatedApiKeyView | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError('Give the key a name, e.g. "Online shop".');
      return;
    }
    setNameError(undefined);
    create.mutate(
      { name: name.trim(), mode: MODE_LABELS[mode] },
      {
        onSuccess: (key) => {
          setCreated(key);
          setName('');
        },
      },
    );
  }

  return (
    <SectionCard title="API keys" id="api-keys">
      <Text>
        Your server uses a secret key to create payments and read them: send it as <code>Authorization: Bearer sk_…</code>. Test keys
        use the sandbox and see only test payments; live keys never see test data.
      </Text>
      {created ? (
        <Alert variant="success">
          <strong>Copy your key now: it is shown only once.</strong>
          <Secret data-testid="new-api-key">{created.secret}</Secret>
          <CopyButton text={created.secret} label="Copy key" />
        </Alert>
      ) : null}
      <Stack as="form" onSubmit={submit} noValidate>
        <TextInput label="Key name" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} error={nameError} />
        <Select label="Mode" options={Object.keys(MODE_LABELS)} value={mode} onChange={(event) => setMode(event.target.value as ModeLabel)} />
        {create.isError ? <Alert variant="error">{readableError(create.error)}</Alert> : null}
        <div>
          <Button type="submit" loading={create.isPending}>
            Create key
          </Button>
        </div>
      </Stack>
      {keys.isError ? <Alert variant="error">{readableError(keys.error)}</Alert> : null}
      {keys.data && keys.data.length > 0 ? (
        <PlainList $gap={3} aria-label="Your API keys">
          {keys.data.map((key) => (
            <Item key={key.id}>
              <strong>
                {key.name} · {key.mode === 'live' ? 'Live' : 'Test'}
              </strong>
              <Meta>{key.hint}</Meta>
              <Meta>
                Created {when(key.createdAt)} · Last used {when(key.lastUsedAt)}
              </Meta>
              {key.revokedAt ? (
                <Meta>Revoked {when(key.revokedAt)}</Meta>
              ) : (
                <div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Revoke ${key.name}`}
                    loading={revoke.isPending && revoke.variables === key.id}
                    onClick={() => {
                      if (window.confirm(`Revoke "${key.name}"? Servers using it stop working at once.`)) revoke.mutate(key.id);
                    }}
                  >
                    Revoke
                  </Button>
                </div>
              )}
            </Item>
          ))}
        </PlainList>
      ) : keys.data ? (
        <Text>No keys yet.</Text>
      ) : null}
    </SectionCard>
  );
}
