import { useState } from 'react';
import type { FormErrors } from './useFormErrors';

/**
 * A form's typed values, and a handler per field that sets it and clears that field's error: the
 * player is fixing it, so the old complaint should not stay under what they type.
 */
export function useFormValues<Values extends Record<string, string>>(initial: Values, errors: FormErrors) {
  const [values, setValues] = useState(initial);
  const change = (name: keyof Values & string) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    errors.setField(name, null);
  };
  return { values, setValues, change };
}
