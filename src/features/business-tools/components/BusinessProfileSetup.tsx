import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { businessNameError, categoryError } from '../../../../domain/merchant-profile.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { TextInput } from '../../../components/ui/text-input/TextInput.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { useSaveMerchantProfile } from '../api/save-merchant-profile.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Not a merchant yet: a business name and category make one (DESIGN §7). */
export function BusinessProfileSetup() {
  const save = useSaveMerchantProfile();
  const [businessName, setBusinessName] = useState('');
  const [category, setCategory] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const nameError = businessNameError(businessName);
  const categoryProblem = categoryError(category);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameError || categoryProblem) return;
    save.mutate({ businessName: businessName.trim(), category: category.trim() });
  };

  return (
    <SectionCard title="Set up your business" id="business-setup">
      <p>Payment links, your QR code and cash sales are for businesses. Tell customers who they are paying.</p>
      <Form onSubmit={submit} noValidate aria-label="Business profile">
        <TextInput label="Business name" value={businessName} onChange={(event) => setBusinessName(event.target.value)} {...(submitted && nameError ? { error: nameError } : {})} />
        <TextInput
          label="Category"
          value={category}
          hint="e.g. Retail, Food, Transport"
          onChange={(event) => setCategory(event.target.value)}
          {...(submitted && categoryProblem ? { error: categoryProblem } : {})}
        />
        {save.isError ? <Alert variant="error" title="Could not save">{readableError(save.error)}</Alert> : null}
        <Button type="submit" loading={save.isPending} fullWidth>
          Start taking payments
        </Button>
      </Form>
    </SectionCard>
  );
}
