import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../db/seed';
import { bearer, loginAs, useTestApp } from '../../test/harness';
import { buildHouseVendor, VENDOR_LIMITS } from './app';
import { launchedPlayer, useTestVendor } from './test-vendor';

// The vendor with its real limits: these tests are about them.
const t = useTestApp();
const house = useTestVendor(t, { limits: VENDOR_LIMITS });

const SLOT = 'house-rng-001';
const post = (url: string, payload: object) => house.vendor.inject({ method: 'POST', url, payload });

/** Launches the slot for a session: the wallet user and game token its URL carries. */
async function launchSlot(session: string): Promise<ReturnType<typeof launchedPlayer>> {
  const nodeId = (
    await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('Perlas ng Silangan Slot')}` })
  ).json().value.games[0].nodeId;
  const res = await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: bearer(session), payload: { nodeId } });
  const link = new URL(res.json().value.url);
  return launchedPlayer(link);
}

const demoSession = () => loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
const trialSession = async () => (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token as string;
const walletBalance = async (session: string) =>
  (await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(session) })).json().value.sumBalance as number;

async function roundsOf(user: string): Promise<number> {
  return (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM house_rounds WHERE wallet_user = $1', [user]))[0]!.n;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

describe('the house vendor acts for a player only with their live game token', () => {
  it('a round commitment for another player\u2019s wallet user without their token is refused and commits nothing', async () => {
    const victim = await launchSlot(await demoSession());
    const attacker = await launchSlot(await trialSession());
    const before = await roundsOf(victim.user);

    const bare = await post('/api/rounds', { user: victim.user, game: SLOT });
    expect([bare.statusCode, bare.json().error]).toEqual([400, 'INVALID_INPUT']);
    for (const token of [attacker.token, 'x'.repeat(32)]) {
      const res = await post('/api/rounds', { user: victim.user, token, game: SLOT });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'WALLET_REFUSED', walletStatus: 'RS_ERROR_INVALID_TOKEN' });
      expect(res.json().roundId).toBeUndefined();
    }
    expect(await roundsOf(victim.user)).toBe(before);

    // The victim's own token is served.
    const own = await post('/api/rounds', { user: victim.user, token: victim.token, game: SLOT });
    expect(own.statusCode).toBe(200);
    expect(own.json().serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await roundsOf(victim.user)).toBe(before + 1);
  });

  it('a round commitment with an expired game token is refused and commits nothing', async () => {
    const player = await launchSlot(await demoSession());
    await t.db.query(`UPDATE game_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [tokenHash(player.token)]);
    const before = await roundsOf(player.user);
    const res = await post('/api/rounds', { user: player.user, token: player.token, game: SLOT });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'WALLET_REFUSED', walletStatus: 'RS_ERROR_TOKEN_EXPIRED' });
    expect(await roundsOf(player.user)).toBe(before);
  });

  it('a round cannot be played by another player or with another game token than its own, and takes no money', async () => {
    const session = await demoSession();
    const player = await launchSlot(session);
    const otherLaunch = await launchSlot(session);
    const attacker = await launchSlot(await trialSession());
    const round = (await post('/api/rounds', { user: player.user, token: player.token, game: SLOT })).json();
    const before = await walletBalance(session);

    const stolen = await post('/api/slot/spin', { ...attacker, roundId: round.roundId, clientSeed: 'mine', stake: 500 });
    expect([stolen.statusCode, stolen.json().error]).toEqual([404, 'ROUND_NOT_FOUND']);
    const otherToken = await post('/api/slot/spin', { ...otherLaunch, roundId: round.roundId, clientSeed: 'mine', stake: 500 });
    expect([otherToken.statusCode, otherToken.json().error]).toEqual([404, 'ROUND_NOT_FOUND']);
    expect(await walletBalance(session)).toBe(before);

    // The round is still the player's to play, with the token it was committed with.
    const played = await post('/api/slot/spin', { ...player, roundId: round.roundId, clientSeed: 'mine', stake: 500 });
    expect(played.statusCode).toBe(200);
    expect(played.json().serverSeedHash).toBe(round.serverSeedHash);
  });

  it('a round commitment for a game that has no rounds (a lottery, an unknown code) is refused and commits nothing', async () => {
    const player = await launchSlot(await demoSession());
    const before = await roundsOf(player.user);
    for (const game of ['lobby', 'house-lott-001', 'house-nothing-001']) {
      const res = await post('/api/rounds', { user: player.user, token: player.token, game });
      expect([res.statusCode, res.json().error]).toEqual([404, 'UNKNOWN_GAME']);
    }
    expect(await roundsOf(player.user)).toBe(before);
  });
});

