import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/routes';

interface DisclaimerProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  hintId: string;
}

/**
 * The disclaimer checkbox. Its name is the whole sentence; the visible sentence carries the
 * terms and privacy links, which cannot live inside the <label> without stealing its clicks.
 */
export function Disclaimer({ checked, onChange, hintId }: DisclaimerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="disclaimer">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={t('auth.agree')}
      />
      <span className="disclaimer__text">
        <Trans
          i18nKey="auth.agreeWithLinks"
          components={{ terms: <Link to={PATHS.terms} />, privacy: <Link to={PATHS.privacy} /> }}
        />
      </span>
      {!checked && (
        <p id={hintId} className="disclaimer__hint">
          {t('auth.acceptDisclaimer')}
        </p>
      )}
    </div>
  );
}
