import type { AppContext } from '../../app-context';
import { AppError, errors } from '../../http/app-error';
import type { MemberRow } from '../member/repository';
import { issueGameToken, walletUser } from '../seamless/game-tokens';
import { HOUSE_PARTNER } from '../../vendors/house/partner';
import { pageFor } from '../../vendors/house/app';
import { touchRecent } from './favourites';
import { findGame } from './repository';

/**
 * Launches a game: a short-lived game token for the vendor, never the session token, in the
 * URL of the vendor's page. Only the house vendor is connected in the sandbox.
 */
export async function launchGame(ctx: AppContext, member: MemberRow, nodeId: number, language: string): Promise<{ url: string; gameName: string }> {
  const game = await findGame(ctx.db, nodeId);
  if (!game) throw errors.notFound('Unknown game');
  const vendor = ctx.config.houseVendor;
  if (game.vassalage !== 'HOUSE' || !vendor || !pageFor(game.gameCode)) {
    throw new AppError('FORBIDDEN', 403, 'This game is not available yet');
  }
  const merchant = await ctx.merchants.get(member.merchant_code);
  const token = await issueGameToken(ctx.db, { memberId: member.id, partnerCode: HOUSE_PARTNER, gameCode: game.gameCode, currency: merchant.currency });
  await touchRecent(ctx.db, member.id, nodeId);
  const query = new URLSearchParams({ token, user: walletUser(member.id), currency: merchant.currency, lang: language === 'TY' ? 'fil' : 'en' });
  return { url: `${vendor.url}/games/${game.gameCode}?${query}`, gameName: game.gameName };
}
