/** The HTTP status of each refusal: unknown things 404, bad entries 400, the rest a conflict. */
const STATUS_OF = {
  ROUND_NOT_FOUND: 404,
  UNKNOWN_GAME: 404,
  BAD_STAKE: 400,
  BAD_NUMBERS: 400,
  ILLEGAL_MOVE: 400,
  DRAW_CLOSED: 409,
  ODDS_CHANGED: 409,
  WALLET_REFUSED: 409,
  WALLET_FAILED: 409,
} as const;

/** Why a house game refused or could not finish a round, with a stable code. */
export class RoundError extends Error {
  readonly status: number;

  constructor(
    readonly code: keyof typeof STATUS_OF,
    readonly walletStatus?: string,
    readonly balance?: number,
  ) {
    super(code);
    this.status = STATUS_OF[code];
  }
}

export interface Player {
  user: string;
  token: string;
  currency: string;
}
