import { Type, type TSchema } from 'typebox';
import { ERROR_CODES, type ErrorCode } from '../../contracts/envelope';

export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}

/** The response schema of a route: its value inside the envelope. */
export function envelopeOf<T extends TSchema>(value: T) {
  return Type.Object({ success: Type.Literal(true), value });
}

export const ErrorEnvelope = Type.Object(
  {
    success: Type.Literal(false),
    value: Type.Unknown(),
    code: Type.Unsafe<ErrorCode>({ type: 'string', enum: [...ERROR_CODES] }),
    message: Type.String(),
  },
  { $id: 'ErrorEnvelope', description: 'Every refusal: a stable code and an English message' },
);
