/**
 * Values the server and the renderer both use, declared once. Like envelope.ts this file must
 * stay free of imports: the renderer bundles these values, and no schema library comes with them.
 */

/** Member types (SPEC §3): 0, 1 and 2 are real accounts; 4 is a free-play (trial) player, as is any other type. */
export const REAL_MEMBER_TYPES = [0, 1, 2] as const;
export const TRIAL_MEMBER_TYPE = 4;

export function isRealMemberType(type: number): boolean {
  return (REAL_MEMBER_TYPES as readonly number[]).includes(type);
}

/**
 * The seamless wallet's amounts are integers in 1/100,000 of the currency (Hub88's units); the
 * ledger keeps centavos, so 1 centavo = 1,000 units.
 */
export const UNITS_PER_CENTAVO = 1_000;

/** The lottery categories of the catalogue: LOTT traditional draws, ELOTT entertainment (fast) draws. */
export const LOTTERY_GAME_TYPES = ['LOTT', 'ELOTT'] as const;
/** A lottery launch's play type names its category (SPEC §2 /m/launchGame: ent for ELOTT, trad for LOTT). */
export const LOTTERY_GAME_TYPE_BY_PLAY_TYPE = { ent: 'ELOTT', trad: 'LOTT' } as const;
/** The lottery code that opens a vendor's lottery lobby rather than one game. */
export const LOTTERY_LOBBY_CODE = 'lobby';
/** SPEC §9 "default prize mode Elott": the platform's own lotteries. */
export const DEFAULT_PRIZE_MODE = 'Elott';
/** TCG_SEA's lotteries always play in prize mode SEA (SPEC §4). */
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';
export const SEA_PRIZE_MODE = 'SEA';
/** The vendor whose lotteries a prize mode names. */
export const LOTTERY_VENDOR_BY_PRIZE_MODE: Readonly<Record<string, string>> = {
  [SEA_PRIZE_MODE]: SEA_LOTTERY_VENDOR,
  [DEFAULT_PRIZE_MODE]: 'HOUSE',
};

/** The prize mode a lottery vendor's games play in. */
export function prizeModeOf(vendor: string): string {
  return vendor === SEA_LOTTERY_VENDOR ? SEA_PRIZE_MODE : DEFAULT_PRIZE_MODE;
}

/** Whether a string is an absolute http: or https: URL (links from the server, vendor pages). */
export function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The deposit promotions' code (SPEC §7 "active promotions (code DPSTBAS3)"). */
export const DEPOSIT_PROMOTION_CODE = 'DPSTBAS3';
/** A manual transfer's receipt: an image of at most 5 MB (SPEC §5's image rule). */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/** The reference the player's bank or e-wallet printed on a transfer. */
export const TRANSFER_REFERENCE_PATTERN = '^[A-Za-z0-9 -]{4,40}$';
/** The module id the bindable bank list is asked with (SPEC §7 "bank card list (GET, merchantCode, BINDCARD3)"). */
export const BINDCARD_MODULE = 'BINDCARD3';
/** A payment password is this many digits, as the e-wallets' PINs Filipino players already use. */
export const PAYMENT_PASSWORD_LENGTH = 6;
