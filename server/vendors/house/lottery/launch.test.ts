import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../../db/seed';
import { bearer, loginAs, useTestApp } from '../../../test/harness';
import { launchedPlayer, useTestVendor } from '../test-vendor';
import { lotteryByCode } from './lotteries';
import { seedCatalogue } from '../../../modules/games/catalogue-seed';

/* Opening the house vendor's lotteries: their lobby and games, and their place in the catalogue. */

const t = useTestApp();
const house = useTestVendor(t);

const SPEED_3D = lotteryByCode('tcg_sea-elott-001')!;

const launch = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: bearer(token), payload });

describe('launching the lotteries', () => {
  it('opens the TCG_SEA lottery lobby for prize mode SEA with a game token, never the session token', async () => {
    const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const res = await launch(session, { playType: 'ent', prizeMode: 'SEA', code: 'lobby' });
    expect(res.json().value.gameName).toBe('TCG Lottery');
    const url = new URL(res.json().value.url);
    expect(url.pathname).toBe('/games/lobby');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ vendor: 'TCG_SEA', type: 'ELOTT', currency: 'PHP', lang: 'en' });
    expect(launchedPlayer(url).token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(url.searchParams.get('token')).toBeNull();
    expect(res.body).not.toContain(session);
    const page = await house.vendor.inject({ url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/static/lottery.js');
  });

  it('opens the platform\u2019s own lotteries for prize mode Elott and traditional play', async () => {
    const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const url = new URL((await launch(session, { playType: 'trad', prizeMode: 'Elott', code: 'lobby' })).json().value.url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ vendor: 'HOUSE', type: 'LOTT' });
  });

  it('launches one lottery by its code, and records it as recently played', async () => {
    const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const res = await launch(session, {
      playType: 'ent',
      prizeMode: 'SEA',
      code: SPEED_3D.code,
      gameId: SPEED_3D.code,
      gameGroupId: 'TCG_SEA-ELOTT',
      language: 'TY',
    });
    expect(res.json().value.gameName).toBe('Speed 3D 1 min');
    const url = new URL(res.json().value.url);
    expect(url.pathname).toBe(`/games/${SPEED_3D.code}`);
    expect(url.searchParams.get('lang')).toBe('fil');
    const recent = (await t.app.inject({ url: '/wps/relay/GCS_recentGame', headers: bearer(session) })).json().value.list;
    expect(recent[0].gameName).toBe('Speed 3D 1 min');
  });

  it('refuses vendors that are not connected, codes that are not lotteries, bad input and visitors', async () => {
    const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    expect((await launch(session, { playType: 'ent', prizeMode: 'VN', code: 'lobby' })).json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This game is not available yet',
    });
    expect((await launch(session, { playType: 'ent', prizeMode: 'SEA', code: 'house-rng-001' })).json().code).toBe('NOT_FOUND');
    for (const bad of [
      { playType: 'fast', prizeMode: 'SEA', code: 'lobby' },
      { playType: 'ent', prizeMode: 'SEA', code: '../x' },
      { playType: 'ent', prizeMode: 'SEA', code: 'lobby', extra: 1 },
      { nodeId: 1, code: 'lobby' },
    ]) {
      const res = await launch(session, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', payload: { playType: 'ent', prizeMode: 'SEA', code: 'lobby' } })
      ).json().code,
    ).toBe('UNAUTHENTICATED');
  });

  it('lists every lottery it runs in the catalogue under its code, vendor and type', async () => {
    for (const type of ['LOTT', 'ELOTT']) {
      const games = (await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?gameType=${type}&pageSize=100` })).json().value.games as {
        gameCode: string;
        gameName: string;
        vassalage: string;
      }[];
      for (const game of games) {
        const served = lotteryByCode(game.gameCode);
        expect(served, game.gameCode).not.toBeNull();
        expect({ name: served!.name, vendor: served!.vendor, type: served!.type }).toEqual({
          name: game.gameName,
          vendor: game.vassalage,
          type,
        });
      }
    }
  });
});

describe('a sandbox seeded before the lotteries were real', () => {
  it('gets its lottery entries in line with the games the house vendor runs, and the others leave the lobby', async () => {
    await t.db.query(`UPDATE games SET game_name = 'Fast Lotto 1 min', lotto_mode = 'Elott' WHERE game_code = $1`, [SPEED_3D.code]);
    await t.db.query(
      `INSERT INTO games (vendor_code, game_id, game_code, game_name, game_type, sort_order, min_bet, lotto_mode)
        VALUES ('TCG_SEA', 'tcg_sea-elott-020', 'tcg_sea-elott-020', 'Mega Racing', 'ELOTT', 20, 100, 'SEA')`,
    );
    await seedCatalogue(t.db);
    const elott = (await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?gameType=ELOTT&pageSize=100' })).json().value.games as {
      gameCode: string;
      gameName: string;
      lottoMode: string;
    }[];
    expect(elott.find((g) => g.gameCode === SPEED_3D.code)).toMatchObject({ gameName: 'Speed 3D 1 min', lottoMode: 'SEA' });
    expect(elott.map((g) => g.gameCode)).not.toContain('tcg_sea-elott-020');
  });
});
