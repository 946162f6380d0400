import { StrictMode, type ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { theme } from '../theme/theme.ts';

/** Shows where the router ended up, so a test can assert a redirect or navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderRoutesOptions {
  /** Where the memory router starts, e.g. '/verify-otp' or { pathname, state }. */
  initialEntry?: InitialEntry;
  /** Paths that render only a LocationProbe, as navigation targets. */
  stubPaths?: string[];
  strict?: boolean;
  /** A client prepared by the test (e.g. holding a saved copy of a query). */
  queryClient?: QueryClient;
}

/**
 * Renders routes the way the app does (theme, a fresh React Query client, a data router), with
 * no retries so failures show at once.
 */
export function renderRoutes(routes: RouteObject[], options: RenderRoutesOptions = {}) {
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  const stubs = (options.stubPaths ?? []).map((path) => ({ path, element: <LocationProbe /> }));
  const router = createMemoryRouter([...routes, ...stubs], { initialEntries: [options.initialEntry ?? '/'] });
  const tree: ReactElement = (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
  return { ...render(options.strict ? <StrictMode>{tree}</StrictMode> : tree), router, queryClient };
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/**
 * Stubs `fetch` for /api/v1: answers are keyed 'METHOD /path' (path after /api/v1); a function
 * answer sees the call. Unknown calls answer 404. Returns the list of calls made.
 */
export function stubApi(answers: Record<string, FakeAnswer | ((call: RecordedCall) => FakeAnswer)>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = input.replace(/^\/api\/v1/, '');
      const method = init.method ?? 'GET';
      const headers = new Headers(init.headers);
      const call: RecordedCall = {
        method,
        path,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        authorization: headers.get('Authorization'),
      };
      calls.push(call);
      const answer = answers[`${method} ${path}`];
      const { status = 200, body = {} } = typeof answer === 'function' ? answer(call) : (answer ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}
