import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useStores } from '../../stores/context';
import { Modal } from '../../ui/Modal';
import './TermsOverlay.css';

const TERMS = ['licensed', 'age', 'barred', 'responsible'] as const;

/**
 * The regulator's terms, shown on start until accepted for this browser session (SPEC "Terms-
 * agreement overlay"). There is no way around it but "I agree": Escape and taps outside do nothing.
 */
export function TermsOverlay() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const titleId = useId();
  return (
    <Modal className="dialog terms" aria-labelledby={titleId} onClose={() => undefined}>
      <h2 id={titleId} className="dialog__title">
        {t('terms.title')}
      </h2>
      <ul className="terms__list">
        {TERMS.map((key) => (
          <li key={key}>{t(`terms.${key}`)}</li>
        ))}
      </ul>
      <p className="terms__links">
        <Link to={PATHS.terms}>{t('terms.readTerms')}</Link>
        <Link to={PATHS.privacy}>{t('terms.readPrivacy')}</Link>
      </p>
      <button type="button" className="btn btn--primary btn--block" onClick={ui.acceptTerms}>
        {t('terms.agree')}
      </button>
    </Modal>
  );
}
