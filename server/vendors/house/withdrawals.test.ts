import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../db/seed';
import { syncCatalogues } from '../../modules/games/catalogue-sync';
import type { VendorJsonReader } from '../read-json';
import { bearer, loginAs, useTestApp } from '../../test/harness';
import { vendorDirectory } from '../directory';
import { aggregatorEntries } from './connection';
import { useTestVendor } from './test-vendor';

const t = useTestApp();
const house = useTestVendor(t);

/** The platform reading the aggregator's catalogue, here in-process. */
const readAggregator: VendorJsonReader = async (url) => (await house.vendor.inject({ url: new URL(url).pathname })).json();
const sync = (read: VendorJsonReader = readAggregator) =>
  syncCatalogues({ db: t.db, vendors: vendorDirectory(aggregatorEntries(t.config.houseVendor!.url)) }, read);

async function listed(name: string): Promise<{ nodeId: number } | undefined> {
  const res = await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(name)}` });
  return res.json().value.games.find((g: { gameName: string }) => g.gameName === name);
}

const launch = async (session: string, nodeId: number) =>
  t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: bearer(session), payload: { nodeId } });

describe('a game its vendor withdraws', () => {
  it('leaves the lobby, says so to a player who still opens it, and comes back when restored', async () => {
    const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    // The lobby in line with the aggregator first: then the one change is the tester's.
    await sync();
    const game = (await listed('Mango Madness'))!;
    const opened = new URL((await launch(session, game.nodeId)).json().value.url);

    expect((await house.vendor.inject({ method: 'POST', url: '/sandbox/games/house-rng-002/withdraw', payload: {} })).statusCode).toBe(200);
    const published = (await house.vendor.inject({ url: '/api/catalogue' })).json().games.map((g: { code: string }) => g.code);
    expect(published).not.toContain('house-rng-002');
    expect(published).toContain('house-rng-001');

    // The player who still has it open gets an honest notice, not a broken game.
    const page = await house.vendor.inject({ url: opened.pathname + opened.search });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('data-t="withdrawnTitle"');

    expect(await sync()).toEqual({ withdrawn: 1, restored: 0 });
    expect(await listed('Mango Madness')).toBeUndefined();
    const refused = await launch(session, game.nodeId);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: 'GAME_WITHDRAWN', message: 'This game has been withdrawn by its provider' });

    await house.vendor.inject({ method: 'POST', url: '/sandbox/games/house-rng-002/restore', payload: {} });
    expect(await sync()).toEqual({ withdrawn: 0, restored: 1 });
    expect(await listed('Mango Madness')).toBeDefined();
    expect((await launch(session, game.nodeId)).json()).toMatchObject({ success: true });
  });

  it('keeps the lobby as it is when the catalogue cannot be read or is not a catalogue', async () => {
    const before = await listed('Fiesta Reels');
    await expect(sync(async () => ({ games: 'everything' }))).rejects.toThrow('not a catalogue');
    await expect(
      sync(async () => {
        throw new Error('connection refused');
      }),
    ).rejects.toThrow('connection refused');
    expect(await listed('Fiesta Reels')).toEqual(before);
  });

  it('refuses to withdraw a game the aggregator does not run', async () => {
    const res = await house.vendor.inject({ method: 'POST', url: '/sandbox/games/nowhere-rng-001/withdraw', payload: {} });
    expect(res.json()).toMatchObject({ error: 'UNKNOWN_GAME' });
  });
});
