import { Type, type Static } from 'typebox';

/** Member types: 0, 1, 2 are real accounts; 4 (the default of the others) is a free/trial player. */
export const REAL_MEMBER_TYPES = [0, 1, 2] as const;
export const TRIAL_MEMBER_TYPE = 4;

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const LoginValue = Type.Object({
  token: Type.String(),
  userName: Type.String(),
  type: Type.Integer(),
  firstTimeLogin: Type.Boolean(),
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
