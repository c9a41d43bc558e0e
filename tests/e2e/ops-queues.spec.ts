import sharp from 'sharp';
import { consolePage } from './console';
import { expect, kycPopup, test, type Page } from './fixtures';
import { fillPersonalInfo, uploadPhotos, waitForState } from './kyc-steps';
import { ops } from './ops';
import { requestWithdrawal, setUpPayouts } from './payouts';
import { newPlayer, registerNewPlayer } from './players';
import { depositWithGcash } from './support';

/**
 * The console's work queues (issue 15): a cashier credits a bank transfer after seeing its
 * receipt, a KYC reviewer turns down an identity check with a retry, and a support agent who may
 * look at withdrawals cannot approve one, on the screen or past it. Other stories run beside
 * these, so each console finds its player's item by the player filter.
 */

// A new player's steps and a new staff member's enrolment: longer than one screen's story.
test.describe.configure({ timeout: 120_000 });

/** The console's queue at `path`, listing only `username`'s items. */
async function queueOf(console: Page, path: string, username: string): Promise<void> {
  await console.goto(path);
  const filters = console.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Player').fill(username);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
}

test('a cashier approves a player’s manual deposit and the player’s balance rises', async ({ page, browser }) => {
  const player = newPlayer();
  await registerNewPlayer(page, player);
  await page.goto('/m/voucherCenter');
  await page.getByRole('tab', { name: 'Bank transfer' }).click();
  await page.getByLabel('Bank').selectOption({ label: 'BDO Unibank' });
  await page.getByLabel('Amount (₱)').fill('1500');
  await page.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(page).toHaveURL(/\/m\/depositResult\?depositId=D\d+/);
  const depositId = new URL(page.url()).searchParams.get('depositId')!;
  const slip = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#f4f4f4' } })
    .png()
    .toBuffer();
  await page.getByLabel('Receipt image').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: slip });
  await page.getByLabel('Transfer reference number').fill('IP 2026 1126');
  await page.getByRole('button', { name: 'Upload receipt' }).click();
  await expect(page.getByText('Receipt received, waiting for approval')).toBeVisible();

  const cashier = await consolePage(browser, ['cashier']);
  await queueOf(cashier.page, '/ops/queues/deposits', player.username);
  await cashier.page.getByRole('button', { name: depositId, exact: true }).click();
  const panel = cashier.page.getByRole('region', { name: `Deposit ${depositId}` });
  await expect(panel.getByText('IP 2026 1126')).toBeVisible();
  // The receipt the player uploaded, read with the staff session and decoded by the browser.
  const receipt = panel.getByRole('img', { name: `Receipt of ${depositId}` });
  await expect(receipt).toBeVisible();
  await expect.poll(() => receipt.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(60);
  await panel.getByRole('button', { name: 'Approve' }).click();
  await panel.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(cashier.page.getByText(`${depositId} was approved.`)).toBeVisible();
  await expect(cashier.page.getByRole('button', { name: depositId, exact: true })).toHaveCount(0);
  await cashier.context.close();

  await page.goto('/m/home');
  await expect(page.getByLabel('Balance').first()).toHaveText('₱1,500.00');
});

test('a KYC reviewer rejects with resubmission and the player sees the reason', async ({ page, browser }) => {
  // This story is about the verification popup: it must not be put off.
  await page.removeLocatorHandler(kycPopup(page));
  const player = newPlayer();
  await registerNewPlayer(page, player);
  const popup = kycPopup(page);
  await popup.getByRole('button', { name: 'Go' }).click();
  await popup.getByLabel('Birthday').fill('1994-08-21');
  await popup.getByLabel('Current address').fill('12 Mabini St, Barangay Kamuning, Quezon City');
  await popup.getByLabel('Permanent address').fill('12 Mabini St, Barangay Kamuning, Quezon City');
  await popup.getByLabel('Place of birth').fill('Quezon City');
  // "Manual": the sandbox provider leaves the check to a reviewer.
  await fillPersonalInfo(page, 'Juan Manual Cruz');
  await uploadPhotos(page);

  const reviewer = await consolePage(browser, ['kycReviewer']);
  await queueOf(reviewer.page, '/ops/queues/kyc', player.username);
  await reviewer.page
    .getByRole('table')
    .getByRole('button', { name: /^K\d+$/ })
    .click();
  const panel = reviewer.page.getByRole('region', { name: /^KYC case K\d+$/ });
  await expect(panel.getByRole('region', { name: 'ID documents' }).getByRole('img')).toHaveCount(3);
  await panel.getByRole('button', { name: 'Reject' }).click();
  await expect(panel.getByLabel('The player may send the documents again')).toBeChecked();
  await panel.getByLabel('Reason (the player reads it)').fill('The selfie does not show your face clearly.');
  await panel.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(reviewer.page.getByText(/^K\d+ was rejected\.$/)).toBeVisible();
  await reviewer.context.close();

  await waitForState(page, 'Not approved');
  await expect(page.getByText('The selfie does not show your face clearly.')).toBeVisible();
  await expect(page.getByText('You may send your documents again.')).toBeVisible();
  await page.getByRole('button', { name: 'Send again' }).click();
  await popup.getByRole('button', { name: 'Go' }).click();
  await fillPersonalInfo(page, 'Juan Manual Cruz');
  await uploadPhotos(page);
});

test('a member of staff without the permission cannot approve a withdrawal', async ({ page, browser }) => {
  const player = newPlayer();
  await registerNewPlayer(page, player);
  await depositWithGcash(page, '2000');
  await ops('verify-kyc', player.username, '--name', 'Juan Dela Cruz');
  await page.goto('/m/withdraw');
  await setUpPayouts(page, player.password);
  await requestWithdrawal(page, '1500');

  const agent = await consolePage(browser, ['supportAgent']);
  await queueOf(agent.page, '/ops/queues/withdrawals', player.username);
  const open = agent.page.getByRole('table').getByRole('button', { name: /^W\d+$/ });
  const withdrawalId = (await open.textContent())!;
  await open.click();
  const panel = agent.page.getByRole('region', { name: `Withdrawal ${withdrawalId}` });
  await expect(panel.getByText('JUAN DELA CRUZ')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The server refuses it too, to the same session going past the screen.
  const [token, device] = await agent.page.evaluate(() => [sessionStorage.getItem('opsToken'), localStorage.getItem('opsDevice')]);
  const headers = { authorization: `Bearer ${token}`, 'x-staff-device': device ?? '' };
  const refused = await agent.page.request.post(`/ops/api/queues/withdrawals/${withdrawalId}/approve`, { headers, data: {} });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('FORBIDDEN');
  const still = await agent.page.request.get(`/ops/api/queues/withdrawals/${withdrawalId}`, { headers });
  expect((await still.json()).value.status).toBe('pending');
  await agent.context.close();
});
