import {
  LOTTERY_GAME_TYPE_BY_PLAY_TYPE,
  LOTTERY_GAME_TYPES,
  LOTTERY_LOBBY_CODE,
  LOTTERY_VENDOR_BY_PRIZE_MODE,
} from '../../../contracts/constants';
import type { LotteryLaunchBody } from '../../../contracts/games';
import type { AppContext } from '../../app-context';
import { AppError, errors } from '../../http/app-error';
import type { Authenticated } from '../session/service';
import { issueGameToken, walletUser } from '../seamless/game-tokens';
import { HOUSE_PARTNER } from '../../vendors/house/partner';
import { pageFor } from '../../vendors/house/app';
import { touchRecent } from './favourites';
import { findGame, findGameByCode } from './repository';

/**
 * The vendors whose games can be played in the sandbox: the house vendor's own, and TCG_SEA's
 * lotteries, which the house vendor runs in its place. Any other vendor is not connected.
 */
const HOUSE_SERVED = new Set(['HOUSE', 'TCG_SEA']);

const notAvailable = () => new AppError('FORBIDDEN', 403, 'This game is not available yet');

/**
 * The vendor page's URL with a fresh game token: the session token never leaves the platform.
 * The token rides in the fragment, which browsers never send, so it reaches no access log.
 */
async function vendorUrl(
  ctx: AppContext,
  auth: Authenticated,
  page: string,
  gameCode: string,
  language: string,
  extra: Record<string, string> = {},
): Promise<string> {
  const vendor = ctx.config.houseVendor;
  if (!vendor) throw notAvailable();
  const { member } = auth;
  const merchant = await ctx.merchants.get(member.merchant_code);
  const token = await issueGameToken(ctx.db, {
    memberId: member.id,
    sessionHash: auth.tokenHash,
    partnerCode: HOUSE_PARTNER,
    gameCode,
    currency: merchant.currency,
  });
  const query = new URLSearchParams({
    user: walletUser(member.id),
    currency: merchant.currency,
    lang: language === 'TY' ? 'fil' : 'en',
    ...extra,
  });
  return `${vendor.url}/games/${page}?${query}#${new URLSearchParams({ token })}`;
}

/** Launches one catalogue game (recorded as recently played). */
export async function launchGame(
  ctx: AppContext,
  auth: Authenticated,
  nodeId: number,
  language: string,
): Promise<{ url: string; gameName: string }> {
  const game = await findGame(ctx.db, nodeId);
  if (!game) throw errors.notFound('Unknown game');
  if (!HOUSE_SERVED.has(game.vassalage) || !pageFor(game.gameCode)) throw notAvailable();
  const url = await vendorUrl(ctx, auth, game.gameCode, game.gameCode, language);
  await touchRecent(ctx.db, auth.member.id, nodeId);
  return { url, gameName: game.gameName };
}

/**
 * Launches a lottery (SPEC §2 /m/launchGame): one game by its code, or the lobby of the vendor
 * the prize mode names, opened on the play type's games (the lobby lets the player switch).
 */
export async function launchLottery(
  ctx: AppContext,
  auth: Authenticated,
  body: LotteryLaunchBody,
): Promise<{ url: string; gameName: string }> {
  const language = body.language ?? 'EN';
  const vendor = LOTTERY_VENDOR_BY_PRIZE_MODE[body.prizeMode];
  if (body.code === LOTTERY_LOBBY_CODE) {
    if (!vendor || !HOUSE_SERVED.has(vendor)) throw notAvailable();
    const name = (await ctx.db.query<{ name: string }>('SELECT name FROM game_vendors WHERE code = $1', [vendor]))[0]?.name ?? vendor;
    return {
      url: await vendorUrl(ctx, auth, LOTTERY_LOBBY_CODE, LOTTERY_LOBBY_CODE, language, {
        vendor,
        type: LOTTERY_GAME_TYPE_BY_PLAY_TYPE[body.playType],
      }),
      gameName: name,
    };
  }
  const game = await findGameByCode(ctx.db, body.code);
  if (!game || !(LOTTERY_GAME_TYPES as readonly string[]).includes(game.gameType)) throw errors.notFound('Unknown game');
  return launchGame(ctx, auth, game.nodeId, language);
}
