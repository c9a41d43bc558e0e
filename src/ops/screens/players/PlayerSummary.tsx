import { useTranslation } from 'react-i18next';
import type { PlayerView } from '../../../../contracts/players-ops';
import { money, timeText } from './playerColumns';

/** Who the player is and what their accounts hold: facts as a definition list, personal data already masked by the server. */
export function PlayerSummary({ view }: { view: PlayerView }) {
  const { t, i18n } = useTranslation();
  const when = timeText(i18n.language);
  const p = view.profile;
  const yes = (value: boolean) => t(value ? 'ops.players.yes' : 'ops.players.no');
  const facts: [string, string][] = [
    ['status', t(p.trial ? 'ops.players.trial' : `ops.players.status.${p.status}`)],
    ['kyc', t(`ops.players.kyc.${p.kycStatus}`) + (p.kycValidUntil ? ` · ${t('ops.players.until', { date: when(p.kycValidUntil) })}` : '')],
    ['realName', p.realName ?? '—'],
    ['mobile', p.mobile ?? '—'],
    ['email', p.email ? `${p.email} · ${t(p.emailVerified ? 'ops.players.verified' : 'ops.players.unverified')}` : '—'],
    [
      'messengers',
      Object.entries(p.messengers)
        .map(([name, handle]) => `${t(`ops.players.messenger.${name}`)}: ${handle}`)
        .join(' · ') || '—',
    ],
    ['birthday', p.birthday ?? '—'],
    ['nickname', p.nickname ?? '—'],
    ['agent', yes(p.agent)],
    ['paymentPassword', yes(p.paymentPasswordSet)],
    ['registered', when(p.registeredAt)],
    ['lastLogin', p.lastLoginAt ? when(p.lastLoginAt) : t('ops.players.never')],
  ];
  return (
    <div className="ops-players-summary">
      <section className="ops-card" aria-labelledby="ops-player-profile">
        <h2 id="ops-player-profile">{t('ops.players.profile')}</h2>
        <dl className="ops-players-facts">
          {facts.map(([key, value]) => (
            <div key={key}>
              <dt>{t(`ops.players.fact.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="ops-card" aria-labelledby="ops-player-balances">
        <h2 id="ops-player-balances">{t('ops.players.balances')}</h2>
        {view.balances.length === 0 ? (
          <p>{t('ops.players.noAccount')}</p>
        ) : (
          view.balances.map((b) => (
            <dl key={b.accountId} className="ops-players-facts" aria-label={t('ops.players.account', { currency: b.currency })}>
              <div>
                <dt>{t('ops.players.fact.balance')}</dt>
                <dd>{money(b.balance)}</dd>
              </div>
              <div>
                <dt>{t('ops.players.fact.lockedBonus')}</dt>
                <dd>{money(b.lockedBonus)}</dd>
              </div>
              <div>
                <dt>{t('ops.players.fact.held')}</dt>
                <dd>{money(b.held)}</dd>
              </div>
              <div>
                <dt>{t('ops.players.fact.turnoverLeft')}</dt>
                <dd>{money(b.turnoverLeft)}</dd>
              </div>
            </dl>
          ))
        )}
      </section>
    </div>
  );
}
