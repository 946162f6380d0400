import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes.tsx';
import { AddPayoutAccountForm } from './AddPayoutAccountForm.tsx';

const render = () => renderRoutes([{ path: '/add-wallet', element: <AddPayoutAccountForm onLinked={() => undefined} /> }], { initialEntry: '/add-wallet' });

describe('AddPayoutAccountForm (/add-wallet), issue 37', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('after a reload it is back at the codes step while the codes sent are valid, and offers new ones only when the server allows', async () => {
    const calls = stubApi({
      'POST /step-up/code': { body: { data: { sent: true, resendAfterSeconds: 60, expiresInSeconds: 600 } } },
      'POST /accounts/wallet-code': { body: { data: { sent: true } } },
    });
    const first = render();
    await userEvent.type(screen.getByLabelText(/Orange Money number/), '076123456');
    await userEvent.type(screen.getByLabelText('Name on the account'), 'Kamara Trading');
    await userEvent.click(screen.getByRole('button', { name: 'Send codes' }));
    expect(await screen.findByLabelText('Code sent to your phone')).toBeInTheDocument();
    first.unmount();

    // The page is loaded again: no new codes are asked for, the two sent are entered here.
    render();
    expect(screen.getByLabelText('Code sent to your phone')).toBeInTheDocument();
    expect(screen.getByLabelText('Code sent to 076 123 456')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Send new codes in \d+ s$/ })).toBeDisabled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  }, 20_000);
});
