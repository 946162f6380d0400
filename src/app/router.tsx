import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppBrowserRouter } from '../lib/app-browser-router.tsx';
import styled from 'styled-components';
import { Spinner } from '../components/ui/spinner/Spinner.tsx';
import { paths } from '../config/paths.ts';
import { inNextTask, nextTask } from '../lib/api-client.ts';
import { documentTitleFor } from '../config/page-titles.ts';
import { SHELL_PAGE_LIST, type ShellPageKey } from '../config/shell-pages.ts';
// Sign-in is where most visits start on a phone: it ships with the app's own code, so its first
// paint does not wait for a second download (one more round trip on 2G/3G).
import Login from './routes/login.tsx';
import { LoadingHeading } from './layouts/loading-heading.tsx';
import { CodeLoadFailed } from './layouts/code-load-failed.tsx';
import { recoverable } from '../lib/code-recovery.ts';
import { verifyOtpPage } from './next-pages.ts';
import type { PublicPageName } from './routes/public-pages.tsx';

/*
 * Declarative routes with React.lazy: every page is its own chunk, loaded when first shown.
 * (The data router's createBrowserRouter costs ~16 KB gzip more on the first route, and this
 * app uses none of its loaders or actions; the first-route budget is 130 KB on 2G/3G.)
 */
const page = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => withQueryLayer(load);

/**
 * Issue 15: React Query is not on the first route (/login and the gate do without it); each lazy
 * page loads the query layer (src/app/query-layer.tsx) beside its own code and renders inside it.
 */
function withQueryLayer<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(
    // Code that did not download reloads the page once, then shows the failure (code-recovery.ts).
    recoverable(async () => {
      // In a task after the render that reaches the page, as app.tsx's QueryRuntime.
      await nextTask();
      const [module, layer] = await Promise.all([load(), import('./query-layer.tsx')]);
      return { default: layer.withQueries(module.default) };
    }, CodeLoadFailed),
  );
}

const Home = page(() => import('./routes/home.tsx'));
// Made ready by /login while the number is typed (issue 37): see next-pages.ts.
const VerifyOtp = verifyOtpPage.Component;
const VerifyEmailToken = page(() => import('./routes/verify-email-token.tsx'));
const loadAppShell = () => import('./layouts/shell/AppShell.tsx');
const loadDashboard = () => import('./routes/dashboard.tsx');
/*
 * The guard, the shell and the page are nested lazy routes: each chunk would only be asked for
 * once the one around it has rendered (three round trips, three render passes). The guard's
 * download starts the shell's, and the dashboard's when that is where the visit starts (after
 * sign-in, the app's usual first screen), so they arrive together (issue 15).
 */
const ProtectedLayout = page(() => {
  const guard = import('./layouts/protected-layout.tsx');
  // Each download announced in a task of its own: Vite's preload helper appends a
  // <link rel="modulepreload"> per file a chunk needs, ~1 ms each on a slow phone, and the three
  // together were one 13-22 ms task of the dashboard's start (issue 15, npm run long-tasks).
  const toDashboard = window.location.pathname === paths.dashboard.path;
  inNextTask(() => {
    void loadAppShell();
    if (toDashboard) inNextTask(() => void loadDashboard());
  });
  return guard;
});
const AppShell = page(loadAppShell);
const ProfileSetup = page(() => import('./routes/profile-setup.tsx'));
const AddEmail = page(() => import('./routes/add-email.tsx'));
const VerifyEmailOtp = page(() => import('./routes/verify-email-otp.tsx'));
const VerifyEmail = page(() => import('./routes/verify-email.tsx'));
const Dashboard = page(loadDashboard);
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
// Issue 34: the merchant's activation (a shell page) and the back office (its own chunk, staff only).
const Activation = page(() => import('./routes/activation.tsx'));
const Admin = page(() => import('./routes/admin.tsx'));
// Issue 35: the business's members, and the invites to this person.
const Members = page(() => import('./routes/members.tsx'));
const Invites = page(() => import('./routes/invites.tsx'));
// Issue 10: the public checkout (no account needed), /pay and resuming a pending payment.
// Issue 42: without the query layer (the checkout reads its data itself: features/checkout/checkout-seed.ts).
const PayMerchant = lazy(async () => {
  await nextTask();
  return import('./routes/pay-merchant.tsx');
});
const Pay = page(() => import('./routes/pay.tsx'));
const PaymentResume = page(() => import('./routes/payment-resume.tsx'));
// Issue 17: the public receipt an SMS links to (small chunk: often a phone's first page, on 2G).
const Receipt = page(() => import('./routes/receipt.tsx'));
// Issue 16: fees, help, trust, legal and marketing pages, one lazy chunk (routes/public-pages.tsx).
const PublicPageRoute = withQueryLayer(() => import('./routes/public-pages.tsx'));
const PUBLIC_PAGES: { path: string; name: PublicPageName }[] = [
  ...(['fees', 'pricing', 'help', 'support', 'contact', 'security', 'compliance', 'privacy', 'terms', 'cookies', 'product', 'features', 'resources', 'register'] as const).map(
    (name) => ({ path: paths[name].path, name }),
  ),
  // SPEC §2 aliases of the legal pages: the same page at both addresses.
  { path: paths.privacyPolicy.path, name: 'privacy' },
  { path: paths.termsOfService.path, name: 'terms' },
  { path: paths.cookiePolicy.path, name: 'cookies' },
];

