import { ErrorState } from '../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../components/ui/state/ListSkeleton.tsx';
import { useActivation } from '../../features/activation/api/activation.ts';
import { ActivationForm, ActivationStatusBanner } from '../../features/activation/components/ActivationForm.tsx';
import { ShellPage } from './page-layout.tsx';

/** Issue 34: the merchant applies to take real money (business details, payout account, documents, terms). */
export function ActivationRoute() {
  const activation = useActivation();
  return (
    <ShellPage title="Activate your account" intro="Take real money: tell us about your business. We check it, usually within two working days.">
      {activation.isPending ? (
        <ListSkeleton label="Loading your activation" />
      ) : activation.isError ? (
        <ErrorState what="your activation" onRetry={() => void activation.refetch()} />
      ) : (
        <>
          <ActivationStatusBanner view={activation.data} />
          <ActivationForm view={activation.data} />
        </>
      )}
    </ShellPage>
  );
}

export default ActivationRoute;
