import type { MemberPermission } from '../../../../domain/members.ts';
import type { IconName } from '../../../components/ui/icon/Icon.tsx';
import { paths } from '../../../config/paths.ts';
import { matchesPattern, SHELL_PAGES, shellPageFor, type ShellNavId } from '../../../config/shell-pages.ts';

/** SPEC §3 navigation item. */
export interface NavigationItem {
  id: string;
  label: string;
  href: string;
  icon: IconName;
  badge?: string | number;
  badgeVariant?: 'default' | 'warning';
  active?: boolean;
  disabled?: boolean;
  children?: NavigationItem[];
}

/** SPEC §2 layout variant A: the sidebar of the authenticated shell; each item opens its shell page. */
export const SHELL_NAV_ITEMS: (NavigationItem & { id: ShellNavId })[] = [
  { id: 'dashboard', label: 'Dashboard', href: SHELL_PAGES.dashboard.path, icon: 'home' },
  { id: 'pay', label: 'Pay', href: SHELL_PAGES.pay.path, icon: 'card' },
  { id: 'wallet', label: 'Wallet', href: SHELL_PAGES.wallet.path, icon: 'wallet' },
  { id: 'activity', label: 'Activity', href: SHELL_PAGES.activity.path, icon: 'activity' },
  { id: 'business-tools', label: 'Business Tools', href: SHELL_PAGES.businessTools.path, icon: 'briefcase' },
  // Issue 34: SPEC's "Compliance" with its warning badge, shown to merchants; the badge until approved.
  { id: 'compliance', label: 'Compliance', href: SHELL_PAGES.activation.path, icon: 'alert', badgeVariant: 'warning' },
];

/**
 * Issue 35: the permission a member's role needs to see a sidebar item (domain/members.ts); an
 * item not named here is for everyone. Activity is a seller's own sales, so every role sees it.
 */
const NAV_PERMISSIONS: Partial<Record<ShellNavId, MemberPermission>> = {
  wallet: 'balance.read',
  activity: 'sales.own',
  'business-tools': 'links.read',
  compliance: 'business.manage',
};

/** Whether a role (through its `may`) sees a sidebar item. */
export function navItemShown(id: ShellNavId, may: (permission: MemberPermission) => boolean): boolean {
  const permission = NAV_PERMISSIONS[id];
  return permission === undefined || may(permission);
}

/** SPEC §2 shell footer links; Developers opens in a new tab. */
export const SHELL_FOOTER_LINKS = [
  { label: 'Help', href: paths.help.getHref() },
  { label: 'Contact Support', href: paths.support.getHref() },
  { label: 'Security', href: paths.security.getHref() },
  { label: 'Compliance', href: paths.compliance.getHref() },
  { label: 'Fees', href: paths.fees.getHref() },
  { label: 'Developers', href: paths.developers.getHref(), newTab: true },
] as const;

/**
 * Which sidebar item a path belongs to: its shell page's `navId` (config/shell-pages.ts), so a
 * detail page lights up its list's item. The public checkout /pay/{merchantId} (outside the
 * shell) belongs to Pay.
 */
export function activeNavId(pathname: string): ShellNavId | undefined {
  if (matchesPattern(paths.payMerchant.path, pathname)) return 'pay';
  return shellPageFor(pathname)?.navId;
}
