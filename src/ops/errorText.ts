import type { TFunction } from 'i18next';
import { ApiError } from '../api/ApiError';

/** What to tell staff about a failed call: the code's own text when there is one, else a general one. */
export function errorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'UNKNOWN';
  return t(`ops.errors.${code}`, { defaultValue: t('ops.errors.generic') });
}
