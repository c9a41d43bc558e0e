import type { TSchema } from 'typebox';
import { envelopeOf, ErrorEnvelope } from './envelope';

/** A route's published contract: its success value plus the shared refusal envelope. */
export function responses<T extends TSchema>(value: T) {
  return { 200: envelopeOf(value), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
}

export const bearerAuth = [{ bearerAuth: [] as string[] }];
