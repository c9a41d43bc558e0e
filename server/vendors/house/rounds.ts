import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { fairStream, newServerSeed } from './fairness';
import { UNITS_PER_CENTAVO } from '../../../contracts/constants';
import { HOUSE_PARTNER } from './partner';
import { RoundError, type Player } from './round-error';
import { placeBet, rollbackUuidOf, type WalletClient } from './wallet-client';

/** A round's next state: more decisions to come (the state kept here, the view sent), or the end with its win. */
export type Step<S> = { done: false; state: S; view: unknown } | { done: true; result: unknown; win: number };

/** A round that has ended: its outcome, every bet it took (stake) and the win, with both seeds. */
export interface Played {
  roundId: string;
  result: unknown;
  stake: number;
  win: number;
  balance: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
}

/** A round waiting for the player's next decision. */
export interface Open {
  roundId: string;
  view: unknown;
  stake: number;
  balance: number;
  serverSeedHash: string;
  open: true;
}

interface ClaimedRound {
  serverSeed: string;
  serverSeedHash: string;
  gameCode: string;
}

interface OpenRow {
  round_id: string;
  game_code: string;
  wallet_user: string;
  game_token: string;
  currency: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  stake: string | number;
  bets: number;
  step: number;
  hand: { state: unknown };
}

/** A round the operator did not confirm, as retryFailed sends it again. */
interface FailedRow {
  round_id: string;
  wallet_user: string;
  game_token: string;
  currency: string;
  game_code: string;
  win: string | number;
  bets: number;
  outcome: unknown;
}

/** The uuids of a round's k-th bet and of its rollback: the first keeps the names rounds always had. */
const betUuidOf = (round: string, k: number) => (k === 1 ? `${round}:bet` : `${round}:bet:${k}`);
const rollbackOf = (round: string, k: number) => (k === 1 ? rollbackUuidOf(round) : `${round}:rollback:${k}`);

/**
 * The rounds of one partner's games: committed first (the server seed's hash goes to the
 * player), then played once: bet through the operator's wallet, outcome from the seeds, win
 * through the wallet (also when zero, which closes the round), seed revealed. A round with
 * decisions stays open between them, its hand kept here; a further stake (a double, a call) is
 * one more bet of the same wallet round.
 */
export class HouseRounds {
  constructor(
    private readonly db: Queryable,
    private readonly wallet: WalletClient,
    private readonly partnerCode: string = HOUSE_PARTNER,
  ) {}

  /**
   * Commits a round for a player whose game token the caller has had the operator confirm. The
   * round keeps that token: only a play with the same token can claim it.
   */
  async commit(gameCode: string, player: { user: string; token: string }): Promise<{ roundId: string; serverSeedHash: string }> {
    const roundId = randomUUID();
    const { seed, hash } = newServerSeed();
    await this.db.query(
      `INSERT INTO house_rounds (round_id, game_code, wallet_user, game_token, server_seed, server_seed_hash, state, partner_code)
        VALUES ($1, $2, $3, $4, $5, $6, 'committed', $7)`,
      [roundId, gameCode, player.user, player.token, seed, hash, this.partnerCode],
    );
    return { roundId, serverSeedHash: hash };
  }

  /** The game a round was committed for (its parameters decide how it is played), or null. */
  async gameOf(roundId: string): Promise<string | null> {
    const rows = await this.db.query<{ game_code: string }>(
      'SELECT game_code FROM house_rounds WHERE round_id = $1 AND partner_code = $2',
      [roundId, this.partnerCode],
    );
    return rows[0]?.game_code ?? null;
  }

