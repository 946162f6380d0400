import { paths } from './paths.ts';

/** The sidebar items of the authenticated shell (SPEC §2 layout variant A). */
export type ShellNavId = 'dashboard' | 'pay' | 'wallet' | 'activity' | 'business-tools' | 'compliance';

/**
 * THE ONE TABLE of the pages inside the authenticated shell: the router mounts one route per row
 * (app/router.tsx), the shell header shows its `title` (and the browser tab, via page-titles.ts),
 * and the sidebar lights up its `navId` (app/layouts/shell/nav-items.ts). A page is matched by its
 * path pattern segment by segment, so `/pay` is `/pay` and never `/payment/resume/…`.
 */
export const SHELL_PAGES = {
  dashboard: { path: paths.dashboard.path, title: 'Dashboard', navId: 'dashboard' },
  transactions: { path: paths.transactions.path, title: 'Transactions', navId: 'activity' },
  transactionDetail: { path: paths.transactionDetail.path, title: 'Transaction', navId: 'activity' },
  activity: { path: paths.activity.path, title: 'Activity', navId: 'activity' },
  pendingPayments: { path: paths.pendingPayments.path, title: 'Pending payments', navId: 'activity' },
  frequentPayments: { path: paths.frequentPayments.path, title: 'Frequent payments', navId: 'pay' },
  accountDetail: { path: paths.accountDetail.path, title: 'Account', navId: 'wallet' },
  profile: { path: paths.profile.path, title: 'Profile', navId: undefined },
  profileEdit: { path: paths.profileEdit.path, title: 'Edit profile', navId: undefined },
  settings: { path: paths.settings.path, title: 'Settings', navId: undefined },
  notifications: { path: paths.notifications.path, title: 'Notifications', navId: undefined },
  // Later payment work (SPEC §2 navigation targets): a clear Coming Soon inside the shell.
  pay: { path: paths.pay.path, title: 'Pay', navId: 'pay' },
  wallet: { path: paths.wallet.path, title: 'Wallet', navId: 'wallet' },
  scanPay: { path: paths.scanPay.path, title: 'Scan & Pay', navId: 'pay' },
  addWallet: { path: paths.addWallet.path, title: 'Add Wallet', navId: 'wallet' },
  businessTools: { path: paths.businessTools.path, title: 'Business Tools', navId: 'business-tools' },
  // Reached from Pending payments (its Resume button), so it lights up Activity like that list.
  paymentResume: { path: paths.paymentResume.path, title: 'Resume payment', navId: 'activity' },
  // Issue 34: the merchant's activation, SPEC's sidebar "Compliance" item.
  activation: { path: paths.activation.path, title: 'Activation', navId: 'compliance' },
  // Issue 35: teams.
  members: { path: paths.members.path, title: 'Members', navId: undefined },
  invites: { path: paths.invites.path, title: 'Invites', navId: undefined },
} as const satisfies Record<string, { path: string; title: string; navId: ShellNavId | undefined }>;

export type ShellPageKey = keyof typeof SHELL_PAGES;

export interface ShellPage {
  key: ShellPageKey;
  path: string;
  title: string;
  navId: ShellNavId | undefined;
}

export const SHELL_PAGE_LIST: readonly ShellPage[] = (Object.keys(SHELL_PAGES) as ShellPageKey[]).map((key) => ({ key, ...SHELL_PAGES[key] }));

/** True when `pattern` ("/transactions/:id") matches `pathname` segment by segment. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

export function shellPageFor(pathname: string): ShellPage | undefined {
  return SHELL_PAGE_LIST.find((page) => matchesPattern(page.path, pathname));
}

/** The shell header's title for a path (the same words as the tab title). */
export function shellTitleFor(pathname: string): string {
  return shellPageFor(pathname)?.title ?? 'Salone Pay';
}
