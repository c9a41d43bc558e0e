import { Type, type Static } from 'typebox';
import { PageOf } from './paging';

/**
 * Invite / referral (real members only): the member's own invitation code, the registration link
 * that carries it, and the players who registered with it.
 */

/** GET /wps/member/referral */
export const ReferralValue = Type.Object({
  /** The member's invitation code: what a friend types into registration's invitation-code field. */
  code: Type.String(),
  /** The registration page with the code filled in (`affiliateCode` query, which the register page reads). */
  link: Type.String(),
});
export type ReferralValue = Static<typeof ReferralValue>;

/** GET /wps/member/referral/players: newest first, 20 a page unless asked otherwise. */
export const ReferralPlayersQuery = Type.Object(
  { pageNo: Type.Optional(Type.Integer({ minimum: 1 })), pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
  { additionalProperties: false },
);
export type ReferralPlayersQuery = Static<typeof ReferralPlayersQuery>;

/** A player the member brought: the username masked as on the winner board, and when they joined (ISO). */
export const InvitedPlayer = Type.Object({ username: Type.String(), joinedAt: Type.String() });
export type InvitedPlayer = Static<typeof InvitedPlayer>;

export const ReferralPlayersPage = PageOf(InvitedPlayer);
export type ReferralPlayersPage = Static<typeof ReferralPlayersPage>;
