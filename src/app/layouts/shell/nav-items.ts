import type { IconName } from '../../../components/ui/icon/Icon.tsx';
import { paths } from '../../../config/paths.ts';

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

/** SPEC §2 layout variant A: the sidebar of the authenticated shell. */
export const SHELL_NAV_ITEMS: NavigationItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: paths.dashboard.getHref(), icon: 'home' },
  { id: 'pay', label: 'Pay', href: paths.pay.getHref(), icon: 'card' },
  { id: 'wallet', label: 'Wallet', href: paths.wallet.getHref(), icon: 'wallet' },
  { id: 'activity', label: 'Activity', href: paths.activity.getHref(), icon: 'activity' },
  { id: 'business-tools', label: 'Business Tools', href: paths.businessTools.getHref(), icon: 'briefcase' },
];

/** SPEC §2 shell footer links; Developers opens in a new tab. */
export const SHELL_FOOTER_LINKS = [
  { label: 'Help', href: paths.help.getHref() },
  { label: 'Contact Support', href: paths.support.getHref() },
  { label: 'Security', href: paths.security.getHref() },
  { label: 'Compliance', href: paths.compliance.getHref() },
  { label: 'Fees', href: paths.fees.getHref() },
  { label: 'Developers', href: paths.developers.getHref(), newTab: true },
] as const;

/** Which sidebar item a path belongs to (detail pages light up their list's item). */
export function activeNavId(pathname: string): string | undefined {
  if (pathname.startsWith('/transactions') || pathname.startsWith('/activity') || pathname.startsWith('/pending-payments')) return 'activity';
  if (pathname.startsWith('/accounts') || pathname.startsWith('/wallet') || pathname.startsWith('/add-wallet')) return 'wallet';
  if (pathname.startsWith('/pay') || pathname.startsWith('/scan-pay') || pathname.startsWith('/frequent-payments')) return 'pay';
  if (pathname.startsWith('/business-tools')) return 'business-tools';
  if (pathname.startsWith('/dashboard')) return 'dashboard';
  return undefined;
}
