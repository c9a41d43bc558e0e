import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useStores } from '../../stores/context';
import { LOADING_MAX_MS } from '../../stores/UiStore';
import { FormError } from '../../ui/form/FormError';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { useSessionStart } from '../auth/useSessionStart';
import './trail.css';

const RULES = ['trial.rules.credit', 'trial.rules.cashier', 'trial.rules.ends', 'trial.rules.age'] as const;

/**
 * The free trial (/m/trail, SPEC §2 and §4 "Free trial"): what trial play is and is not, then a
 * trial session and home (the same call as the login screen's 'Play for free'). A trial player
 * goes on playing; a member is told the account already plays for real.
 */
export default observer(function TrailPage() {
  const { t } = useTranslation();
  const { session } = useStores();
  const errors = useFormErrors();
  const run = useSessionStart(errors);
  const viewer = session.viewer;

  const start = () =>
    run(async () => {
      await session.loginTrial();
      return PATHS.home;
    }, LOADING_MAX_MS.trial);

  return (
    <section className="page trail">
      <p className="trail__lead">{t('trial.lead')}</p>
      <ul className="trail__rules">
        {RULES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      {viewer === 'visitor' && (
        <>
          <FormError error={errors.form} />
          <button type="button" className="btn btn--primary btn--block" onClick={() => void start()}>
            {t('auth.playFree')}
          </button>
        </>
      )}
      {viewer === 'trial' && <p role="status">{t('trial.playing')}</p>}
      {viewer === 'member' && <p role="status">{t('trial.member')}</p>}
      {viewer !== 'visitor' && (
        <Link className="btn btn--primary btn--block" to={PATHS.game}>
          {t('trial.toLobby')}
        </Link>
      )}
      {viewer !== 'member' && (
        <Link className="btn btn--ghost btn--block" to={PATHS.register}>
          {t('trial.register')}
        </Link>
      )}
    </section>
  );
});
