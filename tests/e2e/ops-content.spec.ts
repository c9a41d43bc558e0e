import sharp from 'sharp';
import { consolePage } from './console';
import { expect, test } from './fixtures';

/**
 * The console's content (issue 15): a content editor's banner, with a picture uploaded from their
 * computer, is on the player's home at their next visit; no restart between. The banner is deleted
 * at the end, so the stories that count home's banners (home-banners.spec.ts) meet the seeded three
 * whatever the order the stories run in.
 */

// A new staff member's enrolment, then two screens' work.
test.describe.configure({ timeout: 120_000 });

test('a content editor publishes a banner that appears on the player’s home', async ({ page, browser }) => {
  const title = `Fiesta ${Date.now().toString(36)}`;
  const picture = await sharp({ create: { width: 750, height: 300, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const { page: console, context } = await consolePage(browser, ['contentEditor']);
  let made = false;
  try {
    await console.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Announcements and banners' }).click();
    await console.getByRole('button', { name: 'New banner' }).click();
    const form = console.getByRole('form', { name: 'New banner' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Link (optional)').fill('/m/activity');
    await form.getByLabel('Picture').setInputFiles({ name: 'fiesta.png', mimeType: 'image/png', buffer: picture });
    // The chosen file is previewed before it is sent.
    await expect(form.getByRole('img', { name: 'Picture preview' })).toHaveJSProperty('naturalWidth', 750);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    made = true;
    const row = console.getByRole('row').filter({ has: console.getByRole('cell', { name: title, exact: true }) });
    await expect(row).toContainText('Draft');

    // Not yet published: the player's home has not got it.
    await page.goto('/m/home');
    const banners = page.getByRole('region', { name: 'Promotions banner' });
    await expect(banners.getByRole('button', { name: 'Welcome bonus 100%' })).toBeVisible();
    await expect(banners.getByRole('button', { name: title })).toHaveCount(0);

    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(row).toContainText('Published');

    await page.reload();
    const slide = banners.getByRole('button', { name: title });
    await expect(slide).toBeVisible();
    // The uploaded picture itself, loaded from its public address.
    const image = slide.getByRole('img', { name: title });
    await expect(image).toHaveAttribute('src', /^\/wps\/banner\/\d+-[0-9a-f]{16}\.png$/);
    await expect(image).toHaveJSProperty('naturalWidth', 750);
  } finally {
    // Whatever happened, no banner of this story stays for the others' homes.
    if (made) {
      await console.getByRole('button', { name: `Delete ${title}` }).click();
      await console
        .getByRole('form', { name: `Delete ${title}` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(console.getByRole('cell', { name: title, exact: true })).toHaveCount(0);
    }
    await context.close();
  }
  await page.reload();
  await expect(page.getByRole('region', { name: 'Promotions banner' }).getByRole('button', { name: title })).toHaveCount(0);
});
