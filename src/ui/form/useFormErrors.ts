import { useCallback, useState } from 'react';
import { toApiError } from '../../api';

/** Fields whose FIELD_INVALID refusal has its own text (the server's per-field messages). */
const FIELD_INVALID_FIELDS = new Set(['username', 'password', 'mobileNum', 'birthday', 'nickname', 'email', 'affiliateCode', 'captcha']);

/** The i18n key for a refusal: the field's own text for FIELD_INVALID, else the code's. */
export function errorKeyOf(caught: unknown): string {
  const error = toApiError(caught);
  if (error.code === 'FIELD_INVALID' && error.field && FIELD_INVALID_FIELDS.has(error.field)) return `fieldInvalid.${error.field}`;
  return error.i18nKey;
}

/**
 * Errors of one form: per field (keyed by the server's field names, so value.field lands on
 * the right input) and one for the whole form. Values are i18n keys.
 */
export function useFormErrors() {
  const [fields, setFields] = useState<Record<string, string | undefined>>({});
  const [form, setForm] = useState<string | null>(null);

  const setField = useCallback((name: string, key: string | null) => {
    setFields((current) => ({ ...current, [name]: key ?? undefined }));
  }, []);

  /** Shows a refusal at the field it names when the form has that field, else above the button. */
  const apply = useCallback((caught: unknown, formFields: readonly string[]) => {
    const error = toApiError(caught);
    const key = errorKeyOf(error);
    if (error.field && formFields.includes(error.field)) setFields((current) => ({ ...current, [error.field!]: key }));
    else setForm(key);
  }, []);

  const reset = useCallback((next: Record<string, string | undefined> = {}) => {
    setFields(next);
    setForm(null);
  }, []);

  return { fields, form, setField, setForm, apply, reset };
}

export type FormErrors = ReturnType<typeof useFormErrors>;
