import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../db/seed';
import { bearer, loginAs, useTestApp } from '../../test/harness';

const t = useTestApp();
const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

describe('the catalogue', () => {
  it('holds at least 600 games from at least 12 vendors over every lobby category', async () => {
    const { value } = (await get('/wps/relay/GCSGAME_getVassGameType')).json();
    expect(value.categories.map((c: { gameCategory: string }) => c.gameCategory)).toEqual([
      'RNG',
      'FISH',
      'LIVE',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'POKER',
      'COCKFIGHT',
      'LOTT',
      'ELOTT',
      'PROMO',
    ]);
    expect(new Set(value.vendors.map((v: { vassalage: string }) => v.vassalage)).size).toBeGreaterThanOrEqual(12);
    const all = (await get('/wps/relay/GCSGAME_gameList?platform=html5')).json().value;
    expect(all.totalCount).toBeGreaterThanOrEqual(600);
  });

  it('lists the vendors of one category with their game counts', async () => {
    const { value } = (await get('/wps/relay/GCSGAME_getVassGameType?gameType=FISH')).json();
    expect(value.vendors.length).toBeGreaterThanOrEqual(4);
    for (const vendor of value.vendors) expect(vendor).toMatchObject({ gameType: 'FISH', gameCount: expect.any(Number) });
  });

  it('pages with the spec page size of 25 and reports pageNum, totalPages and totalCount', async () => {
    const first = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1')).json().value;
    expect(first.games).toHaveLength(25);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 25));
    const last = (await get(`/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${first.totalPages}`)).json().value;
    expect(last.games.length).toBe(first.totalCount - 25 * (first.totalPages - 1));
    const past = (await get(`/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${first.totalPages + 1}`)).json().value;
    expect(past).toMatchObject({ games: [], totalCount: first.totalCount });
    const ids = new Set([...first.games].map((g: { nodeId: number }) => g.nodeId));
    const second = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2')).json().value;
    expect(second.games.some((g: { nodeId: number }) => ids.has(g.nodeId))).toBe(false);
  });

  it('filters by vendor (vassalage), classify, and new games', async () => {
    const isla = (await get('/wps/relay/GCSGAME_gameList?vassalage=ISLA&pageSize=100')).json().value;
    expect(isla.games.every((g: { vassalage: string }) => g.vassalage === 'ISLA')).toBe(true);
    const jp = (await get('/wps/relay/GCSGAME_gameList?gameClassify=JP&pageSize=100')).json().value;
    expect(jp.totalCount).toBeGreaterThan(0);
    expect(jp.games.every((g: { gameClassifyNew: string }) => g.gameClassifyNew === 'JP')).toBe(true);
    const fresh = (await get('/wps/relay/GCSGAME_gameList?isNew=true&pageSize=100')).json().value;
    expect(fresh.totalCount).toBeGreaterThan(0);
    expect(fresh.games.every((g: { isNew: boolean }) => g.isNew)).toBe(true);
  });

  it('searches names case-insensitively, trimmed, and literally', async () => {
    const res = (await get(`/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('  COLOR game ')}&pageSize=100`)).json().value;
    expect(res.totalCount).toBeGreaterThan(0);
    expect(res.games.every((g: { gameName: string }) => /color game/i.test(g.gameName))).toBe(true);
    expect((await get('/wps/relay/GCSGAME_gameList?gameName=%25')).json().value.totalCount).toBe(0);
    expect((await get('/wps/relay/GCSGAME_gameList?gameName=zzzz-nothing')).json().value).toMatchObject({
      games: [],
      totalCount: 0,
      totalPages: 0,
    });
  });

  it('refuses unknown categories and bad paging with INVALID_INPUT', async () => {
    for (const url of [
      '/wps/relay/GCSGAME_gameList?gameType=CASINO',
      '/wps/relay/GCSGAME_gameList?pageNo=0',
      '/wps/relay/GCSGAME_gameList?pageSize=1000',
      '/wps/relay/GCSGAME_gameList?hack=1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
  });

  it('answers the hot list hottest first, house games on top', async () => {
    const { list } = (await get('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&pageSize=6')).json().value;
    expect(list).toHaveLength(6);
    expect(list[0].vassalage).toBe('HOUSE');
  });

  it('draws an icon for every game', async () => {
    const game = (await get('/wps/relay/GCSGAME_gameList?pageSize=1')).json().value.games[0];
    const icon = await get(game.iconUrl);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toContain('<svg');
    expect((await get('/wps/game/icon/999999.svg')).statusCode).toBe(404);
  });
});

describe('favourites and recent games', () => {
  it('need a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', payload: { nodeId: 1 } })).json().code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await get('/wps/relay/MCSFE_getFavoriteGames')).json().code).toBe('UNAUTHENTICATED');
    expect((await get('/wps/relay/GCS_recentGame')).json().code).toBe('UNAUTHENTICATED');
  });

  it('add, page 4 at a time newest first, and remove by nodeId', async () => {
    const token = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const games = (await get('/wps/relay/GCSGAME_gameList?pageSize=6')).json().value.games as { nodeId: number }[];
    for (const g of games) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_addFavoriteGameV2',
        headers: bearer(token),
        payload: { nodeId: g.nodeId, vendor: 'x' },
      });
      expect(res.json()).toEqual({ success: true, value: null });
    }
    // Adding twice keeps one.
    await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      headers: bearer(token),
      payload: { nodeId: games[0]!.nodeId },
    });
    const page1 = (await get('/wps/relay/MCSFE_getFavoriteGames?pageNo=1&pageSize=4', token)).json().value;
    expect(page1).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(page1.content).toHaveLength(4);
    const page2 = (await get('/wps/relay/MCSFE_getFavoriteGames?pageNo=2&pageSize=4', token)).json().value;
    expect(page2.content).toHaveLength(2);
    await t.app.inject({
      method: 'DELETE',
      url: '/wps/relay/MCSFE_removeFavoriteGameV2',
      headers: bearer(token),
      payload: { nodeId: games[0]!.nodeId },
    });
    const lobby = (await get('/wps/relay/MCSFE_getFavoriteGamesList?pageSize=100', token)).json().value;
    expect(lobby.content.map((g: { nodeId: number }) => g.nodeId).sort()).toEqual(
      games
        .slice(1)
        .map((g) => g.nodeId)
        .sort(),
    );
  });

  it('refuses to favourite a game that does not exist', async () => {
    const token = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      headers: bearer(token),
      payload: { nodeId: 999999 },
    });
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('remembers recently played games, newest first, once each', async () => {
    const token = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const games = (await get('/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=3')).json().value.games as { nodeId: number }[];
    for (const g of [...games, games[0]!]) {
      await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_addRecentGame', headers: bearer(token), payload: { nodeId: g.nodeId } });
    }
    const { list } = (await get('/wps/relay/GCS_recentGame?page=1&pageSize=9&gameType=FISH&clientType=2', token)).json().value;
    expect(list.map((g: { nodeId: number }) => g.nodeId)).toEqual([games[0]!.nodeId, games[2]!.nodeId, games[1]!.nodeId]);
  });
});
