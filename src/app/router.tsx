import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.ts';

/** Every route module is lazy, so the first screen downloads only its own code. */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    lazy: async () => ({ Component: (await import('./routes/landing.tsx')).default }),
  },
  {
    path: paths.healthCheck.path,
    lazy: async () => ({ Component: (await import('./routes/health-check.tsx')).default }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).default }),
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
