import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '../components/ui/spinner/Spinner.tsx';
import { paths } from '../config/paths.ts';
import { documentTitleFor, pageTitleFor } from '../config/page-titles.ts';
// Sign-in is where most visits start on a phone: it ships with the app's own code, so its first
// paint does not wait for a second download (one more round trip on 2G/3G).
import Login from './routes/login.tsx';
import type { PublicPageName } from './routes/public-pages.tsx';

/*
 * Declarative routes with React.lazy: every page is its own chunk, loaded when first shown.
 * (The data router's createBrowserRouter costs ~16 KB gzip more on the first route, and this
 * app uses none of its loaders or actions; the first-route budget is 130 KB on 2G/3G.)
 */
const page = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => lazy(load);

const Home = page(() => import('./routes/home.tsx'));
const VerifyOtp = page(() => import('./routes/verify-otp.tsx'));
const VerifyEmailToken = page(() => import('./routes/verify-email-token.tsx'));
const ProtectedLayout = page(() => import('./layouts/protected-layout.tsx'));
const AppShell = page(() => import('./layouts/shell/AppShell.tsx'));
const ProfileSetup = page(() => import('./routes/profile-setup.tsx'));
const AddEmail = page(() => import('./routes/add-email.tsx'));
const VerifyEmailOtp = page(() => import('./routes/verify-email-otp.tsx'));
const VerifyEmail = page(() => import('./routes/verify-email.tsx'));
const Dashboard = page(() => import('./routes/dashboard.tsx'));
const Transactions = page(() => import('./routes/transactions.tsx'));
const TransactionDetail = page(() => import('./routes/transaction-detail.tsx'));
const Activity = page(() => import('./routes/activity.tsx'));
const PendingPayments = page(() => import('./routes/pending-payments.tsx'));
const FrequentPayments = page(() => import('./routes/frequent-payments.tsx'));
const AccountDetail = page(() => import('./routes/account-detail.tsx'));
const Profile = page(() => import('./routes/profile.tsx'));
const ProfileEdit = page(() => import('./routes/profile-edit.tsx'));
const Settings = page(() => import('./routes/settings.tsx'));
const BusinessTools = page(() => import('./routes/business-tools.tsx'));
const ScanPay = page(() => import('./routes/scan-pay.tsx'));
const Notifications = page(() => import('./routes/notifications.tsx'));
const Wallet = page(() => import('./routes/wallet.tsx'));
const AddWallet = page(() => import('./routes/add-wallet.tsx'));
// Issue 12: its own chunk, so the API reference renderer loads on /developers only.
const Developers = page(() => import('./routes/developers.tsx'));
const HealthCheck = page(() => import('./routes/health-check.tsx'));
const DevComponents = page(() => import('./routes/dev-components.tsx'));
const NotFound = page(() => import('./routes/not-found.tsx'));
// Issue 10: the public checkout (no account needed), /pay and resuming a pending payment.
const PayMerchant = page(() => import('./routes/pay-merchant.tsx'));
const Pay = page(() => import('./routes/pay.tsx'));
const PaymentResume = page(() => import('./routes/payment-resume.tsx'));
// Issue 16: fees, help, trust, legal and marketing pages, one lazy chunk (routes/public-pages.tsx).
const PublicPageRoute = lazy(() => import('./routes/public-pages.tsx'));
const PUBLIC_PAGES: { path: string; name: PublicPageName }[] = [
  ...(['fees', 'pricing', 'help', 'support', 'contact', 'security', 'compliance', 'privacy', 'terms', 'cookies', 'product', 'features', 'resources', 'register'] as const).map(
    (name) => ({ path: paths[name].path, name }),
  ),
  // SPEC §2 aliases of the legal pages: the same page at both addresses.
  { path: paths.privacyPolicy.path, name: 'privacy' },
  { path: paths.termsOfService.path, name: 'terms' },
  { path: paths.cookiePolicy.path, name: 'cookies' },
];

/** Pages inside the authenticated shell; their titles live in config/page-titles.ts. */
const SHELL_PAGES: { path: string; Page: ComponentType }[] = [
  { path: paths.dashboard.path, Page: Dashboard },
  { path: paths.transactions.path, Page: Transactions },
  { path: paths.transactionDetail.path, Page: TransactionDetail },
  { path: paths.activity.path, Page: Activity },
  { path: paths.pendingPayments.path, Page: PendingPayments },
  { path: paths.frequentPayments.path, Page: FrequentPayments },
  { path: paths.accountDetail.path, Page: AccountDetail },
  { path: paths.profile.path, Page: Profile },
  { path: paths.profileEdit.path, Page: ProfileEdit },
  { path: paths.settings.path, Page: Settings },
  { path: paths.businessTools.path, Page: BusinessTools },
  { path: paths.scanPay.path, Page: ScanPay },
  { path: paths.notifications.path, Page: Notifications },
  { path: paths.wallet.path, Page: Wallet },
  { path: paths.addWallet.path, Page: AddWallet },
  { path: paths.pay.path, Page: Pay },
  { path: paths.paymentResume.path, Page: PaymentResume },
];

/** The shell header's title for a path (config/page-titles.ts, the same table as the tab title). */
export function shellTitleFor(pathname: string): string {
  return pageTitleFor(pathname)?.title ?? 'Salone Pay';
}

/** Names the page in the browser tab, history and task switcher: "Pending payments · Salone Pay". */
function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
  return null;
}

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[10]} 0;
`;

/** Shown only on a first visit to a page whose code is not downloaded yet. */
function PageLoading() {
  return (
    <Loading>
      <Spinner label="Loading" />
    </Loading>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <DocumentTitle />
      <Routes>
        <Route path={paths.home.path} element={<Home />} />
        <Route path={paths.login.path} element={<Login />} />
        <Route path={paths.verifyOtp.path} element={<VerifyOtp />} />
        <Route path={paths.verifyEmailToken.path} element={<VerifyEmailToken />} />
        {/* SPEC §2: one guard for the signed-in screens; signed out → /login. */}
        <Route element={<ProtectedLayout />}>
          {/* The authenticated shell (SPEC §2 layout variant A) around the dashboard and its targets. */}
          <Route element={<AppShell />}>
            {SHELL_PAGES.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
          <Route path={paths.profileSetup.path} element={<ProfileSetup />} />
          <Route path={paths.addEmail.path} element={<AddEmail />} />
          <Route path={paths.verifyEmailOtp.path} element={<VerifyEmailOtp />} />
          <Route path={paths.verifyEmail.path} element={<VerifyEmail />} />
        </Route>
        {/* Public: a customer who scanned a QR must not have to sign up. */}
        <Route path={paths.payMerchant.path} element={<PayMerchant />} />
        <Route path={paths.healthCheck.path} element={<HealthCheck />} />
        <Route path={paths.devComponents.path} element={<DevComponents />} />
        <Route path={paths.developers.path} element={<Developers />} />
        {PUBLIC_PAGES.map(({ path, name }) => (
          <Route key={path} path={path} element={<PublicPageRoute name={name} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

/** The router around the routes: BrowserRouter in the browser, a static one when prerendering. */
export type RouterComponent = ComponentType<{ children: ReactNode }>;

export function AppRouter({ Router = BrowserRouter }: { Router?: RouterComponent | undefined }) {
  return (
    <Router>
      <AppRoutes />
    </Router>
  );
}
