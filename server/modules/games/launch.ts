import {
  LOTTERY_GAME_TYPE_BY_PLAY_TYPE,
  LOTTERY_GAME_TYPES,
  LOTTERY_LOBBY_CODE,
  LOTTERY_VENDOR_BY_PRIZE_MODE,
} from '../../../contracts/constants';
import type { LotteryLaunchBody } from '../../../contracts/games';
import type { AppContext } from '../../app-context';
import { AppError, errors } from '../../http/app-error';
import type { GameVendor } from '../../vendors/directory';
import type { Authenticated } from '../session/service';
import { issueGameToken, walletUser } from '../seamless/game-tokens';
import { requireKycToPlay } from '../kyc/gate';
import { guardPlay } from '../protection/guards';
import { findGame, findGameByCode, isWithdrawn, touchRecent, vendorName } from './repository';

const notAvailable = () => new AppError('FORBIDDEN', 403, 'This game is not available yet');

/** The connected vendor's page for a game, or "not available" when no connected vendor plays it. */
function gamePageOf(ctx: AppContext, vendorCode: string, gameCode: string): { vendor: GameVendor; page: string } {
  const vendor = ctx.vendors.find(vendorCode);
  const page = vendor?.gamePage(gameCode);
  if (!vendor || !page) throw notAvailable();
  return { vendor, page };
}

/**
 * The vendor page's URL with a fresh game token: the session token never leaves the platform.
 * The token rides in the fragment, which browsers never send, so it reaches no access log.
 */
async function vendorUrl(
  ctx: AppContext,
  auth: Authenticated,
  { vendor, page }: { vendor: GameVendor; page: string },
  gameCode: string,
  language: string,
  extra: Record<string, string> = {},
): Promise<string> {
  const { member } = auth;
  // MANDATORYKYC3: no game (nor lottery) opens before the player's verification is sent.
  await requireKycToPlay(ctx, member);
  // A break, a spent session or a used-up limit refuses the launch; otherwise this sign-in's play session begins.
  await guardPlay(ctx, auth);
  const merchant = await ctx.merchants.get(member.merchant_code);
  const token = await issueGameToken(ctx.db, {
    memberId: member.id,
    sessionHash: auth.tokenHash,
    partnerCode: vendor.partnerCode,
    gameCode,
    currency: merchant.currency,
  });
  const query = new URLSearchParams({
    user: walletUser(member.id),
    currency: merchant.currency,
    lang: language === 'TY' ? 'fil' : 'en',
    ...extra,
  });
  return `${page}?${query}#${new URLSearchParams({ token })}`;
}

/** Launches one catalogue game (recorded as recently played). */
export async function launchGame(
  ctx: AppContext,
  auth: Authenticated,
  nodeId: number,
  language: string,
): Promise<{ url: string; gameName: string }> {
  const game = await findGame(ctx.db, nodeId);
  if (!game) throw (await isWithdrawn(ctx.db, nodeId)) ? errors.gameWithdrawn() : errors.notFound('Unknown game');
  const url = await vendorUrl(ctx, auth, gamePageOf(ctx, game.vassalage, game.gameCode), game.gameCode, language);
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
  if (body.code === LOTTERY_LOBBY_CODE) {
    const vendorCode = LOTTERY_VENDOR_BY_PRIZE_MODE[body.prizeMode];
    if (!vendorCode) throw notAvailable();
    const lobby = gamePageOf(ctx, vendorCode, LOTTERY_LOBBY_CODE);
    return {
      url: await vendorUrl(ctx, auth, lobby, LOTTERY_LOBBY_CODE, language, {
        vendor: vendorCode,
        type: LOTTERY_GAME_TYPE_BY_PLAY_TYPE[body.playType],
      }),
      gameName: (await vendorName(ctx.db, vendorCode)) ?? vendorCode,
    };
  }
  const game = await findGameByCode(ctx.db, body.code);
  if (!game || !(LOTTERY_GAME_TYPES as readonly string[]).includes(game.gameType)) throw errors.notFound('Unknown game');
  return launchGame(ctx, auth, game.nodeId, language);
}
