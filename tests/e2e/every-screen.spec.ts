import { COLOUR_RULES, seriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { MEMBER_PAGES, VISITOR_PAGES } from './screens';
import { logInAs } from './support';

/**
 * Every screen on the narrowest phone, walked as a player moves through the app (one page load,
 * then the app's own navigation):
 * - it fits in every complete language: nothing scrolls sideways, every control is whole on
 *   screen (carousels and tab strips, which scroll by design, aside), and nothing in a header is
 *   taller than the header (a button wrapping onto three lines). The app's sizes scale with the
 *   width (1rem is 100 px of a 375 px design), so what fits at 360 fits wider;
 * - axe (WCAG 2.1 A and AA) finds nothing serious or critical in either theme, a screen reader's
 *   user and a player in bright sunlight included. The theme is the document's data-theme, as the
 *   side menu's switch sets it, so each screen is read in both without a second walk: every rule
 *   in the dark theme, and again in the light one those that depend on the colours.
 * A failure names the screen, and the rule or the control, and the first elements found.
 */
const WIDTH = 360;
const LANGUAGES = [
  { code: 'EN', lang: 'en', axe: true },
  { code: 'TY', lang: 'fil', axe: false },
];
const THEMES = [
  { theme: 'dark', rules: undefined },
  { theme: 'light', rules: COLOUR_RULES },
] as const;

async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    const scrollsSideways = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (p.classList.contains('banners__viewport')) return true;
        const overflowX = getComputedStyle(p).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll') && p.scrollWidth > p.clientWidth) return true;
      }
      return false;
    };
    const name = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40);
    for (const el of document.querySelectorAll('button, a[href], input, select, [role="button"]')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (scrollsSideways(el)) continue;
      if (box.left < -1 || box.right > width + 1)
        problems.push(`"${name(el)}" is cut (${Math.round(box.left)}..${Math.round(box.right)} of ${width})`);
    }
    for (const header of document.querySelectorAll('header')) {
      const bar = header.getBoundingClientRect();
      for (const el of header.querySelectorAll('button, a[href]')) {
        const box = el.getBoundingClientRect();
        if (box.height > 0 && (box.top < bar.top - 1 || box.bottom > bar.bottom + 1))
          problems.push(`"${name(el)}" is taller than its header (${Math.round(box.height)} px)`);
      }
    }
    return problems;
  });
}

/** The app's own navigation to `path` (its router follows the history), as a tap on a link would. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const [pathname, search = ''] = path.split('?');
  await expect.poll(() => page.evaluate(() => location.pathname + location.search)).toBe(search ? `${pathname}?${search}` : pathname);
}

/** axe's findings in each theme, once the 300 ms page fade and the first data have settled. */
async function violationsInEachTheme(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const { theme, rules } of THEMES) {
    await page.evaluate((chosen) => (document.documentElement.dataset.theme = chosen), theme);
    let problems = await seriousViolations(page, rules ? [...rules] : undefined);
    for (let tries = 0; problems.length > 0 && tries < 5; tries++) {
      await page.waitForTimeout(1_000);
      problems = await seriousViolations(page, rules ? [...rules] : undefined);
    }
    found.push(...problems.map((problem) => `${theme}: ${problem}`));
  }
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  return found;
}

async function walk(page: Page, paths: string[], lang: string, axe: boolean): Promise<void> {
  const violations: Record<string, string[]> = {};
  for (const path of paths) {
    await navigate(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('main')).toBeVisible();
    // Polled, so the page fade and the first data settle (on a busy machine too); a real problem stays and fails.
    await expect.poll(() => layoutProblems(page), { message: `${path} at ${WIDTH} px in ${lang}`, timeout: 10_000 }).toEqual([]);
    if (!axe) continue;
    const found = await violationsInEachTheme(page);
    if (found.length > 0) violations[path] = found;
  }
  expect(violations).toEqual({});
}

test.use({ viewport: { width: WIDTH, height: 780 } });

for (const { code, lang, axe } of LANGUAGES) {
  test.describe(`${WIDTH} px wide, in ${lang}${axe ? ', with axe in both themes' : ''}`, () => {
    test.setTimeout(420_000);
    /** The language the player chose in the side menu, as the app keeps it, from the next page load on. */
    const chooseLanguage = async (page: Page) => {
      await page.evaluate((language) => localStorage.setItem('language', JSON.stringify(language)), code);
      await page.reload();
    };

    test('every visitor screen, and the side menu open', async ({ page }) => {
      await page.goto('/m/home');
      await chooseLanguage(page);
      await walk(page, VISITOR_PAGES, lang, axe);
      await navigate(page, '/m/home');
      await page.locator('.home-header .icon-btn').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect.poll(() => layoutProblems(page), { message: `side menu at ${WIDTH} px in ${lang}`, timeout: 3_000 }).toEqual([]);
    });

    test('every member screen', async ({ page }) => {
      await logInAs(page);
      await chooseLanguage(page);
      await walk(page, MEMBER_PAGES, lang, axe);
    });
  });
}
