import { useCallback, useState } from 'react';
import { toApiError, type ApiError } from '../../api';

/** Fields whose FIELD_INVALID refusal has its own text (the server's per-field messages). */
const FIELD_INVALID_FIELDS = new Set([
  'username',
  'password',
  'mobileNum',
  'birthday',
  'nickname',
  'email',
  'affiliateCode',
  'captcha',
  'loginPassword',
  'bankCode',
  'accountNumber',
  'accountId',
]);

/** Values a field's error text may take: what the refusal carries besides the field's name (attempts left). */
type ErrorValues = Record<string, string | number>;

/** The i18n key for a refusal: the field's own text for FIELD_INVALID, else the code's. */
export function errorKeyOf(caught: unknown): string {
  const error = toApiError(caught);
  if (error.code === 'FIELD_INVALID' && error.field && FIELD_INVALID_FIELDS.has(error.field)) return `fieldInvalid.${error.field}`;
  return error.i18nKey;
}

/** At its field a refusal's text may take its values: a wrong payment password also says how many tries are left. */
function fieldKeyOf(error: ApiError): string {
  if (error.code === 'PAYMENT_PASSWORD_WRONG' && error.detail('attemptsLeft', 'number') !== undefined) return 'paymentPassword.wrongLeft';
  return errorKeyOf(error);
}

function valuesOf(error: ApiError): ErrorValues {
  const value = typeof error.value === 'object' && error.value !== null ? (error.value as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string | number] => /^(string|number)$/.test(typeof entry[1])),
  );
}

/**
 * Errors of one form: per field (keyed by the server's field names, so value.field lands on
 * the right input) and one for the whole form. Values are i18n keys; a field's refusal keeps
 * the values its text takes.
 */
export function useFormErrors() {
  const [fields, setFields] = useState<Record<string, string | undefined>>({});
  const [values, setValues] = useState<Record<string, ErrorValues | undefined>>({});
  const [form, setForm] = useState<string | null>(null);

  const setField = useCallback((name: string, key: string | null) => {
    setFields((current) => ({ ...current, [name]: key ?? undefined }));
  }, []);

  /** Shows a refusal at the field it names when the form has that field, else above the button. */
  const apply = useCallback((caught: unknown, formFields: readonly string[]) => {
    const error = toApiError(caught);
    if (error.field && formFields.includes(error.field)) {
      const field = error.field;
      setFields((current) => ({ ...current, [field]: fieldKeyOf(error) }));
      setValues((current) => ({ ...current, [field]: valuesOf(error) }));
    } else setForm(errorKeyOf(error));
  }, []);

  const reset = useCallback((next: Record<string, string | undefined> = {}) => {
    setFields(next);
    setValues({});
    setForm(null);
  }, []);

  return { fields, values, form, setField, setForm, apply, reset };
}

export type FormErrors = ReturnType<typeof useFormErrors>;
