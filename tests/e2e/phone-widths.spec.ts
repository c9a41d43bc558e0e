import { expect, test, type Page } from './fixtures';
import { MEMBER_PAGES, VISITOR_PAGES } from './screens';
import { logInAs } from './support';

/**
 * Every screen fits a cheap phone in every complete language: nothing scrolls sideways, every
 * control is whole on screen (carousels and tab strips, which scroll by design, aside), and
 * nothing in a header is taller than the header (a button wrapping onto three lines).
 */
// The narrowest phone only: the app's sizes scale with the screen's width (1rem is 100 px of a 375 px
// design), so what fits at 360 fits wider; the stories themselves all run at 390.
const WIDTHS = [360];
const LANGUAGES = [
  { code: 'EN', lang: 'en' },
  { code: 'TY', lang: 'fil' },
];
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

async function checkPages(page: Page, paths: string[], width: number, lang: string) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('main')).toBeVisible();
    // Polled, so the 300 ms page fade and the first data settle (on a busy machine too); a real problem stays and fails.
    await expect.poll(() => layoutProblems(page), { message: `${path} at ${width} px in ${lang}`, timeout: 10_000 }).toEqual([]);
  }
}

for (const width of WIDTHS) {
  for (const { code, lang } of LANGUAGES) {
    test.describe(`${width} px wide, in ${lang}`, () => {
      test.use({ viewport: { width, height: 780 } });
      test.setTimeout(120_000);
      /** The language the player chose in the side menu, as the app keeps it. */
      const chooseLanguage = (page: Page) => page.evaluate((language) => localStorage.setItem('language', JSON.stringify(language)), code);

      test('every visitor screen fits, with the side menu open too', async ({ page }) => {
        await page.goto('/m/home');
        await chooseLanguage(page);
        await checkPages(page, VISITOR_PAGES, width, lang);
        await page.goto('/m/home');
        await page.locator('.home-header .icon-btn').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expect.poll(() => layoutProblems(page), { message: `side menu at ${width} px in ${lang}`, timeout: 3_000 }).toEqual([]);
      });

      test('every member screen fits', async ({ page }) => {
        await logInAs(page);
        await chooseLanguage(page);
        await checkPages(page, MEMBER_PAGES, width, lang);
      });
    });
  }
}
