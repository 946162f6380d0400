import { AddEmailForm } from '../../features/onboarding/components/AddEmailForm.tsx';
import { FormPage } from '../layouts/form-page.tsx';

export function AddEmailRoute() {
  return (
    <FormPage title="Add your email" intro="Optional: an email lets you receive receipts and use business features.">
      <AddEmailForm />
    </FormPage>
  );
}

export default AddEmailRoute;
