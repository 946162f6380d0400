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
} as const;
