/** /settings: how the merchant hears about money received (issue 17), saved on the server. */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { useMerchantPreferences, useSaveMerchantPreferences, type MerchantPreferences } from '../api/merchant-preferences.ts';
import { unlockSound } from '../announce.ts';

const Choice = styled.label`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
    margin-top: 2px;
    accent-color: ${({ theme }) => theme.colors.primaryStrong};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export function PaymentAlertSettings() {
  const preferences = useMerchantPreferences();
  const save = useSaveMerchantPreferences();
  const soundId = useId();
  const smsId = useId();
  // The tapped choice shows at once (set in the change handler, so React keeps the box as tapped)
  // until its save settles; the mutation's own state arrives a tick later, which let a quick
  // second tap flip back in CI.
  const [chosen, setChosen] = useState<MerchantPreferences | null>(null);
  const current: MerchantPreferences = chosen ?? preferences.data ?? { soundOn: false, smsOnPayment: false };
  const disabled = preferences.isPending || save.isPending;

  const change = (next: Partial<MerchantPreferences>) => {
    // Switching sound on is a tap: the moment the browser lets this page play sound.
    if (next.soundOn) unlockSound();
    const wanted = { ...current, ...next };
    setChosen(wanted);
    save.mutate(wanted, { onSettled: () => setChosen((shown) => (shown === wanted ? null : shown)) });
  };

  return (
    <SectionCard title="Payment alerts" id="payment-alerts">
      <Choice htmlFor={soundId}>
        <input id={soundId} type="checkbox" checked={current.soundOn} disabled={disabled} onChange={(event) => change({ soundOn: event.target.checked })} />
        <span>
          Sound for payments received
          <small>A short beep and the amount read out when money arrives while Salone Pay is open.</small>
        </span>
      </Choice>
      <Choice htmlFor={smsId}>
        <input id={smsId} type="checkbox" checked={current.smsOnPayment} disabled={disabled} onChange={(event) => change({ smsOnPayment: event.target.checked })} />
        <span>
          SMS for each payment received
          <small>A text message to your phone number with the amount and reference.</small>
        </span>
      </Choice>
      {save.isError ? <Alert variant="error">{readableError(save.error)}</Alert> : null}
      {save.isSuccess ? (
        <p role="status" className="visually-hidden">
          Payment alerts saved.
        </p>
      ) : null}
    </SectionCard>
  );
}
