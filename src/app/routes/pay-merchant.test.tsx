import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signOutLocally } from '../../features/auth/store.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { PayMerchantRoute } from './pay-merchant.tsx';

// The checkout itself has its own tests; here only what its Continue (onDone) leads to.
vi.mock('../../features/checkout/components/Checkout.tsx', () => ({
  Checkout: ({ onDone }: { onDone: () => void }) => (
    <button type="button" onClick={onDone}>
      Continue
    </button>
  ),
}));

describe('/pay/{merchantId}: Continue after paying (issue 37)', () => {
  it("a guest is not sent to Salone Pay's marketing home: the page says they can close it", async () => {
    signOutLocally();
    renderRoutes([{ path: '/pay/:merchantId', element: <PayMerchantRoute /> }], { initialEntry: '/pay/3f1c2b9a-5d7e-4c1a-9b2f-0e8d7c6b5a41', stubPaths: ['/', '/dashboard'] });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Payment complete' })).toBeVisible();
    expect(screen.getByText(/You can close this page\./)).toBeVisible();
    expect(screen.queryByTestId('location')).toBeNull();
  }, 20_000);
});
