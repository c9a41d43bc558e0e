import { expect, test } from './fixtures';
import { openGame, shownBalance, startTrial } from './games';
import { centavos, money } from './support';

// The e2e server runs the aggregator's shared events five times faster (AGGREGATOR_PACE=5):
// a baccarat round every 5 s, a sabong fight every 18 s, an e-sports match in 24 s.

test('a player bets on Banker at a live baccarat table and is paid at 0.95 when Banker wins', async ({ page }) => {
  test.setTimeout(180_000);
  await startTrial(page);
  const table = await openGame(page, 'Speed Baccarat');
  const banker = table.getByRole('button', { name: 'Banker 0.95:1' });
  await expect(banker).toBeVisible();
  const stake = 200; // the table's minimum, the chip already chosen
  // Rounds until Banker wins one; a Player win or a tie is settled too, and checked the same way.
  for (let tries = 0; tries < 12; tries++) {
    await expect(table.locator('#phase')).toHaveText('Place your bets', { timeout: 20_000 });
    const before = await shownBalance(table);
    await banker.click();
    await table.getByRole('button', { name: 'Place bet' }).click();
    const placed = await expect(table.locator('#my-bets'))
      .toContainText('Banker', { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!placed) continue; // tapped as betting closed: the chips came back, and the next round opens soon
    // The round the bet went into: the table may have moved on between reading its label and the
    // tap. The page draws the label and its bets together, so both are read in one look; a table
    // that has moved on since shows no bet of ours, and the bet was in the round before.
    const shown = await table.locator('body').evaluate(() => ({
      label: document.getElementById('round-label')!.textContent!,
      bets: document.getElementById('my-bets')!.textContent!,
    }));
    const labelled = Number(shown.label.replace('Round ', ''));
    const round = shown.bets.includes('Banker') ? labelled : labelled - 1;
    // The roadmap tells the round's result; the balance shows the stake taken and what the bet paid.
    // (Not the stake alone first: at the e2e pace a round can settle before the balance is read.)
    const result = table.getByRole('button', { name: new RegExp(`^Round ${round}: `) });
    await expect(result).toBeVisible({ timeout: 20_000 });
    const outcome = (await result.getAttribute('aria-label'))!;
    const win = /Banker wins/.test(outcome) ? stake + (stake * 95) / 100 : /Tie/.test(outcome) ? stake : 0;
    await expect(table.locator('#balance')).toHaveText(money(before - stake + win));
    if (/Banker wins/.test(outcome)) return; // the stake back and 0.95 of it
  }
  throw new Error('Banker did not win in twelve rounds');
});

test('a player bets on Meron at a sabong fight and the fight settles the bet exactly', async ({ page }) => {
  test.setTimeout(150_000);
  await startTrial(page);
  const pit = await openGame(page, 'Sabong Live');
  // Meron's button names the cock and what every ₱100 on it returns.
  const meron = pit.getByRole('button', { name: /^Meron, .*, pays ₱[\d,.]+ for every ₱100$/ });
  const stake = 500; // the pit's minimum, the chip already chosen
  let fight = '';
  let per100 = 0;
  let before = 0;
  // Tapped as betting closes, the chips come back: then the next fight.
  const priceOf = (label: string) => centavos(/pays (₱[\d,.]+)/.exec(label)![1]!);
  for (let tries = 0; tries < 3 && !fight; tries++) {
    await expect(pit.locator('#phase')).toHaveText('Place your bets', { timeout: 40_000 });
    await expect(meron).toBeVisible();
    const priceBefore = priceOf((await meron.getAttribute('aria-label'))!);
    before = await shownBalance(pit);
    await meron.click();
    await pit.getByRole('button', { name: 'Place bet' }).click();
    const placed = await expect(pit.locator('#my-bets'))
      .toContainText('Meron', { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!placed) continue;
    // The fight the bet went into, and its price: as at the baccarat table, the page draws the
    // fight's label, its prices and the player's bets together, so all three are read in one look.
    // A pit that has moved on since shows no bet of ours: the bet was in the fight before, at the
    // price read before the tap.
    const shown = await pit.locator('body').evaluate(() => ({
      label: document.getElementById('round-label')!.textContent!,
      bets: document.getElementById('my-bets')!.textContent!,
      meron: document.querySelector('[aria-label^="Meron, "]')?.getAttribute('aria-label') ?? '',
    }));
    const labelled = Number(shown.label.replace('Round ', ''));
    const inShownFight = shown.bets.includes('Meron');
    fight = String(inShownFight ? labelled : labelled - 1);
    per100 = inShownFight ? priceOf(shown.meron) : priceBefore;
  }
  expect(fight).not.toBe('');
  // The fight's call in the history, then the balance with the stake taken and the bet paid by
  // it: Meron at its price (rounded down to the centavo), a draw returning the stake, Wala taking
  // it. (Not the stake alone first: the fight may settle before the balance is read.)
  const call = pit.getByRole('button', { name: new RegExp(`^Round ${fight}: `) });
  await expect(call).toBeVisible({ timeout: 60_000 });
  const result = (await call.getAttribute('aria-label'))!.replace(`Round ${fight}: `, '');
  const win = result === 'Meron' ? Math.floor((stake * per100) / 10_000) : result.startsWith('Draw') ? stake : 0;
  await expect(pit.locator('#balance')).toHaveText(money(before - stake + win));
  // Back in the lobby, the platform's balance says the same.
  await page.getByRole('button', { name: 'Back to lobby' }).click();
  await expect(page.getByLabel('Balance').first()).toHaveText(money(before - stake + win));
});

test('a player fishes, leaves the game mid-round, and gets back exactly the catches and the unfired shots', async ({ page }) => {
  test.setTimeout(120_000);
  await startTrial(page);
  const sea = await openGame(page, 'Dragon Legend');
  const before = await shownBalance(sea);
  await sea.getByRole('button', { name: 'Fire' }).click();
  await expect(sea.locator('#shots-left')).not.toHaveText('0');
  for (let i = 0; i < 6; i++) await sea.getByRole('button', { name: 'Fire' }).click();
  // The batch was bought: the balance dropped by it, and some shots are still unfired.
  await expect.poll(async () => shownBalance(sea)).toBeLessThan(before);
  await expect.poll(async () => Number(await sea.locator('#shots-left').innerText())).toBeGreaterThan(0);
  // Leaving mid-round: the vendor closes the round on its own once the player is gone.
  await page.getByRole('button', { name: 'Back to lobby' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/gameRecord');
  const round = page.getByRole('button', { name: /^Dragon Legend/ }).first();
  await expect(round).toBeVisible();
  // The round's record: the batch staked, the catches and the unfired shots paid back, once closed.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page
          .getByRole('button', { name: /^Dragon Legend/ })
          .first()
          .innerText();
      },
      { timeout: 60_000, intervals: [5_000] },
    )
    .toMatch(/Settled/i);
  const text = await page
    .getByRole('button', { name: /^Dragon Legend/ })
    .first()
    .innerText();
  const [stake, win] = [...text.matchAll(/₱[\d,]+\.\d\d/g)].map((m) => centavos(m[0]));
  await page.goto('/m/home');
  await expect(page.getByLabel('Balance').first()).toHaveText(money(before - stake! + win!));
});

test('a player places a parlay of two e-sports matches, and it is settled once both have ended', async ({ page }) => {
  test.setTimeout(240_000);
  await startTrial(page);
  const book = await openGame(page, 'Valorant Series');
  const fixtures = book.locator('#fixtures > li');
  await expect(fixtures.first()).toBeVisible();
  // Two matches still open for betting (not the next to kick off, which may start while the
  // player taps): one winner pick from each.
  const pick = book.getByRole('button', { name: / to win at /, disabled: false });
  const open = fixtures.filter({ has: pick });
  await open
    .nth(1)
    .getByRole('button', { name: / to win at /, disabled: false })
    .first()
    .click();
  await open
    .nth(2)
    .getByRole('button', { name: / to win at /, disabled: false })
    .first()
    .click();
  await book.getByRole('button', { name: /Bet slip/ }).click();
  const slip = book.getByRole('dialog', { name: 'Bet slip' });
  await slip.getByRole('radio', { name: 'Parlay' }).click();
  const before = await shownBalance(book);
  await slip.getByRole('spinbutton', { name: 'Parlay stake (₱)' }).fill('10');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(book.locator('#balance')).toHaveText(money(before - 1000));
  await book.getByRole('tab', { name: 'My bets' }).click();
  const bet = book.locator('#slips > li').first();
  await expect(bet).toContainText('Parlay, 2 legs');
  // Both matches played out: the slip is settled, paid or lost, with both legs' results.
  const state = bet.locator('.state');
  await expect(state).toHaveText(/Paid|Lost/, { timeout: 200_000 });
  await expect(bet.locator('.leg .tag')).toHaveText([/Won|Lost|Void/, /Won|Lost|Void/]);
  const text = await state.innerText();
  const paid = text.startsWith('Paid') ? centavos(text.replace('Paid', '').trim()) : 0;
  await expect(book.locator('#balance')).toHaveText(money(before - 1000 + paid));

  // The betting record shows the slip itself: both legs, each with the pick and how it ended.
  await page.goto('/m/gameRecord');
  await page
    .getByRole('button', { name: /^Valorant Series/ })
    .first()
    .click();
  const record = page.getByRole('dialog', { name: 'Round details' }).getByRole('region', { name: /^Parlay, 2 legs at \d+\.\d\d$/ });
  await expect(record.getByRole('listitem')).toHaveText([/(Won|Lost|Void).* to win at /, /(Won|Lost|Void).* to win at /]);
});