  /**
   * A round as its player checks it later: the game, its state and money, the seed hash, and
   * (once it is over, never before) the seeds and the outcome. Null for a round not played here.
   */
  async details(roundId: string): Promise<Record<string, unknown> | null> {
    const rows = await this.db.query<{
      game_code: string;
      state: string;
      stake: string | number;
      win: string | number;
      server_seed: string;
      server_seed_hash: string;
      client_seed: string | null;
      outcome: unknown;
      created_at: Date;
    }>(
      `SELECT game_code, state, stake, win, server_seed, server_seed_hash, client_seed, outcome, created_at
         FROM house_rounds WHERE round_id = $1 AND partner_code = $2 AND state <> 'committed'`,
      [roundId, this.partnerCode],
    );
    const row = rows[0];
    if (!row) return null;
    const over = row.state === 'settled';
    return {
      game: row.game_code,
      state: row.state,
      stake: Number(row.stake),
      win: Number(row.win),
      playedAt: new Date(row.created_at).toISOString(),
      serverSeedHash: row.server_seed_hash,
      serverSeed: over ? row.server_seed : null,
      clientSeed: row.client_seed,
      outcome: over ? row.outcome : null,
    };
  }

  /** Claims a committed round exactly once, for the player and game token it was committed for. */
  private async claim(roundId: string, player: Player, clientSeed: string, stake: number): Promise<ClaimedRound> {
    const rows = await this.db.query<{ server_seed: string; server_seed_hash: string; game_code: string }>(
      `UPDATE house_rounds SET client_seed = $3, stake = $4, currency = $6, updated_at = now()
        WHERE round_id = $1 AND wallet_user = $2 AND game_token = $5 AND state = 'committed' AND client_seed IS NULL
          AND partner_code = $7
       RETURNING server_seed, server_seed_hash, game_code`,
      [roundId, player.user, clientSeed, stake, player.token, player.currency, this.partnerCode],
    );
    if (!rows[0]) throw new RoundError('ROUND_NOT_FOUND');
    return { serverSeed: rows[0].server_seed, serverSeedHash: rows[0].server_seed_hash, gameCode: rows[0].game_code };
  }

  private base(player: Player, roundId: string, gameCode: string) {
    return { user: player.user, token: player.token, round: roundId, gameCode, currency: player.currency };
  }

  /** Claims the round and takes its first bet; a bet not taken records the round's fate and throws. */
  private async open(player: Player, roundId: string, clientSeed: string, stake: number) {
    const round = await this.claim(roundId, player, clientSeed, stake);
    const bet = await placeBet(
      this.wallet,
      { ...this.base(player, roundId, round.gameCode), uuid: betUuidOf(roundId, 1), units: stake * UNITS_PER_CENTAVO },
      (failure) => this.finish(roundId, failure === 'unresolved' ? 'failed' : 'refused', 0, null),
    );
    return { round, balance: (bet.balance ?? 0) / UNITS_PER_CENTAVO };
  }

  /** Pays a round's win (also 0), reveals the seed; a win the operator did not confirm is sent again by retryFailed. */
  private async pay(
    player: Player,
    roundId: string,
    round: ClaimedRound,
    clientSeed: string,
    stake: number,
    end: { result: unknown; win: number },
  ) {
    const paid = await this.wallet.win({
      ...this.base(player, roundId, round.gameCode),
      uuid: `${roundId}:win`,
      betUuid: betUuidOf(roundId, 1),
      units: end.win * UNITS_PER_CENTAVO,
    });
    if (paid?.status !== 'RS_OK') {
      await this.finish(roundId, 'failed', end.win, end.result);
      throw new RoundError('WALLET_FAILED', paid?.status);
    }
    await this.finish(roundId, 'settled', end.win, end.result);
    const played: Played = {
      roundId,
      result: end.result,
      stake,
      win: end.win,
      balance: (paid.balance ?? 0) / UNITS_PER_CENTAVO,
      serverSeed: round.serverSeed,
      serverSeedHash: round.serverSeedHash,
      clientSeed,
    };
    return played;
  }

  /** A one-shot round: bet, outcome from the seeds, win. */
  async instant(
    player: Player,
    roundId: string,
    clientSeed: string,
    stake: number,
    outcome: (random: () => number) => { result: unknown; win: number },
  ): Promise<Played> {
    const { round } = await this.open(player, roundId, clientSeed, stake);
    return this.pay(player, roundId, round, clientSeed, stake, outcome(fairStream(round.serverSeed, clientSeed)));
  }

