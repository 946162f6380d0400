import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/ui/button/Button.tsx';
import { SectionCard } from '../../components/ui/section-card/SectionCard.tsx';
import { TextInput } from '../../components/ui/text-input/TextInput.tsx';
import { paths } from '../../config/paths.ts';
import { FrequentPaymentsList } from '../../features/payments/components/FrequentPayments.tsx';
import { ShellPage } from './page-layout.tsx';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A merchant code is the merchant's id; a pasted checkout link or QR text works too. */
export function merchantFromCode(text: string): { merchantId: string; linkId: string | null } | null {
  const trimmed = text.trim();
  const link = /[?&]link=([0-9a-f-]{36})/i.exec(trimmed)?.[1] ?? null;
  const merchantId = /\/pay\/([0-9a-f-]{36})/i.exec(trimmed)?.[1] ?? UUID.exec(trimmed)?.[0] ?? null;
  return merchantId ? { merchantId: merchantId.toLowerCase(), linkId: link } : null;
}

/** /pay (signed in): pay a merchant by code, or in one tap from Frequent payments. */
export function PayRoute() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = merchantFromCode(code);
    if (!target) {
      setError('Enter the merchant code shown on their QR card, or paste their payment link.');
      return;
    }
    const href = paths.payMerchant.getHref(target.merchantId);
    void navigate(target.linkId ? `${href}?link=${target.linkId}` : href);
  };
  return (
    <ShellPage title="Pay" intro="Pay a business by its merchant code, or again in one tap.">
      <SectionCard title="Pay by merchant code" id="pay-by-code">
        <Form onSubmit={submit} noValidate>
          <TextInput
            label="Merchant code or payment link"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
            autoComplete="off"
            spellCheck={false}
            hint="It is printed under the merchant's QR code."
            error={error}
          />
          <Button type="submit" variant="payment">
            Continue
          </Button>
        </Form>
      </SectionCard>
      <SectionCard title="Frequent payments" id="frequent-payments">
        <FrequentPaymentsList />
      </SectionCard>
    </ShellPage>
  );
}

export default PayRoute;