/**
 * The component of each shell page; paths, titles and sidebar ids come from the one table,
 * config/shell-pages.ts (a page missing here fails the type check).
 */
const SHELL_PAGE_COMPONENTS: Record<ShellPageKey, ComponentType> = {
  dashboard: Dashboard,
  transactions: Transactions,
  transactionDetail: TransactionDetail,
  activity: Activity,
  pendingPayments: PendingPayments,
  frequentPayments: FrequentPayments,
  accountDetail: AccountDetail,
  profile: Profile,
  profileEdit: ProfileEdit,
  settings: Settings,
  businessTools: BusinessTools,
  scanPay: ScanPay,
  notifications: Notifications,
  wallet: Wallet,
  addWallet: AddWallet,
  pay: Pay,
  paymentResume: PaymentResume,
  activation: Activation,
  members: Members,
  invites: Invites,
};

/** Names the page in the browser tab, history and task switcher: "Pending payments · Salone Pay". */
function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
  return null;
}

// A screen tall: what follows the page (the Exit Preview dock) stays below the fold until the
// page comes, instead of showing under the spinner and jumping down (layout shift, issue 15).
// A main landmark with the page's h1, so the page is whole even while its code downloads.
const Loading = styled.main`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[10]} 0;
`;

/** Shown only on a first visit to a page whose code is not downloaded yet. */
function PageLoading() {
  return (
    <Loading>
      <LoadingHeading />
      <Spinner label="Loading" />
    </Loading>
  );
}

/**
 * The route table, made once (issue 15): `<Routes>` rebuilt it from its JSX children on every
 * render of the routes, one piece of work React cannot split (14 ms on a slow phone before the
 * 4x slowdown); `useRoutes` only matches the location against it.
 */
const ROUTES: RouteObject[] = [
  { path: paths.home.path, element: <Home /> },
  { path: paths.login.path, element: <Login /> },
  { path: paths.verifyOtp.path, element: <VerifyOtp /> },
  { path: paths.verifyEmailToken.path, element: <VerifyEmailToken /> },
  {
    // SPEC §2: one guard for the signed-in screens; signed out → /login.
    element: <ProtectedLayout />,
    children: [
      {
        // The authenticated shell (SPEC §2 layout variant A) around the dashboard and its targets.
        element: <AppShell />,
        children: SHELL_PAGE_LIST.map(({ key, path }) => {
          const Page = SHELL_PAGE_COMPONENTS[key];
          return { path, element: <Page /> };
        }),
      },
      { path: paths.profileSetup.path, element: <ProfileSetup /> },
      { path: paths.addEmail.path, element: <AddEmail /> },
      { path: paths.verifyEmailOtp.path, element: <VerifyEmailOtp /> },
      { path: paths.verifyEmail.path, element: <VerifyEmail /> },
      { path: paths.admin.path, element: <Admin /> },
    ],
  },
  // Public: a customer who scanned a QR must not have to sign up.
  { path: paths.payMerchant.path, element: <PayMerchant /> },
  { path: paths.receipt.path, element: <Receipt /> },
  { path: paths.healthCheck.path, element: <HealthCheck /> },
  { path: paths.devComponents.path, element: <DevComponents /> },
  { path: paths.developers.path, element: <Developers /> },
  ...PUBLIC_PAGES.map(({ path, name }) => ({ path, element: <PublicPageRoute name={name} /> })),
  { path: '*', element: <NotFound /> },
];

function MatchedRoute() {
  return useRoutes(ROUTES);
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <DocumentTitle />
      <MatchedRoute />
    </Suspense>
  );
}

/** The router around the routes: BrowserRouter (ours: lib/app-browser-router.tsx) in the browser, a static one when prerendering. */
export type RouterComponent = ComponentType<{ children: ReactNode }>;

export function AppRouter({ Router = AppBrowserRouter }: { Router?: RouterComponent | undefined }) {
  return (
    <Router>
      <AppRoutes />
    </Router>
  );
}
