import { paths } from '../../config/paths.ts';

export interface NavLink {
  label: string;
  href: string;
}

/** SPEC §2 public header. */
export const HEADER_LINKS: NavLink[] = [
  { label: 'Product', href: paths.product.getHref() },
  { label: 'Features', href: paths.features.getHref() },
  { label: 'Resources', href: paths.resources.getHref() },
  { label: 'Pricing', href: paths.pricing.getHref() },
];

/**
 * SPEC §2 footer. Issue 16: every link leads to a page that exists: the sections of /product,
 * /features and /resources are anchors on those pages; there is no blog, so no Blog link.
 */
export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'QR code payments', href: `${paths.product.getHref()}#qr-payments` },
      { label: 'Payment links', href: `${paths.product.getHref()}#payment-links` },
      { label: 'Payments API', href: `${paths.product.getHref()}#api` },
      { label: 'Payouts', href: `${paths.product.getHref()}#payouts` },
    ],
  },
  {
    title: 'Features',
    links: [
      { label: 'Orange Money', href: `${paths.features.getHref()}#orange-money` },
      { label: 'Africell Money', href: `${paths.features.getHref()}#africell-money` },
      { label: 'Bank transfers', href: `${paths.features.getHref()}#bank-transfers` },
      { label: 'Bank cards', href: `${paths.features.getHref()}#cards` },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Documentation', href: `${paths.resources.getHref()}#docs` },
      { label: 'Guides', href: `${paths.resources.getHref()}#guides` },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help centre', href: paths.help.getHref() },
      { label: 'Contact us', href: paths.contact.getHref() },
      { label: 'System status', href: paths.healthCheck.getHref() },
    ],
  },
];

/** SPEC §2 footer legal row. */
export const LEGAL_LINKS: NavLink[] = [
  { label: 'Privacy', href: paths.privacy.getHref() },
  { label: 'Terms', href: paths.terms.getHref() },
  { label: 'Cookies', href: paths.cookies.getHref() },
];

/** SPEC §2 minimal footer (sign-in and onboarding screens). */
export const MINIMAL_FOOTER_LINKS: NavLink[] = [
  { label: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
  { label: 'Terms of Service', href: paths.termsOfService.getHref() },
  { label: 'Cookie Policy', href: paths.cookiePolicy.getHref() },
  { label: 'Security', href: paths.security.getHref() },
  { label: 'Help', href: paths.help.getHref() },
  { label: 'Contact', href: paths.contact.getHref() },
];
