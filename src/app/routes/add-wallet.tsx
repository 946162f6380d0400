import { useNavigate } from 'react-router-dom';
import { SectionCard } from '../../components/ui/section-card/SectionCard.tsx';
import { paths } from '../../config/paths.ts';
import { AddPayoutAccountForm } from '../../features/accounts/components/AddPayoutAccountForm.tsx';
import { PayoutAccountsManager } from '../../features/accounts/components/PayoutAccountsManager.tsx';
import { ShellPage } from './page-layout.tsx';
import { RoleGatePending, RoleRefusalPage, useRoleGate } from './role-refusal.tsx';

/** /add-wallet: link a payout account, and choose the default or deactivate one. */
export function AddWalletRoute() {
  const navigate = useNavigate();
  // Issue 35: payout accounts are the owner's and admins' (the server refuses other roles).
  const gate = useRoleGate('payouts');
  if (gate === 'pending') return <RoleGatePending title="Add Wallet" />;
  if (gate === 'refused') return <RoleRefusalPage title="Add Wallet" text="Only the business’s owner and admins manage its payout accounts." />;
  return (
    <ShellPage title="Add Wallet" intro="Link the mobile money number or bank account your payouts go to." back={{ href: paths.wallet.getHref(), label: 'Wallet' }}>
      <SectionCard title="New payout account" id="new-payout-account">
        <AddPayoutAccountForm onLinked={() => void navigate(paths.wallet.getHref())} />
      </SectionCard>
      <SectionCard title="Your payout accounts" id="payout-accounts">
        <PayoutAccountsManager />
      </SectionCard>
    </ShellPage>
  );
}

export default AddWalletRoute;
