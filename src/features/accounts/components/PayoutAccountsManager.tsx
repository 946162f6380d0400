import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { LinkedAccount } from '../../../../domain/linked-accounts.ts';
import { isCompleteOtp } from '../../../../domain/otp.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { OtpInput } from '../../../components/ui/otp-input/OtpInput.tsx';
import { Panel, PlainList } from '../../../components/ui/layout/Layout.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { requestStepUpCode } from '../../../lib/step-up.ts';
import { useAccounts } from '../api/get-accounts.ts';
import { useChangeAccount } from '../api/change-accounts.ts';

const Item = styled(Panel).attrs({ as: 'li' })`
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

type Action = { id: string; action: 'default' | 'deactivate' };

/** The user's payout accounts: make one the default or deactivate one, each with a fresh code. */
export function PayoutAccountsManager() {
  const accounts = useAccounts();
  const change = useChangeAccount();
  const [pending, setPending] = useState<Action>();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();

  async function start(action: Action) {
    setProblem(undefined);
    try {
      await requestStepUpCode('payout_account');
      setPending(action);
      setCode('');
    } catch (error) {
      setProblem(readableError(error));
    }
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!pending) return;
    change.mutate({ ...pending, code }, { onSuccess: () => setPending(undefined), onError: (error) => setProblem(readableError(error)) });
  }

  const items = accounts.data?.items ?? [];
  if (items.length === 0) return null;
  const describe = (account: LinkedAccount) => `${account.provider} ${account.accountNumber}`;
  return (
    <>
    <PlainList aria-label="Your payout accounts">
      {items.map((account) => (
        <Item key={account.id}>
          <span>
            <strong>{describe(account)}</strong> · {account.accountName}
            <br />
            <small>{account.isActive ? (account.isDefault ? 'Default for payouts' : 'Active') : 'Deactivated'}</small>
          </span>
          {pending?.id === account.id ? (
            <form onSubmit={confirm} aria-label={`Confirm change to ${describe(account)}`}>
              <OtpInput value={code} onChange={setCode} label="Code sent to your phone" autoFocus />
              <Actions>
                <Button type="submit" size="sm" disabled={!isCompleteOtp(code)} loading={change.isPending}>
                  {pending.action === 'default' ? 'Make default' : 'Deactivate'}
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => setPending(undefined)}>
                  Cancel
                </Button>
              </Actions>
            </form>
          ) : account.isActive ? (
            <Actions>
              {!account.isDefault ? (
                <Button size="sm" variant="outline" onClick={() => void start({ id: account.id, action: 'default' })}>
                  Make default
                </Button>
              ) : null}
              <Button size="sm" variant="ghost" onClick={() => void start({ id: account.id, action: 'deactivate' })}>
                Deactivate
              </Button>
            </Actions>
          ) : null}
        </Item>
      ))}
    </PlainList>
    {problem ? <Alert variant="error">{problem}</Alert> : null}
    </>
  );
}
