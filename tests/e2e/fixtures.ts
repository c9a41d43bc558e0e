import { test as base } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * Every story starts as a player who already accepted the terms overlay in this browser
 * session (SPEC: remembered per session as agreeTerms); terms-overlay.spec.ts meets it afresh.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => sessionStorage.setItem('agreeTerms', 'true'));
    await use(page);
  },
});
