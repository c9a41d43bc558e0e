import type { TSchema } from 'typebox';
import { envelopeOf, ErrorEnvelope } from './envelope';

/** A route's published contract: its success value plus the shared refusal envelope. */
export function responses<T extends TSchema>(value: T) {
  return { 200: envelopeOf(value), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
}

export const bearerAuth = [{ bearerAuth: [] as string[] }];

/** Route config for calls that are cheap to make and costly to answer (codes, captchas, registration): a tighter per-IP limit. */
export const costlyToAnswer = { rateLimit: { max: 30, timeWindow: '1 minute' } };
