import sharp from 'sharp';
import { expect, type Page } from './fixtures';

/**
 * A player's identity-verification steps as the stories take them (kyc.spec.ts, ops-queues.spec.ts).
 * The sandbox verification provider decides by the name on the ID (server/vendors/kyc-sandbox):
 * one holding the word "retry" is rejected with RETRY, "manual" stays pending for a reviewer,
 * any other is approved.
 */

/** Photos a phone would take: a JPEG of the ID's front and back and a PNG selfie, real images the server can read. */
async function photos() {
  const picture = (background: string) => sharp({ create: { width: 640, height: 400, channels: 3, background } });
  return {
    front: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await picture('#2b5fa8').jpeg().toBuffer() },
    back: { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await picture('#8aa1c4').jpeg().toBuffer() },
    selfie: { name: 'selfie.png', mimeType: 'image/png', buffer: await picture('#c98b5e').png().toBuffer() },
  };
}

/** Picks the three photos (the popup's step 2, or registration's step 1) and waits for their previews. */
export async function choosePhotos(page: Page): Promise<void> {
  const { front, back, selfie } = await photos();
  await page.getByLabel('Front of your ID').setInputFiles(front);
  await page.getByLabel('Back of your ID').setInputFiles(back);
  await page.getByLabel('Selfie with your ID').setInputFiles(selfie);
  await expect(page.getByRole('img', { name: /^Chosen photo/ })).toHaveCount(3);
}

/** What the player is told once the photos are sent, on the way home. */
export async function expectPhotosSent(page: Page): Promise<void> {
  await expect(page.getByText('Thank you! Please wait while we review your documents.')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
}

export async function uploadPhotos(page: Page): Promise<void> {
  await choosePhotos(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectPhotosSent(page);
}

/** The popup's (or registration's) personal information step, for what registration did not ask. */
export async function fillPersonalInfo(page: Page, fullName: string): Promise<void> {
  await page.getByLabel('ID type').selectOption({ label: 'National ID (PhilSys)' });
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Occupation').selectOption({ label: 'Sales workers' });
  await page.getByLabel('Source of income').selectOption({ label: 'Self employed' });
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Reloads the verification screen until it shows `state` (the provider answers through a signed webhook). */
export async function waitForState(page: Page, state: string): Promise<void> {
  await page.goto('/m/member/verification');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: state })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}
