import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/ApiError';
import { errorText } from '../../errorText';

/** A desk refusal in words: who has the conversation, or that it is closed; any other failure as usual. */
export function chatErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.status === 409) {
    const reason = error.detail<string>('reason', 'string');
    if (reason === 'claimed') return t('ops.chat.claimedError', { username: error.detail<string>('claimedBy', 'string') ?? '' });
    if (reason === 'closed') return t('ops.chat.closedError');
  }
  return errorText(t, error);
}
