/** The seamless wallet's amounts: 1/100,000 of the currency, so 1,000 units a centavo. */
export const UNITS_PER_CENTAVO = 1_000;

/** Why a house game refused or could not finish a round; the vendor API answers it as 409. */
export class RoundError extends Error {
  constructor(
    readonly code: 'ROUND_NOT_FOUND' | 'BAD_STAKE' | 'WALLET_REFUSED' | 'WALLET_FAILED' | 'UNKNOWN_GAME' | 'BAD_NUMBERS' | 'DRAW_CLOSED',
    readonly walletStatus?: string,
    readonly balance?: number,
  ) {
    super(code);
  }
}

export interface Player {
  user: string;
  token: string;
  currency: string;
}
