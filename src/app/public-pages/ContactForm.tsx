import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { Alert } from '../../components/ui/alert/Alert.tsx';
import { Button } from '../../components/ui/button/Button.tsx';
import { TextInput } from '../../components/ui/text-input/TextInput.tsx';
import { ApiError, apiData, NetworkError } from '../../lib/api-client.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  label[for='contact-message'] { font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  textarea {
    width: 100%;
    min-height: 8rem;
    padding: ${({ theme }) => theme.space[3]};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

interface ContactInput {
  name: string;
  email: string;
  message: string;
}

/** POST /support/contact: sent once; the server mails the support address (support.routes.ts). */
function sendContact(input: ContactInput): Promise<{ message: string }> {
  return apiData('/support/contact', { method: 'POST', body: { name: input.name, message: input.message, ...(input.email.trim() ? { email: input.email } : {}) } });
}

/** What went wrong, in words a person can act on. */
export function contactErrorText(error: unknown): string {
  if (error instanceof NetworkError) return 'You seem to be offline. Your message was not sent: please try again when you are connected.';
  if (error instanceof ApiError && error.status === 429) return `Too many messages from this connection. ${error.message}`;
  if (error instanceof ApiError && error.details.length > 0) return error.details.map((detail) => detail.message).join(' ');
  if (error instanceof ApiError) return error.message;
  return 'Your message could not be sent. Please try again.';
}

export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const [values, setValues] = useState<ContactInput>({ name: '', email: '', message: '' });
  const send = useMutation({ mutationFn: sendContact });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send.mutate(values);
  }

  if (send.isSuccess) return <Alert variant="success">{send.data.message}</Alert>;
  const update = (field: keyof ContactInput) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  return (
    <Form onSubmit={handleSubmit} noValidate aria-label="Contact support">
      <TextInput label="Your name" name="name" autoComplete="name" value={values.name} onChange={update('name')} maxLength={80} required />
      <TextInput
        label="Email (optional)"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={update('email')}
        hint="So we can answer you. Without it, include your phone number in the message."
      />
      <label htmlFor="contact-message">How can we help?</label>
      <textarea id="contact-message" name="message" value={values.message} onChange={update('message')} maxLength={4000} required />
      {send.isError ? (
        <Alert variant="error">
          {contactErrorText(send.error)} You can also write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </Alert>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={send.isPending}>
        Send message
      </Button>
    </Form>
  );
}
