import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/ApiError';
import { errorText } from '../../errorText';

/** A refused value named by the field the server gives (FIELD_INVALID { field }), else the code's text. */
export function contentErrorText(t: TFunction, error: unknown): string {
  const field = error instanceof ApiError && error.code === 'FIELD_INVALID' ? error.detail<string>('field', 'string') : undefined;
  return field ? t(`ops.content.invalid.${field}`, { defaultValue: errorText(t, error) }) : errorText(t, error);
}
