import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GameType } from '../../../contracts/games';
import type { Queryable } from '../../db/types';
import type { HouseRounds } from './rounds';
import type { WalletClient } from './wallet-client';

/**
 * The sandbox aggregator's contract with its game families. Every catalogue vendor is a partner
 * of its own (key pair, signed wallet calls) served under `/v/<vendor>`; every catalogue game
 * belongs to one family, whose routes, page and background work are written once and take the
 * game's own parameters (theme, paytable, limits) from its catalogue entry.
 */
export type FamilyName = 'slot' | 'colour' | 'lottery' | 'table' | 'blackjack' | 'cards' | 'pvp' | 'fish' | 'sports';

/** A catalogue game as the aggregator knows it. */
export interface AggregatorGame {
  /** The catalogue's vendor code (BAYANI, BITUIN...). */
  vendor: string;
  /** The catalogue's game_code (bayani-rng-012). */
  code: string;
  name: string;
  type: GameType;
  classify: 'JP' | 'BG' | null;
  /** The catalogue's minimum bet, in centavos. */
  minBet: number;
  family: FamilyName;
}

/** What a family's routes and background work reach, for one vendor. */
export interface FamilyContext {
  db: Queryable;
  /** This vendor's own signed seamless-wallet client. */
  wallet: WalletClient;
  partnerCode: string;
  /** Instant and staged rounds (commit, bet, outcome, win), with their retries. */
  rounds: HouseRounds;
  /** The per-game-token limit: the preHandler of every route that acts for a player. */
  perToken: (request: FastifyRequest) => Promise<void>;
  /** One of this vendor's games by code, or undefined (another vendor's game is unknown here). */
  game(code: string): AggregatorGame | undefined;
  /** The codes of this vendor's games of a family. */
  codesOf(family: FamilyName): readonly string[];
  /** The player's balance in centavos, through the wallet; a token the operator refuses throws WALLET_REFUSED. */
  balanceOf(user: string, token: string, game: string): Promise<{ balance: number; currency?: string }>;
  /** The clock, which tests move instead of waiting. */
  now(): number;
}

/** A family: its page, its published facts per game, its routes and its background work. */
export interface GameFamily {
  family: FamilyName;
  /** The page file in public/ (without .html) that plays its games. */
  page: string;
  /**
   * A game's parameters and exact published return, as its page and help show them
   * (GET /v/<vendor>/api/games/<code>). Deterministic from the catalogue entry.
   */
  describe(game: AggregatorGame): { returnToPlayer: number | null } & Record<string, unknown>;
  /** Registers its routes, relative to the vendor's prefix (`/api/<family>/...`). */
  routes(app: FastifyInstance, ctx: FamilyContext): void;
  /** Work done every second: closing rounds, settling, retrying, finishing abandoned play. */
  tick?(ctx: FamilyContext): Promise<void>;
  /**
   * A wallet round of its own, as the player checks it from the betting record: the game, the
   * seed hash (the seed once the round is over), the outcome, a slip's legs; null when the round
   * is not one of this family's. Rounds played in `rounds` are described without it.
   */
  roundDetails?(ctx: FamilyContext, round: string): Promise<Record<string, unknown> | null>;
}

/** One bet spot of a live table, as its page and help show it. */
export interface SpotRule {
  id: string;
  /** What it pays, shown to the player ("1:1", "0.95:1", "35:1"). */
  pays: string;
}

/**
 * A live table's rules, played by the studio as shared rounds on a schedule: bets are taken
 * while the countdown runs, then one outcome (from the round's committed seed) settles them all.
 */
export interface TableGame<Outcome = unknown, Info = null> {
  kind: string;
  /** Seconds bets are taken, then seconds the result is shown before the next round opens. */
  timing: { betting: number; result: number };
  spots: readonly SpotRule[];
  /** Public facts of a round known before bets close (a fight's odds); null where there are none. */
  prepare(random: () => number): Info;
  /** The round's outcome from its seeds' stream. */
  draw(random: () => number, info: Info): Outcome;
  /** What a stake on a spot returns (stake included; 0 when lost), in whole centavos. */
  settle(spot: string, stake: number, outcome: Outcome, info: Info): number;
  /** The exact expected return of a unit staked on each spot. */
  returns(): Record<string, number>;
}
