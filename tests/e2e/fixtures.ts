import { test as base, type Page } from '@playwright/test';
import { followCaptchas } from './outbox';

export { expect, type Page } from '@playwright/test';

/** The KYC popup (SPEC §2, §4), which offers itself on home to every new player who has not verified. */
export const kycPopup = (page: Page) => page.getByRole('dialog', { name: 'Verify your identity' });

/** The operator's login pop-ups on home (announcement type PU), each shown once to a player. */
export const loginPopup = (page: Page) => page.locator('.login-popup');

/**
 * Every story starts as a player who already accepted the terms overlay in this browser
 * session (SPEC: remembered per session as agreeTerms); terms-overlay.spec.ts meets it afresh.
 * A story's new player puts off the KYC popup ('Verify later') whenever it gets in the way;
 * kyc.spec.ts, which is about it, removes that handler. A login pop-up is acknowledged the same
 * way (login-popups.spec.ts meets it itself).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    followCaptchas(page);
    await page.addInitScript(() => sessionStorage.setItem('agreeTerms', 'true'));
    await page.addLocatorHandler(kycPopup(page), async (popup) => {
      await popup.getByRole('button', { name: 'Verify later' }).click();
    });
    // Its one button, in whichever language the story plays in.
    await page.addLocatorHandler(loginPopup(page), async (popup) => {
      await popup.getByRole('button').click();
    });
    await use(page);
  },
});
