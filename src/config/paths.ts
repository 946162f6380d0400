/**
 * Every route of the app as data; components link with `paths.x.getHref()`, never a string.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  verifyOtp: { path: '/verify-otp', getHref: () => '/verify-otp' },
  profileSetup: { path: '/profile-setup', getHref: () => '/profile-setup' },
  addEmail: { path: '/add-email', getHref: () => '/add-email' },
  verifyEmailOtp: { path: '/verify-email-otp', getHref: () => '/verify-email-otp' },
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  verifyEmailToken: {
    path: '/verify-email/:token',
    getHref: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  healthCheck: { path: '/health-check', getHref: () => '/health-check' },
  devComponents: { path: '/dev/components', getHref: () => '/dev/components' },
  // Public marketing and legal pages (SPEC §2 links; their screens are not built yet).
  product: { path: '/product', getHref: (section?: string) => (section ? `/product/${section}` : '/product') },
  features: { path: '/features', getHref: (section?: string) => (section ? `/features/${section}` : '/features') },
  resources: { path: '/resources', getHref: (section?: string) => (section ? `/resources/${section}` : '/resources') },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  support: { path: '/support', getHref: (section?: string) => (section ? `/support/${section}` : '/support') },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  cookies: { path: '/cookies', getHref: () => '/cookies' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  cookiePolicy: { path: '/cookie-policy', getHref: () => '/cookie-policy' },
  security: { path: '/security', getHref: () => '/security' },
  help: { path: '/help', getHref: () => '/help' },
  contact: { path: '/contact', getHref: () => '/contact' },
  // The authenticated shell and the dashboard's navigation targets (SPEC §2).
  transactions: { path: '/transactions', getHref: () => '/transactions' },
  transactionDetail: { path: '/transactions/:id', getHref: (id: string) => `/transactions/${encodeURIComponent(id)}` },
  activity: { path: '/activity', getHref: () => '/activity' },
  pendingPayments: { path: '/pending-payments', getHref: () => '/pending-payments' },
  frequentPayments: { path: '/frequent-payments', getHref: () => '/frequent-payments' },
  accountDetail: { path: '/accounts/:id', getHref: (id: string) => `/accounts/${encodeURIComponent(id)}` },
  profile: { path: '/profile', getHref: () => '/profile' },
  profileEdit: { path: '/profile/edit', getHref: () => '/profile/edit' },
  settings: { path: '/settings', getHref: () => '/settings' },
  // Issue 17: the bell's list.
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  pay: { path: '/pay', getHref: () => '/pay' },
  payMerchant: {
    path: '/pay/:merchantId',
    /** `prefill`: one tap from Frequent payments (whole units and the method used last). */
    getHref: (merchantId: string, prefill?: { amount?: number; method?: string }) => {
      const query = new URLSearchParams();
      if (prefill?.amount) query.set('amount', String(prefill.amount));
      if (prefill?.method) query.set('method', prefill.method);
      const search = query.toString();
      return `/pay/${encodeURIComponent(merchantId)}${search ? `?${search}` : ''}`;
    },
  },
  wallet: { path: '/wallet', getHref: () => '/wallet' },
  scanPay: { path: '/scan-pay', getHref: () => '/scan-pay' },
  addWallet: { path: '/add-wallet', getHref: () => '/add-wallet' },
  businessTools: { path: '/business-tools', getHref: () => '/business-tools' },
  paymentResume: {
    path: '/payment/resume/:transactionId',
    getHref: (transactionId: string) => `/payment/resume/${encodeURIComponent(transactionId)}`,
  },
  // Issue 17: the public receipt a guest's SMS links to (the token comes from the server's link).
  receipt: {
    path: '/receipts/:paymentId',
    getHref: (paymentId: string, token: string) => `/receipts/${encodeURIComponent(paymentId)}?t=${encodeURIComponent(token)}`,
  },
  fees: { path: '/fees', getHref: () => '/fees' },
  compliance: { path: '/compliance', getHref: () => '/compliance' },
  developers: { path: '/developers', getHref: () => '/developers' },
  // Issue 34: the merchant's activation, and the back office (staff only, its own lazy chunk).
  activation: { path: '/activation', getHref: () => '/activation' },
  // Issue 35: the business's members, and the invites to the signed-in person's phone.
  members: { path: '/members', getHref: () => '/members' },
  invites: { path: '/invites', getHref: () => '/invites' },
  admin: { path: '/admin/*', getHref: (section?: string) => (section ? `/admin/${section}` : '/admin') },
} as const;
