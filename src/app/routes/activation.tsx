import { Alert } from '../../components/ui/alert/Alert.tsx';
import { ErrorState } from '../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../components/ui/state/ListSkeleton.tsx';
import { useActivation } from '../../features/activation/api/activation.ts';
import { ActivationForm, ActivationStatusBanner } from '../../features/activation/components/ActivationForm.tsx';
import { useCurrentRole } from '../../features/members/current-role.ts';
import { ShellPage } from './page-layout.tsx';

/** Issue 34: the merchant applies to take real money (business details, payout account, documents, terms). */
export function ActivationRoute() {
  const activation = useActivation();
  // Issue 35: only those who manage the business apply; other members see where it stands.
  const manage = useCurrentRole().may('business.manage');
  return (
    <ShellPage title="Activate your account" intro="Take real money: tell us about your business. We check it, usually within two working days.">
      {activation.isPending ? (
        <ListSkeleton label="Loading your activation" />
      ) : activation.isError ? (
        <ErrorState what="your activation" onRetry={() => void activation.refetch()} />
      ) : (
        <>
          <ActivationStatusBanner view={activation.data} />
          {manage ? <ActivationForm view={activation.data} /> : <Alert variant="info">Only the business’s owner and admins activate it.</Alert>}
        </>
      )}
    </ShellPage>
  );
}

export default ActivationRoute;
