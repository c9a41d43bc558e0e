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
});
export type MemberInfoValue = Static<typeof MemberInfoValue>;
