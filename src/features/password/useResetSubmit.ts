import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useStores } from '../../stores/context';
import type { FormErrors } from '../../ui/form/useFormErrors';
import { checkNewPassword } from './passwordRules';

/**
 * The end of both reset methods: check the new password pair, send, then a success toast and the
 * login page; a refusal lands at its field.
 */
export function useResetSubmit(errors: FormErrors, fields: readonly string[]) {
  const navigate = useNavigate();
  const { ui } = useStores();

  return async (
    passwords: { newPassword: string; confirmNewPassword: string },
    required: Record<string, string>,
    send: () => Promise<void>,
  ) => {
    const found: Record<string, string> = { ...checkNewPassword(passwords.newPassword, passwords.confirmNewPassword) };
    for (const [name, value] of Object.entries(required)) if (!value.trim()) found[name] = 'register.required';
    errors.reset(found);
    if (Object.keys(found).length > 0) return;
    ui.showLoading();
    try {
      await send();
      ui.showToast('password.resetDone');
      navigate(PATHS.login, { replace: true });
    } catch (error) {
      errors.apply(error, fields);
    } finally {
      ui.hideLoading();
    }
  };
}
