import { Type, type Static } from 'typebox';
import { SessionOrigin } from './security';

export const LoginValue = Type.Object({
  token: Type.String(),
  userName: Type.String(),
  type: Type.Integer(),
  firstTimeLogin: Type.Boolean(),
  /** When and where the player logged in before this login (null the first time); absent on registration. */
  lastLogin: Type.Optional(Type.Union([SessionOrigin, Type.Null()])),
});
export type LoginValue = Static<typeof LoginValue>;

export const TrialValue = Type.Object({
  token: Type.String(),
  userName: Type.String(),
  customerType: Type.Integer(),
});
export type TrialValue = Static<typeof TrialValue>;

export const MemberInfoValue = Type.Object({
  account: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  type: Type.Integer(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  firstTimeLogin: Type.Boolean(),
  /** The profile picture's version (when it last changed), to fetch it from /wps/member/info/icon; null: none. */
  icon: Type.Union([Type.String(), Type.Null()]),
});
export type MemberInfoValue = Static<typeof MemberInfoValue>;

/** A profile picture as sent: a PNG, JPEG or WebP photo of at most 5 MB (the phone compresses it first). */
export const MEMBER_ICON_MAX_BYTES = 5 * 1024 * 1024;
/** Its side once stored: a square cut from the middle, enough for a sharp avatar on any phone. */
export const MEMBER_ICON_SIDE = 256;
/** POST /wps/member/info/icon answers the new picture's version. */
export const MemberIconValue = Type.Object({ icon: Type.String() });
export type MemberIconValue = Static<typeof MemberIconValue>;
