import { expect, test, type Page } from './fixtures';

// The banner's motion as most phones show it (the other stories run with animations removed).
test.use({ reducedMotion: 'no-preference' });

/** The banner a player sees: the picture in the middle of the banner box. */
function bannerShown(page: Page): Promise<string | null> {
  return page.getByRole('region', { name: 'Promotions banner' }).evaluate((region) => {
    const box = region.getBoundingClientRect();
    const picture = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return picture instanceof HTMLImageElement ? picture.alt || '(a copy)' : null;
  });
}

test('the home banner moves on every five seconds and, after the last, comes round to the first', async ({ page }) => {
  await page.clock.install();
  await page.goto('/m/home');
  await expect.poll(() => bannerShown(page)).toBe('Welcome bonus 100%');
  await page.clock.runFor(5_000);
  await expect.poll(() => bannerShown(page)).toBe('Perlas ng Silangan');
  await page.clock.runFor(5_000);
  await expect.poll(() => bannerShown(page)).toBe('Color Game Fridays');
  await page.clock.runFor(5_000);
  await expect.poll(() => bannerShown(page)).toBe('Welcome bonus 100%');
  // Round again: the carousel really is back at the start, not stuck on a copy at the end.
  await page.clock.runFor(5_000);
  await expect.poll(() => bannerShown(page)).toBe('Perlas ng Silangan');
});

test('a player drags the banner sideways, both ways, past either end', async ({ page }) => {
  await page.goto('/m/home');
  await expect.poll(() => bannerShown(page)).toBe('Welcome bonus 100%');
  const box = (await page.getByRole('region', { name: 'Promotions banner' }).boundingBox())!;
  const input = await page.context().newCDPSession(page);
  // A drag over 60% of a banner, as the browser's own scrolling takes it (headless Chromium scrolls
  // for a pointer's gesture, not for a touch one); snapping finishes the move to the neighbour.
  const swipe = (pages: number) =>
    input.send('Input.synthesizeScrollGesture', {
      x: Math.round(box.x + box.width / 2),
      y: Math.round(box.y + box.height / 2),
      xDistance: Math.round(-pages * box.width * 0.6),
      yDistance: 0,
      gestureSourceType: 'mouse',
    });
  await swipe(-1);
  await expect.poll(() => bannerShown(page)).toBe('Color Game Fridays');
  await swipe(1);
  await expect.poll(() => bannerShown(page)).toBe('Welcome bonus 100%');
});

test('tapping a banner follows its link', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Welcome bonus 100%' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
});
