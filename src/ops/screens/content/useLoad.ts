import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentErrorText } from './contentErrors';

/** Loads a screen's data once it shows; the failure's text, if any, for its alert. */
export function useLoad(load: () => Promise<void>): string | null {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    load().catch((failure: unknown) => setError(contentErrorText(t, failure)));
  }, [load, t]);
  return error;
}
