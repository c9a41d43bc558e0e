import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useStores } from '../../stores/context';
import { AlertDialog } from '../../ui/AlertDialog';
import { PasswordField } from '../../ui/form/PasswordField';
import { FormError } from '../../ui/form/FormError';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { UsernameField } from '../../ui/form/UsernameField';
import { NewPasswordFields } from './NewPasswordFields';
import { checkNewPassword } from './passwordRules';
import '../../ui/form/form.css';

/** SPEC §9: a success message, then the redirect after 1 s. */
export const REDIRECT_MS = 1000;
const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/**
 * Change password (SPEC §2), also after logging in with a password customer service gave out,
 * which must be replaced before anything else (app/access.ts). Right after a login the password
 * is still held in memory, so the old-password field is skipped. Visitors never get here: the
 * route needs a login (app/access.ts). The passwords travel encrypted like the login's
 * (SessionStore.changePassword sends them through the security store's cipher, module LOGINPSW3);
 * the security centre's "Login password" entry opens this screen.
 */
export default observer(function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, ui } = useStores();
  const needsOld = session.heldPassword === null;
  const [oldPassword, setOldPassword] = useState('');
  const [passwords, setPasswords] = useState({ newPassword: '', confirmNewPassword: '' });
  const [sameAsOld, setSameAsOld] = useState(false);
  const errors = useFormErrors();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...checkNewPassword(passwords.newPassword, passwords.confirmNewPassword),
      ...(needsOld && !oldPassword ? { oldPassword: 'account.enterPassword' } : {}),
    };
    errors.reset(found);
    if (Object.keys(found).length > 0) return;
    if (passwords.newPassword === (needsOld ? oldPassword : session.heldPassword)) {
      setSameAsOld(true);
      return;
    }
    ui.showLoading();
    try {
      await session.changePassword(passwords.newPassword, passwords.confirmNewPassword, needsOld ? oldPassword : undefined);
      ui.showToast('password.changed');
      timer.current = setTimeout(() => navigate(PATHS.home, { replace: true }), REDIRECT_MS);
    } catch (error) {
      errors.apply(error, FIELDS);
    } finally {
      ui.hideLoading();
    }
  };

  return (
    <section className="page form-page">
      <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
        {session.mustChangePassword && <p className="form-page__lead">{t('password.mustChange')}</p>}
        {session.info?.userName && <UsernameField value={session.info.userName} onChange={() => undefined} readOnly required={false} />}
        {needsOld && (
          <PasswordField
            label={t('password.old')}
            value={oldPassword}
            onChange={setOldPassword}
            autoComplete="current-password"
            error={errors.fields.oldPassword}
          />
        )}
        <NewPasswordFields {...passwords} onChange={setPasswords} errors={errors.fields} />
        <FormError error={errors.form} />
        <button type="submit" className="btn btn--primary btn--block">
          {t('common.confirm')}
        </button>
      </form>
      {sameAsOld && <AlertDialog message={t('errors.PASSWORD_REUSED')} onClose={() => setSameAsOld(false)} />}
    </section>
  );
});
