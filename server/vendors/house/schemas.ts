import { Type } from 'typebox';

/** The aggregator's shared input rules: every body, query and path is closed (an unknown field is refused, not ignored). */
export const closed = { additionalProperties: false } as const;

/** The wallet user and game token a launch URL carried, with the launch's currency. */
export const PlayerFields = {
  user: Type.String({ pattern: '^p\\d{6,}$' }),
  token: Type.String({ minLength: 16, maxLength: 128 }),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
};
export const ClientSeed = Type.String({ minLength: 1, maxLength: 64 });
export const GameCode = Type.String({ pattern: '^[a-z0-9_-]{1,64}$' });
