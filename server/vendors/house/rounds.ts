import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { rollDice, settle, type Colour } from './colour-game';
import { fairStream, newServerSeed } from './fairness';
import { lineWins, payout, spinGrid, STAKES } from './slot';
import { UNITS_PER_CENTAVO } from '../../../contracts/constants';
import { RoundError, type Player } from './round-error';
import { placeBet, rollbackUuidOf, type WalletClient } from './wallet-client';

export type HouseGameKind = 'slot' | 'colour';
/**
 * One round of a house game: committed first (the server seed's hash goes to the player), then
 * played once: bet through the operator's wallet, outcome from the seeds, win through the
 * wallet (also when zero, which closes the round), seed revealed.
 */
export class HouseRounds {
  constructor(
    private readonly db: Queryable,
    private readonly wallet: WalletClient,
  ) {}

  /**
   * Commits a round for a player whose game token the caller has had the operator confirm. The
   * round keeps that token: only a play with the same token can claim it.
   */
  async commit(gameCode: string, player: { user: string; token: string }): Promise<{ roundId: string; serverSeedHash: string }> {
    const roundId = randomUUID();
    const { seed, hash } = newServerSeed();
    await this.db.query(
      `INSERT INTO house_rounds (round_id, game_code, wallet_user, game_token, server_seed, server_seed_hash, state)
        VALUES ($1, $2, $3, $4, $5, $6, 'committed')`,
      [roundId, gameCode, player.user, player.token, seed, hash],
    );
    return { roundId, serverSeedHash: hash };
  }

  /** Claims a committed round exactly once, for the player and game token it was committed for. */
  private async claim(
    roundId: string,
    player: Player,
    clientSeed: string,
    stake: number,
  ): Promise<{ serverSeed: string; serverSeedHash: string; gameCode: string }> {
    const rows = await this.db.query<{ server_seed: string; server_seed_hash: string; game_code: string }>(
      `UPDATE house_rounds SET client_seed = $3, stake = $4, currency = $6
        WHERE round_id = $1 AND wallet_user = $2 AND game_token = $5 AND state = 'committed' AND client_seed IS NULL
       RETURNING server_seed, server_seed_hash, game_code`,
      [roundId, player.user, clientSeed, stake, player.token, player.currency],
    );
    if (!rows[0]) throw new RoundError('ROUND_NOT_FOUND');
    return { serverSeed: rows[0].server_seed, serverSeedHash: rows[0].server_seed_hash, gameCode: rows[0].game_code };
  }

  private async play<T>(
    player: Player,
    roundId: string,
    clientSeed: string,
    stake: number,
    outcome: (random: () => number) => { result: T; win: number },
  ) {
    const round = await this.claim(roundId, player, clientSeed, stake);
    const base = { user: player.user, token: player.token, round: roundId, gameCode: round.gameCode, currency: player.currency };
    const betUuid = `${roundId}:bet`;
    await placeBet(this.wallet, { ...base, uuid: betUuid, units: stake * UNITS_PER_CENTAVO }, (failure) =>
      this.finish(roundId, failure === 'unresolved' ? 'failed' : 'refused', 0, null),
    );
    const { result, win } = outcome(fairStream(round.serverSeed, clientSeed));
    const paid = await this.wallet.win({ ...base, uuid: `${roundId}:win`, betUuid, units: win * UNITS_PER_CENTAVO });
    if (paid?.status !== 'RS_OK') {
      // The operator honours a win late: retryFailed sends it again.
      await this.finish(roundId, 'failed', win, result);
      throw new RoundError('WALLET_FAILED', paid?.status);
    }
    await this.finish(roundId, 'settled', win, result);
    return {
      roundId,
      result,
      stake,
      win,
      balance: (paid.balance ?? 0) / UNITS_PER_CENTAVO,
      serverSeed: round.serverSeed,
      serverSeedHash: round.serverSeedHash,
      clientSeed,
    };
  }

  /**
   * Sends again what the operator did not confirm: the win of a played round (whose outcome is
   * recorded), or the rollback of a bet that had no answer (no outcome). The same transaction
   * uuids as the first time, so the operator applies each once however often this runs.
   */
  async retryFailed(limit = 50): Promise<number> {
    const rows = await this.db.query<{
      round_id: string;
      wallet_user: string;
      game_token: string;
      currency: string;
      game_code: string;
      win: string | number;
      outcome: unknown;
    }>(
      `SELECT round_id, wallet_user, game_token, currency, game_code, win, outcome FROM house_rounds
        WHERE state = 'failed' AND game_token IS NOT NULL ORDER BY created_at LIMIT $1`,
      [limit],
    );
    let done = 0;
    for (const row of rows) {
      const base = {
        user: row.wallet_user,
        token: row.game_token,
        round: row.round_id,
        gameCode: row.game_code,
        betUuid: `${row.round_id}:bet`,
      };
      const played = row.outcome !== null;
      const answer = played
        ? await this.wallet.win({
            ...base,
            uuid: `${row.round_id}:win`,
            currency: row.currency,
            units: Number(row.win) * UNITS_PER_CENTAVO,
          })
        : await this.wallet.rollback({ ...base, uuid: rollbackUuidOf(row.round_id) });
      const next =
        answer?.status === 'RS_OK'
          ? played
            ? 'settled'
            : 'refused'
          : answer?.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK'
            ? 'refused'
            : null;
      if (!next) continue;
      await this.db.query(`UPDATE house_rounds SET state = $2, settled_at = now() WHERE round_id = $1 AND state = 'failed'`, [
        row.round_id,
        next,
      ]);
      done++;
    }
    return done;
  }

  private async finish(roundId: string, state: 'settled' | 'refused' | 'failed', win: number, outcome: unknown): Promise<void> {
    await this.db.query(`UPDATE house_rounds SET state = $2, win = $3, outcome = $4, settled_at = now() WHERE round_id = $1`, [
      roundId,
      state,
      win,
      outcome === null ? null : JSON.stringify(outcome),
    ]);
  }

  spin(player: Player, roundId: string, clientSeed: string, stake: number) {
    if (!(STAKES as readonly number[]).includes(stake)) throw new RoundError('BAD_STAKE');
    return this.play(player, roundId, clientSeed, stake, (random) => {
      const grid = spinGrid(random);
      const wins = lineWins(grid);
      return { result: { grid, wins }, win: payout(stake, wins) };
    });
  }

  colour(player: Player, roundId: string, clientSeed: string, bets: Partial<Record<Colour, number>>) {
    const stake = Object.values(bets).reduce((a, b) => a + (b ?? 0), 0);
    if (stake <= 0 || Object.values(bets).some((b) => !Number.isSafeInteger(b) || (b ?? 0) < 0 || (b ?? 0) % 100 !== 0))
      throw new RoundError('BAD_STAKE');
    return this.play(player, roundId, clientSeed, stake, (random) => {
      const dice = rollDice(random);
      return { result: { dice, bets }, win: settle(dice, bets) };
    });
  }
}
