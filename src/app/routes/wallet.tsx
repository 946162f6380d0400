import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/ui/button/Button.tsx';
import { SectionCard } from '../../components/ui/section-card/SectionCard.tsx';
import { paths } from '../../config/paths.ts';
import { useAccounts } from '../../features/accounts/api/get-accounts.ts';
import { useOnline } from '../../lib/online.ts';
import { useWallet } from '../../features/wallet/api/get-wallet.ts';
import { PayoutForm } from '../../features/wallet/components/PayoutForm.tsx';
import { WalletBalances } from '../../features/wallet/components/WalletBalances.tsx';
import { WalletMovements } from '../../features/wallet/components/WalletMovements.tsx';
import { useCurrentRole } from '../../features/members/current-role.ts';
import { ShellPage } from './page-layout.tsx';
import { RoleGatePending, RoleRefusalPage, useRoleGate } from './role-refusal.tsx';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

/** /wallet: balances per currency, the Pay out flow, and the ledger movements behind the balance. */
export function WalletRoute() {
  const { may } = useCurrentRole();
  // Issue 35: the balance is the business's owner's and admins' to see; nothing here is asked for.
  const gate = useRoleGate('balance.read');
  if (gate === 'pending') return <RoleGatePending title="Wallet" />;
  if (gate === 'refused') return <RoleRefusalPage title="Wallet" text="Only the business’s owner and admins see its balance and pay out." />;
  return <BusinessWallet canPayOut={may('payouts')} />;
}

function BusinessWallet({ canPayOut }: { canPayOut: boolean }) {
  const wallet = useWallet();
  const accounts = useAccounts(canPayOut);
  const [payingOut, setPayingOut] = useState(false);
  // A payout needs the server (a fresh code, the balance checked there): not offered offline.
  const online = useOnline();
  const sle = wallet.data?.balances.find((balance) => balance.currency === 'SLE') ?? wallet.data?.balances[0];
  const currency = sle?.currency ?? 'SLE';
  return (
    <ShellPage title="Wallet" intro="Your business balance, what is on its way, and every movement behind it.">
      <WalletBalances />
      {canPayOut ? (
        <Actions>
          <Button onClick={() => setPayingOut(true)} disabled={payingOut || !online || !sle || sle.available <= 0}>
            Pay out
          </Button>
          <Link to={paths.addWallet.getHref()}>Add or manage payout accounts</Link>
        </Actions>
      ) : null}
      {canPayOut && payingOut && sle ? (
        <SectionCard title="Pay out" id="pay-out">
          <PayoutForm accounts={accounts.data?.items ?? []} currency={currency} available={sle.available} onClose={() => setPayingOut(false)} />
        </SectionCard>
      ) : null}
      <SectionCard title="Movements" id="movements">
        <WalletMovements currency={currency} />
      </SectionCard>
    </ShellPage>
  );
}

export default WalletRoute;
