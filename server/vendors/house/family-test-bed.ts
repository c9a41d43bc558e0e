import { generateKeyPairSync } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PLAYER } from '../../db/seed';
import { registerValidation } from '../../http/validation';
import { issueGameToken, walletUser } from '../../modules/seamless/game-tokens';
import { liveSessionHash, type TestApp } from '../../test/harness';
import { requireClosedSchema } from '../sandbox-http';
import { answerRefusal, familyContext } from './app';
import type { AggregatorGame, FamilyContext, GameFamily } from './family';
import { registerPartner } from './partner';
import type { Player } from './round-error';
import { HouseRounds } from './rounds';
import { troubledTransport, type Trouble } from './test-vendor';
import { WalletClient } from './wallet-client';

/** One family (or a few) on a bare vendor app, against the real platform: what a family's own tests need. */
export interface FamilyTestBed {
  ctx: FamilyContext;
  /** The families' routes with the aggregator's input rules and refusal format. */
  vendor: FastifyInstance;
  /** Network trouble for the next call to a wallet path (see test-vendor.ts). */
  trouble: Trouble[];
  /** The families' clock: a test moves it instead of waiting. */
  clock: { now: number };
  /**
   * A member (the demo player, ₱10,000, unless another is named) with a fresh game token of this
   * partner for a game, bound to a live session, and their balance through the wallet.
   */
  player(game: string, memberId?: number): Promise<{ player: Player; balance: () => Promise<number> }>;
}

/**
 * A partner of its own (a fresh key) playing the given games with the given families, reaching
 * the test app's operator through inject. Call it at the top level, after useTestApp.
 */
export function useFamilyTestBed(
  t: TestApp,
  options: { partner: string; games: readonly AggregatorGame[]; families: readonly GameFamily[] },
): FamilyTestBed {
  const bed = { trouble: [] as Trouble[], clock: { now: Date.now() } } as FamilyTestBed;
  beforeAll(async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await registerPartner(t.db, options.partner, options.partner, privateKey);
    const wallet = new WalletClient(troubledTransport(t, bed.trouble), options.partner, privateKey);
    const runtime = { partner: { code: options.partner }, wallet, rounds: new HouseRounds(t.db, wallet, options.partner) };
    bed.ctx = familyContext(
      t.db,
      runtime,
      async () => {},
      () => bed.clock.now,
      {
        game: (code) => options.games.find((g) => g.code === code),
        codesOf: (family) => options.games.filter((g) => g.family === family).map((g) => g.code),
      },
    );
    bed.vendor = Fastify();
    registerValidation(bed.vendor);
    bed.vendor.addHook('onRoute', requireClosedSchema('family test'));
    bed.vendor.setErrorHandler(answerRefusal);
    for (const family of options.families) family.routes(bed.vendor, bed.ctx);
    await bed.vendor.ready();
  });
  afterAll(() => bed.vendor?.close());
  bed.player = async (game, memberId) => {
    const id =
      memberId ?? Number((await t.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [DEMO_PLAYER.username]))[0]!.id);
    const token = await issueGameToken(t.db, {
      memberId: id,
      sessionHash: await liveSessionHash(t.db, id),
      partnerCode: options.partner,
      gameCode: game,
      currency: 'PHP',
    });
    const player = { user: walletUser(id), token, currency: 'PHP' };
    const balance = async () => (await bed.ctx.balanceOf(player.user, player.token, game)).balance;
    return { player, balance };
  };
  return bed;
}
