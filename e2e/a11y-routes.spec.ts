import { axeBuilder } from './axe.ts';
import { expect } from '@playwright/test';
import { settledLanding, walkTest, WALKED_ROUTES } from './routes.ts';

/**
 * axe on every route of the page table (src/config/page-titles.ts), with WCAG 2 A/AA (colour
 * contrast included) and axe's best-practice rules (one h1, unique landmarks, names that contain
 * the visible text…): 0 violations, at phone and desktop width. The app has one (light) theme.
 */
// One test per route and width (the route table's rows, e2e/routes.ts): workers share them, and a
// failure names its page.
for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  walkTest.describe(`every route passes axe (WCAG 2 A/AA and best practices) at ${viewport.width} px`, () => {
    for (const route of WALKED_ROUTES) {
      walkTest(`${route.path} at ${viewport.width} px`, async ({ visitRoute }) => {
        // A page load, networkidle and axe; generous for a busy 2-core machine.
        walkTest.setTimeout(120_000);
        const { url, page: target } = await visitRoute(route, viewport);
        await target.goto(url);
        await expect(target.locator('h1'), url).toBeVisible();
        // The page itself, not its loading screen (which has an h1 too), where it settles.
        await settledLanding(target, url);
        await target.waitForLoadState('networkidle');
        const results = await axeBuilder(target).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const violations = results.violations.map((v) => `${url}: ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
        expect(violations).toEqual([]);
      });
    }
  });
}
