import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { routeVisits } from './routes.ts';

/**
 * axe on every route of the page table (src/config/page-titles.ts), with WCAG 2 A/AA (colour
 * contrast included) and axe's best-practice rules (one h1, unique landmarks, names that contain
 * the visible text…): 0 violations, at phone and desktop width. The app has one (light) theme.
 */
for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`every route passes axe (WCAG 2 A/AA and best practices) at ${viewport.width} px`, async ({ page, browser, request }) => {
    // Every route of the page table, each loaded and checked: about 40 routes since the money screens landed.
    test.setTimeout(480_000);
    const { visits, close } = await routeVisits(browser, page, request, viewport);
    const violations: string[] = [];
    for (const { url, page: target } of visits) {
      await target.goto(url);
      await expect(target.locator('h1'), url).toBeVisible();
      await target.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page: target }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      for (const v of results.violations) violations.push(`${url}: ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
    }
    await close();
    expect(violations).toEqual([]);
  });
}
