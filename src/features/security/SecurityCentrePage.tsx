import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SecurityCentre } from '../../api/security';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { Icon } from '../../ui/Icon';
import { LoadStatus } from '../../ui/LoadStatus';
import './security.css';

interface Entry {
  /** Names the entry: `security.centre.<id>`. */
  id: string;
  to: string;
  /** The entry's state in words, and whether it still needs the player (shown as a to-do). */
  state: string;
  todo: boolean;
}

/** Every entry of the centre with its state, in the order a player secures an account. */
function entriesOf(facts: SecurityCentre, t: TFunction): Entry[] {
  const setOrNot = (done: boolean) => t(done ? 'security.state.set' : 'security.state.notSet');
  return [
    { id: 'loginPassword', to: PATHS.changePsw, state: t('security.state.change'), todo: false },
    { id: 'paymentPassword', to: PATHS.securityPaymentPassword, state: setOrNot(facts.paymentPassword), todo: !facts.paymentPassword },
    { id: 'questions', to: PATHS.securityQuestions, state: setOrNot(facts.securityQuestions), todo: !facts.securityQuestions },
    {
      id: 'verification',
      to: PATHS.memberVerification,
      state: t(facts.identityVerified ? 'security.state.verified' : 'security.state.notVerified'),
      todo: !facts.identityVerified,
    },
    {
      id: 'bankCards',
      to: PATHS.securityBankCards,
      state: facts.bankCards > 0 ? t('security.state.accounts', { count: facts.bankCards }) : t('security.state.none'),
      todo: facts.bankCards === 0,
    },
    { id: 'email', to: PATHS.securityEmail, state: facts.email ?? t('security.state.notBound'), todo: facts.email === null },
    { id: 'payee', to: PATHS.securityPayee, state: facts.payeeName ?? t('security.state.notSet'), todo: facts.payeeName === null },
    { id: 'sessions', to: PATHS.securitySessions, state: t('security.state.sessions', { count: facts.sessions }), todo: false },
  ];
}

/**
 * The security centre (SPEC §7 "Security"), opened from the member centre: every way a player
 * protects the account, each with its state, one tap from its screen.
 */
export default observer(function SecurityCentrePage() {
  const { t } = useTranslation();
  const { security } = useStores();
  const facts = useLoad('centre', () => security.centre());

  return (
    <section className="page security">
      <p className="security__note">{t('security.centre.intro')}</p>
      {facts.value ? (
        <ul className="security-list" aria-label={t('titles.security')}>
          {entriesOf(facts.value, t).map((entry) => (
            <li key={entry.id}>
              <Link to={entry.to} className="security-list__entry">
                <span className="security-list__text">
                  <span>{t(`security.centre.${entry.id}`)}</span>
                  <span className={entry.todo ? 'security-list__state security-list__state--todo' : 'security-list__state'}>
                    {entry.state}
                  </span>
                </span>
                <Icon name="chevron" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <LoadStatus loaded={facts} />
      )}
    </section>
  );
});
