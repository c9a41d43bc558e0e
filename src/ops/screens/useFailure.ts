import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../errorText';

/** A form's one error line: `run` clears it, awaits the call, and shows what went wrong (`describe` words it). */
export function useFailure(describe: typeof errorText = errorText) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<void>): Promise<boolean> => {
    setError(null);
    setBusy(true);
    try {
      await call();
      return true;
    } catch (failure) {
      setError(describe(t, failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}
