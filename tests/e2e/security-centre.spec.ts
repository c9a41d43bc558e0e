import { expect, test, type Page } from './fixtures';
import { ops } from './ops';
import { newPlayer, registerNewPlayer } from './players';

/**
 * A player secures the account from the member centre's security centre (payment password,
 * security questions, a GCash wallet), forgets the payment password, resets it by answering the
 * questions, and withdraws with the new one; the old one no longer works.
 */
const FIRST_PIN = '482915';
const NEW_PIN = '730164';
const ANSWERS = [
  { question: 'What was the name of your first pet?', answer: 'Bantay' },
  { question: 'What is the name of the street where you grew up?', answer: 'Sto. Tomas St' },
  { question: 'What was the brand of your first mobile phone?', answer: 'Nokia' },
];

async function depositWithGcash(page: Page, pesos: string): Promise<void> {
  await page.goto('/m/voucherCenter');
  await page.getByLabel('Amount (₱)').fill(pesos);
  await page.getByRole('button', { name: 'Confirm deposit' }).click();
  await page.getByRole('button', { name: 'Authorize test payment' }).click();
  await expect(page.getByText('Deposit completed')).toBeVisible();
}

/** The security centre, opened as a player does: member centre, then its entry. */
async function openSecurityCentre(page: Page): Promise<void> {
  await page.goto('/m/member/home');
  await page.getByRole('link', { name: 'Security centre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security centre' })).toBeVisible();
}

const entry = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Security centre' }).getByRole('link', { name: new RegExp(`^${name}`) });

test('a player resets a forgotten payment password through the security questions and withdraws with the new one', async ({ page }) => {
  const player = newPlayer();
  await registerNewPlayer(page, player);
  await depositWithGcash(page, '1000');
  await ops('verify-kyc', player.username, '--name', 'Juan Dela Cruz');

  // The payment password, from its entry.
  await openSecurityCentre(page);
  await expect(entry(page, 'Payment password')).toContainText('Not set');
  await entry(page, 'Payment password').click();
  await page.getByLabel('New payment password (6 digits)').fill(FIRST_PIN);
  await page.getByLabel('Confirm payment password').fill(FIRST_PIN);
  await page.getByLabel('Login password').fill(player.password);
  await page.getByRole('button', { name: 'Save payment password' }).click();
  await expect(entry(page, 'Payment password')).toContainText('Set');

  // Three security questions.
  await entry(page, 'Security questions').click();
  for (const [index, { question, answer }] of ANSWERS.entries()) {
    await page.getByLabel(`Question ${index + 1}`).selectOption({ label: question });
    await page.getByLabel(`Answer ${index + 1}`).fill(answer);
  }
  await page.getByLabel('Login password').fill(player.password);
  await page.getByRole('button', { name: 'Save security questions' }).click();
  await expect(page.getByRole('heading', { name: 'Your security questions' })).toBeVisible();
  await expect(page.getByText('Nokia')).toHaveCount(0);

  // A GCash wallet in the verified name, from the bank accounts entry.
  await openSecurityCentre(page);
  await entry(page, 'Bank accounts and e-wallets').click();
  await page.getByRole('button', { name: 'Add a payout account' }).click();
  await page.getByLabel('Bank or e-wallet').selectOption({ label: 'GCash' });
  await page.getByLabel('Account name').fill('JUAN DELA CRUZ');
  await page.getByLabel('Mobile number of the wallet').fill('09171234567');
  await page.getByLabel('Payment password').fill(FIRST_PIN);
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByRole('list', { name: 'Bank accounts and e-wallets' })).toContainText('GCash');

  // Forgotten: reset through the questions (answered in other case and spacing), with the login password.
  await openSecurityCentre(page);
  await entry(page, 'Payment password').click();
  await page.getByRole('button', { name: 'Forgot your payment password?' }).click();
  await page.getByLabel(ANSWERS[0]!.question).fill('BANTAY');
  await page.getByLabel(ANSWERS[1]!.question).fill('sto.  tomas st');
  await page.getByLabel(ANSWERS[2]!.question).fill('Samsung');
  await page.getByLabel('New payment password (6 digits)').fill(NEW_PIN);
  await page.getByLabel('Confirm payment password').fill(NEW_PIN);
  await page.getByLabel('Login password').fill(player.password);
  await page.getByRole('button', { name: 'Reset payment password' }).click();
  await expect(page.getByText('The answers do not match. Tries left: 4.')).toBeVisible();
  await page.getByLabel(ANSWERS[2]!.question).fill('nokia');
  await page.getByLabel('Login password').fill(player.password);
  await page.getByRole('button', { name: 'Reset payment password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security centre' })).toBeVisible();

  // The old digits are refused at the withdraw form, the new ones accepted.
  await page.goto('/m/withdraw');
  await expect(page.getByText('You can withdraw ₱1,000.00 now.')).toBeVisible();
  await page.getByLabel('Amount to withdraw (₱)').fill('500');
  await page.getByLabel('Payment password').fill(FIRST_PIN);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText(/The payment password is incorrect\. Tries left: 4\./)).toBeVisible();
  await page.getByLabel('Payment password').fill(NEW_PIN);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
});

test('the last login shows on home, and signing out everywhere else ends the other device’s session', async ({
  page,
  browser,
  baseURL,
}) => {
  const player = newPlayer();
  await registerNewPlayer(page, player);

  // A second device logs in: home says when and from where the account logged in before.
  const other = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await other.newPage();
  await phone.addInitScript(() => sessionStorage.setItem('agreeTerms', 'true'));
  await phone.goto('/m/login');
  await phone.getByLabel('Username').fill(player.username);
  await phone.getByLabel('Password', { exact: true }).fill(player.password);
  await phone.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }).check();
  await phone.getByRole('button', { name: 'Log in' }).click();
  await expect(phone).toHaveURL(/\/m\/home$/);
  await expect(phone.getByText(/^Last login: /)).toBeVisible();

  // The first device sees both sessions and signs the other out.
  await page.goto('/m/member/security/sessions');
  await expect(page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem')).toHaveCount(1);

  // The other device's session has ended: its next call is refused.
  await phone.goto('/m/member/security');
  await expect(phone.getByText('The account has been logged out, please log in again')).toBeVisible();
  await other.close();
});
