import { expect, test, type Page } from '@playwright/test';
import { documentTitleFor } from '../src/config/page-titles.ts';
import { settledLanding, walkTest, WALKED_ROUTES } from './routes.ts';

/**
 * The shell fits a phone: every route of the page table (src/config/page-titles.ts) at 320, 360
 * and 768 px. No page scrolls sideways; nothing in the header overlaps; Exit Preview covers no
 * link or control; the tab title names the page from the same table as the header title; one h1,
 * and on phones one visible title.
 */

/** Pairs of header parts (controls and the title) whose boxes overlap, and parts outside the screen. */
async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return [];
    const parts = Array.from(header.querySelectorAll<HTMLElement>('a, button, [data-testid="shell-title"], [role="status"]'))
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName, box: el.getBoundingClientRect() }));
    const problems: string[] = [];
    for (const [i, a] of parts.entries()) {
      if (a.box.left < -0.5 || a.box.right > window.innerWidth + 0.5) problems.push(`${a.name} is outside the screen`);
      for (const b of parts.slice(i + 1)) {
        const overlapX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const overlapY = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (overlapX > 0.5 && overlapY > 0.5) problems.push(`${a.name} overlaps ${b.name}`);
      }
    }
    return problems;
  });
}

/** Links and controls in view whose centre is covered by the Exit Preview button. */
async function coveredByExitPreview(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const exit = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Exit Preview');
    if (!exit) return ['no Exit Preview button'];
    const covered: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"], [tabindex="0"]'))) {
      if (el === exit || exit.contains(el)) continue;
      // Not shown at all: a closed <details>' content still has a box (its slot is
      // content-visibility: hidden), wherever the page's loading state puts it, and what is hit at
      // that point is whatever is drawn there. Seen: /transactions at 768 px while its list loaded.
      if (!el.checkVisibility()) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      if (top && (top === exit || exit.contains(top))) covered.push(el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
    }
    return covered;
  });
}

// One test per route and width (the route table's rows, e2e/routes.ts): workers share them, and a
// failure names its page.
for (const width of [320, 360, 768]) {
  walkTest.describe(`every page fits at ${width} px: no sideways scroll, header in order, nothing under Exit Preview, titled`, () => {
    for (const route of WALKED_ROUTES) {
      walkTest(`${route.path} at ${width} px`, async ({ visitRoute }) => {
        // A page load and the checks; generous for a busy 2-core machine.
        walkTest.setTimeout(120_000);
        const { entry, url, page: target } = await visitRoute(route, { width, height: 740 });
        const problems: string[] = [];
        await target.goto(url);
        await expect(target.locator('h1'), url).toHaveCount(1);
        await expect(target.locator('h1'), url).toBeVisible();
        const landed = await settledLanding(target, url);
        await expect(target, `${url} → ${landed}`).toHaveTitle(documentTitleFor(landed));
        if (landed === url) expect(await target.title()).toBe(entry.title === 'Salone Pay' ? 'Salone Pay' : `${entry.title} · Salone Pay`);

        const scroll = await target.evaluate(() => ({ content: document.documentElement.scrollWidth, viewport: window.innerWidth }));
        if (scroll.content > scroll.viewport) problems.push(`${url}: ${scroll.content} px wide at ${scroll.viewport} px`);
        for (const problem of await headerProblems(target)) problems.push(`${url}: ${problem}`);

        if (entry.shell && landed === url) {
          const shellTitle = target.getByTestId('shell-title');
          // Phones show one title (the page's h1); from 768 px the header names the page too.
          if (width < 768) await expect(shellTitle, url).toBeHidden();
          else await expect(shellTitle, url).toHaveText(entry.title);
        }

        if (width === 360) await target.screenshot({ path: test.info().outputPath(`${entry.path.replace(/[/:]+/g, '_')}-360.png`) });
        for (const at of ['top', 'bottom'] as const) {
          await target.evaluate((where: string) => window.scrollTo(0, where === 'top' ? 0 : document.documentElement.scrollHeight), at);
          for (const name of await coveredByExitPreview(target)) problems.push(`${url} (${at}): Exit Preview covers "${name}"`);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