  /**
   * A round with decisions: the first bet and the first step, whose randomness (a deck shuffled
   * from the seeds) decides the whole round. Ends at once when the step is final.
   */
  async start<S>(player: Player, roundId: string, clientSeed: string, stake: number, first: (random: () => number) => Step<S>) {
    const { round, balance } = await this.open(player, roundId, clientSeed, stake);
    const step = first(fairStream(round.serverSeed, clientSeed));
    if (step.done) return this.pay(player, roundId, round, clientSeed, stake, step);
    await this.db.query(`UPDATE house_rounds SET state = 'open', hand = $2, updated_at = now() WHERE round_id = $1`, [
      roundId,
      JSON.stringify({ state: step.state }),
    ]);
    const open: Open = { roundId, view: step.view, stake, balance, serverSeedHash: round.serverSeedHash, open: true };
    return open;
  }

  /**
   * The player's next decision on an open round. `next` decides from the kept state (and throws
   * a RoundError for a move the state does not allow, before any money moves); an extra stake
   * (given, or read from the kept state: a double is the hand's own stake) is one more bet of
   * the round. Two decisions sent together apply one at a time: the second finds the step taken
   * and is refused. A refused extra bet leaves the hand as it was; an extra bet
   * with no answer voids the round (every bet rolled back).
   */
  async act<S>(player: Player, roundId: string, extraStake: number | ((state: S) => number), next: (state: S) => Step<S>) {
    const rows = await this.db.query<OpenRow>(
      `SELECT round_id, game_code, wallet_user, game_token, currency, server_seed, server_seed_hash, client_seed, stake, bets, step, hand
         FROM house_rounds WHERE round_id = $1 AND wallet_user = $2 AND game_token = $3 AND state = 'open' AND partner_code = $4`,
      [roundId, player.user, player.token, this.partnerCode],
    );
    const row = rows[0];
    if (!row) throw new RoundError('ROUND_NOT_FOUND');
    const state = row.hand.state as S;
    const step = next(state);
    const extra = typeof extraStake === 'function' ? extraStake(state) : extraStake;
    const bets = row.bets + (extra > 0 ? 1 : 0);
    const stake = Number(row.stake) + extra;
    const taken = await this.db.query(
      `UPDATE house_rounds SET step = step + 1, bets = $3, updated_at = now()
        WHERE round_id = $1 AND state = 'open' AND step = $2 RETURNING 1`,
      [roundId, row.step, bets],
    );
    if (taken.length === 0) throw new RoundError('ROUND_NOT_FOUND');
    const round = { serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, gameCode: row.game_code };
    let balance: number | null = null;
    if (extra > 0) {
      const taken = await placeBet(
        this.wallet,
        {
          ...this.base(player, roundId, row.game_code),
          uuid: betUuidOf(roundId, bets),
          rollbackUuid: rollbackOf(roundId, bets),
          units: extra * UNITS_PER_CENTAVO,
        },
        async (failure) => {
          if (failure === 'refused') await this.db.query('UPDATE house_rounds SET bets = $2 WHERE round_id = $1', [roundId, row.bets]);
          else await this.voidRound(roundId, player, row.game_code, bets);
        },
      );
      balance = (taken.balance ?? 0) / UNITS_PER_CENTAVO;
      await this.db.query('UPDATE house_rounds SET stake = $2 WHERE round_id = $1', [roundId, stake]);
    }
    if (step.done) return this.pay(player, roundId, round, row.client_seed, stake, step);
    await this.db.query('UPDATE house_rounds SET hand = $2 WHERE round_id = $1', [roundId, JSON.stringify({ state: step.state })]);
    balance ??= (await this.wallet.balance(player.user, player.token, row.game_code)).balance! / UNITS_PER_CENTAVO;
    const open: Open = { roundId, view: step.view, stake, balance, serverSeedHash: round.serverSeedHash, open: true };
    return open;
  }

  /** Rolls back every bet of a round that cannot go on; what the operator did not confirm is retried. */
  private async voidRound(roundId: string, player: Player, gameCode: string, bets: number): Promise<void> {
    const undone = await this.rollBackAll({
      round_id: roundId,
      wallet_user: player.user,
      game_token: player.token,
      game_code: gameCode,
      bets,
    });
    await this.finish(roundId, undone ? 'refused' : 'failed', 0, null);
  }

