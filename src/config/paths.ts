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
} as const;
