import { seriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { MEMBER_PAGES, VISITOR_PAGES } from './screens';
import { logInAs } from './support';

/**
 * Every screen, in both themes, as axe (WCAG 2.1 A and AA) reads it: no serious or critical
 * violation, a screen reader's user and a player in bright sunlight included. A failure names
 * the rule, the screen and the first elements it found.
 */
const THEMES = ['dark', 'light'] as const;

/** Every screen's violations (none when it passes), so one run names them all. */
async function checkScreens(page: Page, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    // The 300 ms page fade and the first data: read again until the screen has settled.
    let problems = await seriousViolations(page);
    for (let tries = 0; problems.length > 0 && tries < 5; tries++) {
      await page.waitForTimeout(1_000);
      problems = await seriousViolations(page);
    }
    if (problems.length > 0) found[path] = problems;
  }
  expect(found).toEqual({});
}

for (const theme of THEMES) {
  test.describe(`in the ${theme} theme`, () => {
    test.setTimeout(180_000);
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('theme', JSON.stringify(chosen)), theme);
    });

    test('every visitor screen passes axe', async ({ page }) => {
      await checkScreens(page, VISITOR_PAGES);
    });

    test('every member screen passes axe', async ({ page }) => {
      await logInAs(page);
      await checkScreens(page, MEMBER_PAGES);
    });
  });
}
