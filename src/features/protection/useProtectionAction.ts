import { useState } from 'react';
import { useStores } from '../../stores/context';
import { errorKeyOf } from '../../ui/form/useFormErrors';

/**
 * Runs one protection change behind the loading overlay: its toast on success (a key, or one chosen
 * from the answer), its refusal's text kept for the screen. Resolves whether it succeeded.
 */
export function useProtectionAction() {
  const { ui } = useStores();
  const [error, setError] = useState<string | null>(null);
  const run = async <T>(action: () => Promise<T>, done: string | ((result: T) => string)): Promise<boolean> => {
    setError(null);
    ui.showLoading();
    try {
      const result = await action();
      ui.showToast(typeof done === 'string' ? done : done(result));
      return true;
    } catch (caught) {
      setError(errorKeyOf(caught));
      return false;
    } finally {
      ui.hideLoading();
    }
  };
  return { error, run };
}
