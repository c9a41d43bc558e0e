import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/context';
import type { FormErrors } from '../../ui/form/useFormErrors';

/**
 * Starting a session (a login, a free trial): the loading overlay while the call runs (for up to
 * `loadingMaxMs`), the screen the call names on success, the refusal shown by `onRefused`
 * (by default on the form, above its button).
 */
export function useSessionStart(errors: FormErrors, onRefused: (error: unknown) => void = (error) => errors.apply(error, [])) {
  const { ui } = useStores();
  const navigate = useNavigate();
  return async (start: () => Promise<string>, loadingMaxMs?: number) => {
    errors.reset();
    ui.showLoading(loadingMaxMs);
    try {
      navigate(await start(), { replace: true });
    } catch (error) {
      onRefused(error);
    } finally {
      ui.hideLoading();
    }
  };
}
