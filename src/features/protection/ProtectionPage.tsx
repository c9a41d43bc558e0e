import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REALITY_CHECK_CHOICES } from '../../../contracts/protection-constants';
import { PATHS } from '../../app/routes';
import { useStores } from '../../stores/context';
import { errorKeyOf } from '../../ui/form/useFormErrors';
import { Icon } from '../../ui/Icon';
import { LoadStatus } from '../../ui/LoadStatus';
import { BlockedNotice } from './BlockedNotice';
import { useProtectionState } from './useProtectionState';
import './protection.css';

const LINKS = [
  { to: PATHS.protectionLimits, text: 'protection.links.limits' },
  { to: PATHS.protectionCoolOff, text: 'protection.links.coolOff' },
  { to: PATHS.protectionSelfExclusion, text: 'protection.links.selfExclusion' },
] as const;

/**
 * /m/member/protection: where the player stands (a break in force says until when and what is
 * still open), the way to each protection screen, and how often the reality check comes.
 */
export default observer(function ProtectionPage() {
  const { t } = useTranslation();
  const { protection, ui } = useStores();
  const { loaded, state } = useProtectionState();
  const selectId = useId();
  const hintId = useId();

  const setRealityCheck = async (minutes: number) => {
    ui.showLoading();
    try {
      await protection.setRealityCheck(minutes);
      ui.showToast('protection.realityCheck.saved');
    } catch (error) {
      ui.showToast(errorKeyOf(error));
    } finally {
      ui.hideLoading();
    }
  };

  return (
    <section className="page protection">
      {!state && <LoadStatus loaded={loaded} />}
      {state?.block && <BlockedNotice block={state.block} />}
      <p className="protection__intro">{t('protection.intro')}</p>
      <nav aria-label={t('protection.links.label')}>
        <ul className="protection__links">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link className="protection__link" to={link.to}>
                <span>{t(link.text)}</span>
                <Icon name="chevron" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {state && (
        <div className="field">
          <label htmlFor={selectId}>{t('protection.realityCheck.label')}</label>
          <select
            id={selectId}
            className="control"
            aria-describedby={hintId}
            value={state.realityCheckMinutes}
            onChange={(event) => void setRealityCheck(Number(event.target.value))}
          >
            {REALITY_CHECK_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('protection.realityCheck.every', { minutes })}
              </option>
            ))}
          </select>
          <p id={hintId} className="field__hint">
            {t('protection.realityCheck.hint')}
          </p>
        </div>
      )}
    </section>
  );
});
