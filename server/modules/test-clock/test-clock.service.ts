/**
 * The e2e server's movable clock (issue 20). The sign-in code's 60 s resend rule is the SERVER's,
 * so a browser-only fake clock (Playwright's page.clock) cannot show a resend going through
 * without waiting a real minute. With E2E_TEST_CLOCK=true (set only by e2e/playwright.config.ts)
 * the auth services read `real time + offset`, and the e2e moves the offset forward through
 * POST /api/v1/dev/clock.
 *
 * Why it cannot reach production: config.ts refuses E2E_TEST_CLOCK with NODE_ENV=production, and
 * app.ts builds this clock only in local mode with that flag; without it the route does not exist
 * (404) and every service reads the plain clock. The route answers only this machine (loopback, no
 * forwarding headers, as the development outbox). It only moves forward, by at most an hour a call.
 */
export interface TestClock {
  now: () => Date;
  /** Moves the clock forward; returns the total offset in seconds. */
  advance: (seconds: number) => number;
}

export { TEST_CLOCK_MAX_STEP_SECONDS } from '../../../domain/api/dev.ts';

export function createTestClock(base: () => Date): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    advance(seconds) {
      offsetMs += Math.round(seconds * 1000);
      return offsetMs / 1000;
    },
  };
}
