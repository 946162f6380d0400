import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.ts';

/** Every route module is lazy, so the first screen downloads only its own code. */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    lazy: async () => ({ Component: (await import('./routes/home.tsx')).default }),
  },
  {
    path: paths.login.path,
    lazy: async () => ({ Component: (await import('./routes/login.tsx')).default }),
  },
  {
    path: paths.verifyOtp.path,
    lazy: async () => ({ Component: (await import('./routes/verify-otp.tsx')).default }),
  },
  {
    path: paths.verifyEmailToken.path,
    lazy: async () => ({ Component: (await import('./routes/verify-email-token.tsx')).default }),
  },
  {
    // SPEC §2: one guard for the signed-in screens; signed out → /login.
    lazy: async () => ({ Component: (await import('./layouts/protected-layout.tsx')).default }),
    children: [
      {
        path: paths.dashboard.path,
        lazy: async () => ({ Component: (await import('./routes/dashboard.tsx')).default }),
      },
      {
        path: paths.profileSetup.path,
        lazy: async () => ({ Component: (await import('./routes/profile-setup.tsx')).default }),
      },
      {
        path: paths.addEmail.path,
        lazy: async () => ({ Component: (await import('./routes/add-email.tsx')).default }),
      },
      {
        path: paths.verifyEmailOtp.path,
        lazy: async () => ({ Component: (await import('./routes/verify-email-otp.tsx')).default }),
      },
      {
        path: paths.verifyEmail.path,
        lazy: async () => ({ Component: (await import('./routes/verify-email.tsx')).default }),
      },
    ],
  },
  {
    path: paths.healthCheck.path,
    lazy: async () => ({ Component: (await import('./routes/health-check.tsx')).default }),
  },
  {
    path: paths.devComponents.path,
    lazy: async () => ({ Component: (await import('./routes/dev-components.tsx')).default }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).default }),
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
