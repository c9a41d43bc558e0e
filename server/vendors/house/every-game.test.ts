import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../test/harness';
import { aggregatorGames } from './aggregator';
import { DRIVERS, type LaunchedGame, type PlayedRound, type RoundIO } from './round-drivers';
import { launchedPlayer, useTestVendor } from './test-vendor';

const t = useTestApp();
const house = useTestVendor(t);

async function trialSession(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/wps/member/trialuser', payload: {} });
  return res.json().value.token;
}

const balanceOf = async (session: string): Promise<number> =>
  (await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(session) })).json().value.sumBalance;

/** Every game the lobby lists: what a player can tap. */
async function lobbyGames() {
  return t.db.query<{ node_id: number; game_code: string; game_name: string }>(
    `SELECT g.node_id, g.game_code, g.game_name FROM games g JOIN game_vendors v ON v.code = g.vendor_code
      WHERE g.active AND v.active ORDER BY g.node_id`,
  );
}

async function open(session: string, nodeId: number): Promise<LaunchedGame> {
  const launch = await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: bearer(session), payload: { nodeId } });
  expect(launch.json(), `launch of node ${nodeId}: ${launch.body}`).toMatchObject({ success: true });
  const url = new URL(launch.json().value.url);
  const page = await house.vendor.inject({ url: url.pathname + url.search });
  expect(page.statusCode, url.pathname).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const code = url.pathname.split('/').pop()!;
  const prefix = url.pathname.slice(0, url.pathname.length - `/games/${code}`.length);
  const facts = await house.vendor.inject({ url: `${prefix}/api/games/${code}` });
  expect(facts.statusCode, `${code} facts`).toBe(200);
  return { prefix, code, player: launchedPlayer(url), facts: facts.json() };
}

/** The drivers' way in: the aggregator in-process, refusals failing the test with the vendor's answer. */
const io: RoundIO = {
  async post(game, path, body) {
    const res = await house.vendor.inject({ method: 'POST', url: `${game.prefix}${path}`, payload: body });
    expect(res.statusCode, `${game.code} ${path}: ${res.body}`).toBe(200);
    return res.json();
  },
  now: () => house.clock.now,
  async wait(ms) {
    house.clock.now += Math.max(0, ms);
    await house.work();
  },
};

const playOne = (game: LaunchedGame): Promise<PlayedRound> => DRIVERS[game.facts.family]!.play(io, game);

describe('every game in the lobby', () => {
  it('lists only games the aggregator runs, each with a family that plays it', async () => {
    const listed = await lobbyGames();
    expect(listed.length).toBeGreaterThan(100);
    for (const game of listed) expect(DRIVERS[aggregatorGames().get(game.game_code)!.family], game.game_name).toBeDefined();
  });

  it('opens for a trial player and plays one round through the wallet, moving exactly stake and win', { timeout: 600_000 }, async () => {
    let session = await trialSession();
    const failures: string[] = [];
    for (const game of await lobbyGames()) {
      // A fresh trial player when the credit runs low: every game gets a round it can afford (the
      // dearest is a fishing batch: 20 shots at a ₱20 table's smallest level).
      if ((await balanceOf(session)) < 500_00) session = await trialSession();
      const before = await balanceOf(session);
      try {
        const played = await playOne(await open(session, game.node_id));
        const after = await balanceOf(session);
        if (!(played.stake > 0) || after !== before - played.stake + played.win) {
          failures.push(`${game.game_name}: ${before} - ${played.stake} + ${played.win} != ${after}`);
        }
      } catch (error) {
        failures.push(`${game.game_name} (${game.game_code}): ${(error as Error).message.split('\n')[0]}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
