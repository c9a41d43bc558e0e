import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/routes';

interface RegisterDisclaimerProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  hintId: string;
}

/** The registration disclaimer: who may not play (SPEC §1), the terms links and the checkbox. */
export function RegisterDisclaimer({ checked, onChange, hintId }: RegisterDisclaimerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="register-disclaimer">
      <p className="register-disclaimer__text">{t('register.disclaimerText')}</p>
      <p className="register-disclaimer__text">
        <Trans i18nKey="register.termsLinks" components={{ terms: <Link to={PATHS.terms} />, privacy: <Link to={PATHS.privacy} /> }} />
      </p>
      <div className="checkbox-row">
        <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id}>{t('register.acceptDisclaimer')}</label>
      </div>
      {!checked && (
        <p id={hintId} className="disclaimer__hint">
          {t('auth.acceptDisclaimer')}
        </p>
      )}
    </div>
  );
}
