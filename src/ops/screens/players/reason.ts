import type { TFunction } from 'i18next';
import { PLAYERS_REASON_MIN } from '../../../../contracts/players-ops';

/** A reason as the server keeps it: spaces tidied. */
export const tidyReason = (text: string) => text.trim().replace(/\s+/g, ' ');

/** What is wrong with a typed reason before it is sent (the server checks the same), or null. */
export function reasonProblem(t: TFunction, text: string): string | null {
  return tidyReason(text).length < PLAYERS_REASON_MIN ? t('ops.players.reasonShort', { min: PLAYERS_REASON_MIN }) : null;
}