describe('the house vendor\u2019s rate limits', () => {
  it('lets a player play a slot several times a second', async () => {
    const session = await demoSession();
    const player = await launchSlot(session);
    // Four plays, each a commitment and a spin, as fast as the machine goes.
    for (let i = 0; i < 4; i++) {
      const round = await post('/api/rounds', { user: player.user, token: player.token, game: SLOT });
      expect(round.statusCode).toBe(200);
      const spin = await post('/api/slot/spin', { ...player, roundId: round.json().roundId, clientSeed: `quick-${i}`, stake: 500 });
      expect(spin.statusCode).toBe(200);
    }
  });

  it('a flood of round commitments is rate limited', async () => {
    const player = await launchSlot(await demoSession());
    const before = await roundsOf(player.user);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => post('/api/rounds', { user: player.user, token: player.token, game: SLOT })),
    );
    const served = answers.filter((a) => a.statusCode === 200);
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(served.length).toBeLessThanOrEqual(VENDOR_LIMITS.perToken.max);
    expect(served.length + limited.length).toBe(30);
    expect(limited[0]!.json()).toEqual({ error: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Only the answered commitments exist.
    expect(await roundsOf(player.user)).toBe(before + served.length);

    // Once the window has passed, the player is served again.
    await new Promise((resolve) => setTimeout(resolve, VENDOR_LIMITS.perToken.timeWindowMs + 100));
    expect((await post('/api/rounds', { user: player.user, token: player.token, game: SLOT })).statusCode).toBe(200);
  });

  it('a flood of spins, balance and ticket calls under one game token is rate limited', async () => {
    const player = await launchSlot(await demoSession());
    const calls = [
      ...Array.from({ length: 10 }, () => post('/api/balance', { user: player.user, token: player.token, game: SLOT })),
      ...Array.from({ length: 10 }, () =>
        post('/api/slot/spin', { ...player, roundId: '00000000-0000-4000-8000-000000000000', clientSeed: 's', stake: 500 }),
      ),
      ...Array.from({ length: 10 }, () => post('/api/lottery/my-tickets', { user: player.user, token: player.token })),
    ];
    const answers = await Promise.all(calls);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(30 - 2 * VENDOR_LIMITS.perToken.max);
  });

  it('a flood under another player\u2019s wallet user, without their token, does not lock that player out', async () => {
    const victim = await launchSlot(await demoSession());
    const forged = { user: victim.user, token: 'f'.repeat(32), game: SLOT };
    const answers = await Promise.all(Array.from({ length: 30 }, () => post('/api/rounds', forged)));
    expect(answers.some((a) => a.statusCode === 429)).toBe(true);
    expect(answers.every((a) => a.statusCode === 429 || a.json().walletStatus === 'RS_ERROR_INVALID_TOKEN')).toBe(true);
    expect((await post('/api/rounds', { user: victim.user, token: victim.token, game: SLOT })).statusCode).toBe(200);
  });

  it('a flood from one address is rate limited whatever the tokens, and other addresses are still served', async () => {
    const perIp = 5;
    const vendor = await buildHouseVendor({
      db: t.db,
      partners: house.partners,
      families: house.families,
      operatorOrigin: 'http://localhost:8080',
      limits: { ...VENDOR_LIMITS, perIpPerMinute: perIp },
    });
    try {
      const from = (remoteAddress: string, token: string) =>
        vendor.inject({ method: 'POST', url: '/api/rounds', remoteAddress, payload: { user: 'p000001', token, game: SLOT } });
      // A fresh token every time: each has its own per-token share, the address has one.
      for (let i = 0; i < perIp; i++) expect((await from('203.0.113.7', `forged-token-${i}-xxxxxxxx`)).statusCode).toBe(409);
      const flood = await from('203.0.113.7', 'forged-token-last-xxxxxxx');
      expect(flood.statusCode).toBe(429);
      expect(flood.json()).toEqual({ error: 'RATE_LIMITED', retryAfter: expect.any(Number) });
      expect(Number(flood.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // The pages and files count too.
      expect((await vendor.inject({ url: '/static/common.js', remoteAddress: '203.0.113.7' })).statusCode).toBe(429);
      expect((await vendor.inject({ url: '/api/nowhere', remoteAddress: '203.0.113.7' })).statusCode).toBe(429);
      expect((await vendor.inject({ url: '/api/nowhere', remoteAddress: '203.0.113.8' })).json()).toEqual({ error: 'NOT_FOUND' });
      expect((await vendor.inject({ url: '/static/common.js', remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
      expect((await from('203.0.113.8', 'forged-token-other-xxxxxx')).statusCode).toBe(409);
    } finally {
      await vendor.close();
    }
  });
});

describe('the house vendor\u2019s input', () => {
  it('refuses unknown fields and malformed input on every route, before asking the operator or committing anything', async () => {
    const player = await launchSlot(await demoSession());
    const before = await roundsOf(player.user);
    const roundId = '00000000-0000-4000-8000-000000000000';
    const posts: [string, object][] = [
      ['/api/balance', { user: player.user, token: player.token, game: SLOT, admin: true }],
      ['/api/balance', { user: player.user, token: player.token, game: 'HOUSE RNG' }],
      ['/api/rounds', { user: player.user, token: player.token, game: SLOT, serverSeed: 'chosen' }],
      ['/api/rounds', { user: 'someone', token: player.token, game: SLOT }],
      ['/api/rounds', { user: player.user, token: 'short', game: SLOT }],
      ['/api/slot/spin', { ...player, roundId, clientSeed: 's', stake: 500, win: 1_000_000 }],
      ['/api/slot/spin', { ...player, roundId, clientSeed: 's', stake: '500' }],
      ['/api/colour/play', { ...player, roundId, clientSeed: 's', bets: { red: 100 }, extra: 1 }],
      ['/api/colour/play', { ...player, roundId, clientSeed: 's', bets: { purple: 100 } }],
      ['/api/lottery/tickets', { ...player, lottery: 'house-lott-001', drawNo: 1, numbers: [1], stake: 1000, free: true }],
      ['/api/lottery/my-tickets', { user: player.user, token: player.token, all: true }],
    ];
    for (const [url, payload] of posts) {
      const res = await post(url, payload);
      expect([url, res.statusCode, res.json().error]).toEqual([url, 400, 'INVALID_INPUT']);
    }
    for (const url of [
      '/api/lottery/games?vendor=HOUSE&admin=1',
      '/api/lottery/results/house-lott-001?limit=1&all=1',
      '/games/House-RNG-001',
      '/static/..%2Fapp.ts',
    ]) {
      const res = await house.vendor.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 400]);
    }
    expect(await roundsOf(player.user)).toBe(before);
  });
});
