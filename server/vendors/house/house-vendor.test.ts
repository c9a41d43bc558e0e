import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../db/seed';
import { bearer, loginAs, useTestApp } from '../../test/harness';
import { fairStream, seedHash } from './fairness';
import { lineWins, payout, spinGrid } from './slot';
import { launchedPlayer, useTestVendor } from './test-vendor';

const t = useTestApp();
const house = useTestVendor(t);

async function nodeIdOf(name: string): Promise<number> {
  const res = await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(name)}` });
  return res.json().value.games[0].nodeId;
}

async function launch(token: string, name: string) {
  return t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: bearer(token), payload: { nodeId: await nodeIdOf(name) } });
}

const post = (url: string, payload: object) => house.vendor.inject({ method: 'POST', url, payload });

/** The game token a launch URL carries: in its fragment, or in its query as launches used to. */

/** The demo player with the slot launched: the wallet user and game token its URL carries, and a balance reader. */
async function demoAtSlot() {
  const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
  const link = new URL((await launch(session, 'Perlas ng Silangan Slot')).json().value.url);
  const player = launchedPlayer(link);
  const balance = async () => (await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(session) })).json().value.sumBalance as number;
  return { player, balance };
}

describe('launching a house game and playing it for real money', () => {
  it('gives a vendor URL with a game token, never the session token', async () => {
    const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const res = await launch(session, 'Perlas ng Silangan Slot');
    const { url } = res.json().value;
    const link = new URL(url);
    expect(link.pathname).toBe('/games/house-rng-001');
    // The game token rides in the fragment, which no server receives, so no access log holds it.
    expect(launchedPlayer(link).token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link.searchParams.get('token')).toBeNull();
    expect(url).not.toContain(session);
    expect(link.searchParams.get('user')).toMatch(/^p\d{6}$/);
  });

  it('spins the slot: the balance changes by exactly stake and win, and the seed matches its hash', async () => {
    const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const link = new URL((await launch(session, 'Perlas ng Silangan Slot')).json().value.url);
    const player = launchedPlayer(link);
    const page = await house.vendor.inject({ url: link.pathname + link.search });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain('frame-ancestors http://localhost:8080');

    const before = (await post('/api/balance', { ...player, game: 'house-rng-001' })).json().balance as number;
    const round = (await post('/api/rounds', { user: player.user, token: player.token, game: 'house-rng-001' })).json();
    expect(round.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const spin = await post('/api/slot/spin', { ...player, roundId: round.roundId, clientSeed: 'my-lucky-seed', stake: 1000 });
    expect(spin.statusCode).toBe(200);
    const result = spin.json();
    expect(seedHash(result.serverSeed)).toBe(round.serverSeedHash);
    expect(result.balance).toBe(before - 1000 + result.win);
    const wallet = await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(session) });
    expect(wallet.json().value.sumBalance).toBe(result.balance);

    const replay = await post('/api/slot/spin', { ...player, roundId: round.roundId, clientSeed: 'again', stake: 1000 });
    expect(replay.json().error).toBe('ROUND_NOT_FOUND');
  });

  it('plays the colour game and refuses odd stakes', async () => {
    const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const link = new URL((await launch(session, 'Color Game')).json().value.url);
    const player = launchedPlayer(link);
    const game = link.pathname.split('/').pop()!;
    const round = (await post('/api/rounds', { user: player.user, token: player.token, game })).json();
    const bad = await post('/api/colour/play', { ...player, roundId: round.roundId, clientSeed: 's', bets: { red: 150 } });
    expect(bad.json().error).toBe('BAD_STAKE');
    const round2 = (await post('/api/rounds', { user: player.user, token: player.token, game })).json();
    const play = (
      await post('/api/colour/play', { ...player, roundId: round2.roundId, clientSeed: 's', bets: { red: 1000, blue: 1000 } })
    ).json();
    expect(play.result.dice).toHaveLength(3);
    const hits = (c: string) => play.result.dice.filter((d: string) => d === c).length;
    expect(play.win).toBe((hits('red') ? 1000 * (hits('red') + 1) : 0) + (hits('blue') ? 1000 * (hits('blue') + 1) : 0));
  });

  it('refuses a launch without a session, and games of a vendor the platform is not connected to', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: 1 } })).json().code).toBe(
      'UNAUTHENTICATED',
    );
    const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    // A vendor an operator has listed but not connected yet (no directory entry).
    await t.db.query(`INSERT INTO game_vendors (code, name, sort_order) VALUES ('LATER', 'Later Games', 99)`);
    const [other] = await t.db.query<{ node_id: number }>(
      `INSERT INTO games (vendor_code, game_id, game_code, game_name, game_type, sort_order, min_bet)
       VALUES ('LATER', 'later-rng-001', 'later-rng-001', 'Later Slot', 'RNG', 1, 100) RETURNING node_id`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: bearer(session),
      payload: { nodeId: other!.node_id },
    });
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'This game is not available yet' });
  });

  it('shows every round in the betting record, and real wins on the winner board', async () => {
    const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const link = new URL((await launch(session, 'Perlas ng Silangan Slot')).json().value.url);
    const player = launchedPlayer(link);
    let lastWin: { roundId: string; win: number } | null = null;
    for (let i = 0; i < 60 && !lastWin; i++) {
      const round = (await post('/api/rounds', { user: player.user, token: player.token, game: 'house-rng-001' })).json();
      const spin = (await post('/api/slot/spin', { ...player, roundId: round.roundId, clientSeed: `seed-${i}`, stake: 500 })).json();
      if (spin.win > 0) lastWin = { roundId: round.roundId, win: spin.win };
    }
    expect(lastWin).not.toBeNull();
    const orders = (await t.app.inject({ url: '/lgw/orders?gameType=RNG&pageSize=5', headers: bearer(session) })).json().value;
    expect(orders.list[0]).toMatchObject({
      orderId: `house:${lastWin!.roundId}`,
      gameName: 'Perlas ng Silangan Slot',
      gameType: 'RNG',
      stake: 500,
      win: lastWin!.win,
      profit: lastWin!.win - 500,
      status: 'settled',
    });
    expect(orders.totalCount).toBeGreaterThan(1);
    expect((await t.app.inject({ url: '/lgw/orders?gameType=FISH', headers: bearer(session) })).json().value.totalCount).toBe(0);
    const detail = (
      await t.app.inject({ url: `/lgw/orders/detail?orderId=${encodeURIComponent(orders.list[0].orderId)}`, headers: bearer(session) })
    ).json().value;
    expect(detail.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ['bet', 500],
      ['win', lastWin!.win],
    ]);
    // The record links to the provider's own record of the round: its seeds and outcome.
    const roundPage = new URL(detail.roundPage);
    expect(roundPage.href).toBe(`http://localhost:8081/rounds/${lastWin!.roundId}`);
    expect((await house.vendor.inject({ url: roundPage.pathname })).headers['content-type']).toContain('text/html');
    const checked = (await house.vendor.inject({ url: `/api/round-details/${lastWin!.roundId}` })).json();
    expect(checked).toMatchObject({ game: 'house-rng-001', state: 'settled', stake: 500, win: lastWin!.win });
    expect(seedHash(checked.serverSeed)).toBe(checked.serverSeedHash);
    expect(checked.outcome.grid).toHaveLength(5);
    expect((await house.vendor.inject({ url: '/api/round-details/nowhere' })).json()).toMatchObject({ error: 'ROUND_NOT_FOUND' });
    const board = (await t.app.inject({ url: '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=100' })).json().value.list;
    expect(board[0]).toMatchObject({ customerName: 'de***o', winAmount: lastWin!.win, gameName: 'Perlas ng Silangan Slot' });
    expect(JSON.stringify(board)).not.toContain('"demo"');
  });

  it('keeps records private and checks the date range', async () => {
    expect((await t.app.inject({ url: '/lgw/orders' })).json().code).toBe('UNAUTHENTICATED');
    const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const bad = await t.app.inject({ url: '/lgw/orders?startDate=2026-05-01&endDate=2026-01-01', headers: bearer(session) });
    expect(bad.json().code).toBe('INVALID_INPUT');
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    const mine = (await t.app.inject({ url: '/lgw/orders', headers: bearer(session) })).json().value.list[0].orderId;
    expect(
      (await t.app.inject({ url: `/lgw/orders/detail?orderId=${encodeURIComponent(mine)}`, headers: bearer(trial) })).json().code,
    ).toBe('NOT_FOUND');
  });

  it('tells a player without enough money so, and leaves the balance alone', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    const link = new URL((await launch(trial, 'Perlas ng Silangan Slot')).json().value.url);
    const player = launchedPlayer(link);
    for (let i = 0; i < 25; i++) {
      const round = (await post('/api/rounds', { user: player.user, token: player.token, game: 'house-rng-001' })).json();
      const res = await post('/api/slot/spin', { ...player, roundId: round.roundId, clientSeed: `s${i}`, stake: 10000 });
      if (res.statusCode !== 200) {
        expect(res.json()).toMatchObject({ error: 'WALLET_REFUSED', walletStatus: 'RS_ERROR_NOT_ENOUGH_MONEY' });
        const balance = (await post('/api/balance', { ...player, game: 'house-rng-001' })).json().balance;
        expect(balance).toBe(res.json().balance);
        expect(balance).toBeLessThan(10000);
        return;
      }
    }
  });

  it('pays later a win the operator did not confirm, exactly once', async () => {
    const { player, balance } = await demoAtSlot();
    const before = await balance();
    // A round the player wins: the test reads its committed seed and picks a winning client seed.
    const round = (await post('/api/rounds', { user: player.user, token: player.token, game: 'house-rng-001' })).json();
    const rows = await t.db.query<{ server_seed: string }>('SELECT server_seed FROM house_rounds WHERE round_id = $1', [round.roundId]);
    const winOf = (seed: string) => payout(500, lineWins(spinGrid(fairStream(rows[0]!.server_seed, seed))));
    const clientSeed = Array.from({ length: 500 }, (_, i) => `lucky-${i}`).find((seed) => winOf(seed) > 0)!;
    const win = winOf(clientSeed);

    house.trouble.push({ path: '/transaction/win', when: 'before' });
    const spin = await post('/api/slot/spin', { ...player, roundId: round.roundId, clientSeed, stake: 500 });
    expect([spin.statusCode, spin.json().error]).toEqual([409, 'WALLET_FAILED']);
    expect(await balance()).toBe(before - 500);

    expect(await house.rounds.retryFailed()).toBe(1);
    expect(await balance()).toBe(before - 500 + win);
    expect(await house.rounds.retryFailed()).toBe(0);
    expect(await balance()).toBe(before - 500 + win);
  });

  it('takes back a bet whose answer was lost, at once or on retry', async () => {
    const { player, balance } = await demoAtSlot();
    const before = await balance();
    const spin = async () => {
      const round = (await post('/api/rounds', { user: player.user, token: player.token, game: 'house-rng-001' })).json();
      return post('/api/slot/spin', { ...player, roundId: round.roundId, clientSeed: 'seed', stake: 500 });
    };

    house.trouble.push({ path: '/transaction/bet', when: 'after' });
    expect((await spin()).json().error).toBe('WALLET_FAILED');
    expect(await balance()).toBe(before);

    house.trouble.push({ path: '/transaction/bet', when: 'after' }, { path: '/transaction/rollback', when: 'before' });
    expect((await spin()).json().error).toBe('WALLET_FAILED');
    expect(await balance()).toBe(before - 500);
    expect(await house.rounds.retryFailed()).toBe(1);
    expect(await balance()).toBe(before);
  });
});