  private async rollBackAll(row: { round_id: string; wallet_user: string; game_token: string; game_code: string; bets: number }) {
    let undone = true;
    for (let k = 1; k <= row.bets; k++) {
      const answer = await this.wallet.rollback({
        user: row.wallet_user,
        token: row.game_token,
        round: row.round_id,
        gameCode: row.game_code,
        uuid: rollbackOf(row.round_id, k),
        betUuid: betUuidOf(row.round_id, k),
      });
      if (answer?.status !== 'RS_OK' && answer?.status !== 'RS_ERROR_TRANSACTION_ROLLED_BACK') undone = false;
    }
    return undone;
  }

  /**
   * Ends a family's rounds (its games' codes) left without a decision for `idleMs` with the
   * family's default decision (stand, fold): the outcome is recorded and the win sent by
   * retryFailed, like any unconfirmed win.
   */
  async finishAbandoned(
    idleMs: number,
    codes: readonly string[],
    finish: (gameCode: string, state: unknown) => { result: unknown; win: number } | null,
    now = Date.now(),
  ): Promise<number> {
    const rows = await this.db.query<{ round_id: string; game_code: string; step: number; hand: { state: unknown } }>(
      `SELECT round_id, game_code, step, hand FROM house_rounds
        WHERE state = 'open' AND partner_code = $1 AND updated_at < $2 AND game_code = ANY($3::text[])
        ORDER BY updated_at LIMIT 50`,
      [this.partnerCode, new Date(now - idleMs), codes],
    );
    let ended = 0;
    for (const row of rows) {
      const end = finish(row.game_code, row.hand.state);
      if (!end) continue;
      const taken = await this.db.query(
        `UPDATE house_rounds SET state = 'failed', win = $3, outcome = $4, step = step + 1, settled_at = now()
          WHERE round_id = $1 AND state = 'open' AND step = $2 RETURNING 1`,
        [row.round_id, row.step, end.win, JSON.stringify(end.result)],
      );
      ended += taken.length;
    }
    if (ended > 0) await this.retryFailed();
    return ended;
  }

  /**
   * Sends again what the operator did not confirm: the win of a played round (whose outcome is
   * recorded), or the rollbacks of bets that had no answer (no outcome). The same transaction
   * uuids as the first time, so the operator applies each once however often this runs.
   */
  async retryFailed(limit = 50): Promise<number> {
    const rows = await this.db.query<FailedRow>(
      `SELECT round_id, wallet_user, game_token, currency, game_code, win, bets, outcome FROM house_rounds
        WHERE state = 'failed' AND game_token IS NOT NULL AND partner_code = $2 ORDER BY created_at LIMIT $1`,
      [limit, this.partnerCode],
    );
    let done = 0;
    for (const row of rows) {
      const next = row.outcome !== null ? await this.resendWin(row) : (await this.rollBackAll(row)) ? 'refused' : null;
      if (!next) continue;
      await this.db.query(`UPDATE house_rounds SET state = $2, settled_at = now() WHERE round_id = $1 AND state = 'failed'`, [
        row.round_id,
        next,
      ]);
      done++;
    }
    return done;
  }

  private async resendWin(row: FailedRow) {
    const answer = await this.wallet.win({
      user: row.wallet_user,
      token: row.game_token,
      round: row.round_id,
      gameCode: row.game_code,
      betUuid: betUuidOf(row.round_id, 1),
      uuid: `${row.round_id}:win`,
      currency: row.currency,
      units: Number(row.win) * UNITS_PER_CENTAVO,
    });
    if (answer?.status === 'RS_OK') return 'settled' as const;
    return answer?.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK' ? ('refused' as const) : null;
  }

  private async finish(roundId: string, state: 'settled' | 'refused' | 'failed', win: number, outcome: unknown): Promise<void> {
    await this.db.query(`UPDATE house_rounds SET state = $2, win = $3, outcome = $4, settled_at = now() WHERE round_id = $1`, [
      roundId,
      state,
      win,
      outcome === null ? null : JSON.stringify(outcome),
    ]);
  }
}
