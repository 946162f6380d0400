import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.ts';

const comingSoon = async () => ({ Component: (await import('./routes/coming-soon.tsx')).default });

/** Pages inside the authenticated shell; `handle.title` names the page in the shell header. */
const shellRoutes: RouteObject[] = [
  { path: paths.dashboard.path, handle: { title: 'Dashboard' }, lazy: async () => ({ Component: (await import('./routes/dashboard.tsx')).default }) },
  { path: paths.transactions.path, handle: { title: 'Transactions' }, lazy: async () => ({ Component: (await import('./routes/transactions.tsx')).default }) },
  { path: paths.transactionDetail.path, handle: { title: 'Transaction' }, lazy: async () => ({ Component: (await import('./routes/transaction-detail.tsx')).default }) },
  { path: paths.activity.path, handle: { title: 'Activity' }, lazy: async () => ({ Component: (await import('./routes/activity.tsx')).default }) },
  { path: paths.pendingPayments.path, handle: { title: 'Pending payments' }, lazy: async () => ({ Component: (await import('./routes/pending-payments.tsx')).default }) },
  { path: paths.frequentPayments.path, handle: { title: 'Frequent payments' }, lazy: async () => ({ Component: (await import('./routes/frequent-payments.tsx')).default }) },
  { path: paths.accountDetail.path, handle: { title: 'Account' }, lazy: async () => ({ Component: (await import('./routes/account-detail.tsx')).default }) },
  { path: paths.profile.path, handle: { title: 'Profile' }, lazy: async () => ({ Component: (await import('./routes/profile.tsx')).default }) },
  { path: paths.settings.path, handle: { title: 'Settings' }, lazy: async () => ({ Component: (await import('./routes/settings.tsx')).default }) },
  // Later payment work (SPEC §2 navigation targets): a clear Coming Soon inside the shell.
  { path: paths.pay.path, handle: { title: 'Pay' }, lazy: comingSoon },
  { path: paths.payMerchant.path, handle: { title: 'Pay a merchant' }, lazy: comingSoon },
  { path: paths.wallet.path, handle: { title: 'Wallet' }, lazy: comingSoon },
  { path: paths.scanPay.path, handle: { title: 'Scan & Pay' }, lazy: comingSoon },
  { path: paths.addWallet.path, handle: { title: 'Add Wallet' }, lazy: comingSoon },
  { path: paths.businessTools.path, handle: { title: 'Business Tools' }, lazy: comingSoon },
  { path: paths.paymentResume.path, handle: { title: 'Resume payment' }, lazy: comingSoon },
];

/** Every route module is lazy, so the first screen downloads only its own code. */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    lazy: async () => ({ Component: (await import('./routes/home.tsx')).default }),
  },
  {
    path: paths.login.path,
    lazy: async () => ({ Component: (await import('./routes/login.tsx')).default }),
  },
  {
    path: paths.verifyOtp.path,
    lazy: async () => ({ Component: (await import('./routes/verify-otp.tsx')).default }),
  },
  {
    path: paths.verifyEmailToken.path,
    lazy: async () => ({ Component: (await import('./routes/verify-email-token.tsx')).default }),
  },
  {
    // SPEC §2: one guard for the signed-in screens; signed out → /login.
    lazy: async () => ({ Component: (await import('./layouts/protected-layout.tsx')).default }),
    children: [
      {
        // The authenticated shell (SPEC §2 layout variant A) around the dashboard and its targets.
        lazy: async () => ({ Component: (await import('./layouts/shell/AppShell.tsx')).default }),
        children: shellRoutes,
      },
      {
        path: paths.profileSetup.path,
        lazy: async () => ({ Component: (await import('./routes/profile-setup.tsx')).default }),
      },
      {
        path: paths.addEmail.path,
        lazy: async () => ({ Component: (await import('./routes/add-email.tsx')).default }),
      },
      {
        path: paths.verifyEmailOtp.path,
        lazy: async () => ({ Component: (await import('./routes/verify-email-otp.tsx')).default }),
      },
      {
        path: paths.verifyEmail.path,
        lazy: async () => ({ Component: (await import('./routes/verify-email.tsx')).default }),
      },
    ],
  },
  {
    path: paths.healthCheck.path,
    lazy: async () => ({ Component: (await import('./routes/health-check.tsx')).default }),
  },
  {
    path: paths.devComponents.path,
    lazy: async () => ({ Component: (await import('./routes/dev-components.tsx')).default }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).default }),
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
