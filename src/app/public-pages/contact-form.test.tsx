import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes.tsx';
import { ContactForm } from './ContactForm.tsx';

async function fillAndSend() {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText('Your name'), 'Fatmata Sesay');
  await u.type(screen.getByLabelText('How can we help?'), 'My payment is still pending.');
  await u.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('ContactForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends name and message (no empty email) and thanks the sender', async () => {
    const calls = stubApi({ 'POST /support/contact': { body: { data: { message: 'Thank you. Your message has been sent to our support team.' } } } });
    renderRoutes([{ path: '/', element: <ContactForm supportEmail="help@shop.example" /> }]);
    await fillAndSend();
    expect(await screen.findByText('Thank you. Your message has been sent to our support team.')).toBeVisible();
    expect(calls[0]?.body).toEqual({ name: 'Fatmata Sesay', message: 'My payment is still pending.' });
  });

  it('says when to try again after too many messages, and offers the address', async () => {
    stubApi({ 'POST /support/contact': { status: 429, body: { error: { code: 'rate_limited', message: 'Please try again in 59 minutes.' } } } });
    renderRoutes([{ path: '/', element: <ContactForm supportEmail="help@shop.example" /> }]);
    await fillAndSend();
    expect(await screen.findByText(/Too many messages from this connection\. Please try again in 59 minutes\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'help@shop.example' })).toHaveAttribute('href', 'mailto:help@shop.example');
  });

  it('shows the server\'s field messages', async () => {
    stubApi({
      'POST /support/contact': { status: 400, body: { error: { code: 'invalid_input', message: 'Please check the form.', details: [{ field: 'message', message: 'Please tell us a little more (at least 10 characters).' }] } } },
    });
    renderRoutes([{ path: '/', element: <ContactForm supportEmail="help@shop.example" /> }]);
    await fillAndSend();
    expect(await screen.findByText(/Please tell us a little more/)).toBeVisible();
  });
});
