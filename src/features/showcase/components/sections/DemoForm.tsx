import { useState, type FocusEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../components/ui/button/Button.tsx';
import { TextInput } from '../../../../components/ui/text-input/TextInput.tsx';
import { useToast } from '../../../../components/ui/toast/use-toast.ts';
import { emailError, fullNameError } from '../../demo-form-rules.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

type Field = 'fullName' | 'email';

/** SPEC §5 demo form: errors appear once a field is left, or on submit, and then follow the value. */
export function DemoForm() {
  const toast = useToast();
  const [values, setValues] = useState<Record<Field, string>>({ fullName: '', email: '' });
  const [checked, setChecked] = useState<Record<Field, boolean>>({ fullName: false, email: false });
  const errors: Record<Field, string | undefined> = {
    fullName: checked.fullName ? fullNameError(values.fullName) : undefined,
    email: checked.email ? emailError(values.email) : undefined,
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked({ fullName: true, email: true });
    const firstInvalid = fullNameError(values.fullName) ? 'demo-full-name' : emailError(values.email) ? 'demo-email' : undefined;
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    toast.success('Form submitted', `Thanks, ${values.fullName.trim()}.`);
  };

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      // Leaving for the submit button: the submit checks everything. Showing the message now would
      // push the button down between press and release, and the tap would miss it.
      if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit') return;
      if (values[name] !== '') setChecked((c) => ({ ...c, [name]: true }));
    },
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Demo form">
      <TextInput id="demo-full-name" label="Full name" autoComplete="name" {...field('fullName')} />
      <TextInput id="demo-email" label="Email" type="email" autoComplete="email" hint="We never share your email." {...field('email')} />
      <Button type="submit">Submit</Button>
    </Form>
  );
}
