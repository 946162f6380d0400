import { paths } from './paths.ts';
import { matchesPattern, SHELL_PAGE_LIST } from './shell-pages.ts';

export { matchesPattern };

/**
 * The one table of page names. The shell header shows `title` (for `shell` pages) and the browser
 * tab, history and task switcher show `title · Salone Pay` for every page, so both always agree.
 * e2e/shell.spec.ts walks every row at 320, 360 and 768 px.
 */
export interface PageTitle {
  path: string;
  title: string;
  /** Inside the authenticated shell (its header shows the title). */
  shell: boolean;
  /** Public marketing, help and legal pages (issue 16): their own e2e walks them (axe, 360 px). */
  publicPage?: boolean;
}

export const APP_NAME = 'Salone Pay';

export const PAGE_TITLES: readonly PageTitle[] = [
  { path: paths.home.path, title: APP_NAME, shell: false },
  { path: paths.login.path, title: 'Sign in', shell: false },
  { path: paths.verifyOtp.path, title: 'Enter your code', shell: false },
  { path: paths.verifyEmailToken.path, title: 'Verify email', shell: false },
  { path: paths.profileSetup.path, title: 'Set up your profile', shell: false },
  { path: paths.addEmail.path, title: 'Add email', shell: false },
  { path: paths.verifyEmailOtp.path, title: 'Verify email', shell: false },
  { path: paths.verifyEmail.path, title: 'Verify email', shell: false },
  // The shell pages: their one table is config/shell-pages.ts (router, header title, sidebar).
  ...SHELL_PAGE_LIST.map(({ path, title }) => ({ path, title, shell: true })),
  // Public checkout (issue 10): outside the shell, open without an account.
  { path: paths.payMerchant.path, title: 'Checkout', shell: false },
  // Issue 17: the receipt a guest payer's SMS links to; public, outside the shell.
  { path: paths.receipt.path, title: 'Receipt', shell: false },
  { path: paths.healthCheck.path, title: 'Health check', shell: false },
  ...(
    [
      [paths.fees.path, 'Fees'],
      [paths.pricing.path, 'Pricing'],
      [paths.help.path, 'Help'],
      [paths.support.path, 'Support'],
      [paths.contact.path, 'Contact'],
      [paths.security.path, 'Security'],
      [paths.compliance.path, 'Compliance'],
      [paths.privacy.path, 'Privacy Policy'],
      [paths.privacyPolicy.path, 'Privacy Policy'],
      [paths.terms.path, 'Terms of Service'],
      [paths.termsOfService.path, 'Terms of Service'],
      [paths.cookies.path, 'Cookie Policy'],
      [paths.cookiePolicy.path, 'Cookie Policy'],
      [paths.product.path, 'Product'],
      [paths.features.path, 'Features'],
      [paths.resources.path, 'Resources'],
      [paths.register.path, 'Create an account'],
      [paths.developers.path, 'Developers'],
    ] as const
  ).map(([path, title]) => ({ path, title, shell: false, publicPage: true })),
  { path: paths.devComponents.path, title: 'Design system', shell: false },
];

export function pageTitleFor(pathname: string): PageTitle | undefined {
  return PAGE_TITLES.find((page) => matchesPattern(page.path, pathname));
}

/** "Pending payments · Salone Pay"; an unknown address is "Page not found". */
export function documentTitleFor(pathname: string): string {
  const title = pageTitleFor(pathname)?.title ?? 'Page not found';
  return title === APP_NAME ? APP_NAME : `${title} · ${APP_NAME}`;
}
