import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import './form.css';

interface DisclaimerProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Id of the "Please accept to the disclaimer first" hint, which the submit button points at. */
  hintId: string;
  /**
   * i18n key of the sentence beside the checkbox, which is also its name. It may hold <terms>
   * and <privacy>, which become links to the help center's terms and privacy topics.
   */
  agreeKey: string;
  /** i18n keys of paragraphs shown above the checkbox, which may hold the same links (registration: who may not play). */
  intro?: readonly string[];
}

/**
 * The disclaimer checkbox of login and registration (SPEC §2, §5): the form's submit button
 * stays disabled until it is ticked, with the hint saying why. The sentence is not a <label>,
 * so its links keep their own clicks; the checkbox takes its name from it (aria-labelledby).
 */
export function Disclaimer({ checked, onChange, hintId, agreeKey, intro = [] }: DisclaimerProps) {
  const { t } = useTranslation();
  const textId = useId();
  // The help center's terms and privacy topics, for <terms> and <privacy> in the texts.
  const links = { terms: <Link to={PATHS.terms} />, privacy: <Link to={PATHS.privacy} /> };
  return (
    <div className={intro.length > 0 ? 'disclaimer disclaimer--boxed' : 'disclaimer'}>
      {intro.map((key) => (
        <p key={key} className="disclaimer__intro">
          <Trans i18nKey={key} components={links} />
        </p>
      ))}
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-labelledby={textId} />
      <span id={textId} className="disclaimer__text">
        <Trans i18nKey={agreeKey} components={links} />
      </span>
      {!checked && (
        <p id={hintId} className="disclaimer__hint">
          {t('auth.acceptDisclaimer')}
        </p>
      )}
    </div>
  );
}
