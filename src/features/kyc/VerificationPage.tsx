import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { IdVerification } from '../../api';
import { formatTime } from '../../lib/formatTime';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { LoadStatus } from '../../ui/LoadStatus';
import { VerificationBadge } from './VerificationBadge';
import './kyc.css';

/** What the player reads under the state: when it was sent, decided, or until when it holds. */
function detailsOf(verification: IdVerification, t: TFunction): string[] {
  const { state, submittedAt, decidedAt, validUntil, personalInfoDone } = verification;
  const lines = [t(`kyc.page.${state}`)];
  if (state === 'not_started' && personalInfoDone) lines.push(t('kyc.page.photosNext'));
  if ((state === 'pending' || state === 'on_hold') && submittedAt) lines.push(t('kyc.page.submittedAt', { time: formatTime(submittedAt) }));
  if ((state === 'approved' || state === 'rejected') && decidedAt) lines.push(t('kyc.page.decidedAt', { time: formatTime(decidedAt) }));
  if ((state === 'approved' || state === 'expired') && validUntil) {
    lines.push(t(state === 'approved' ? 'kyc.page.validUntil' : 'kyc.page.expiredOn', { date: validUntil.slice(0, 10) }));
  }
  return lines;
}

/**
 * /m/member/verification: where the player's identity verification stands, in plain words
 * (contracts/kyc-constants KYC_STATES): not started, under review (pending, on hold), verified,
 * not approved with the reviewer's reason and whether it may be sent again, expired. When the
 * player can send (not started, a rejection open to a retry, an expiry) a button opens the popup.
 */
export default observer(function VerificationPage() {
  const { t } = useTranslation();
  const { kyc, session } = useStores();
  const loaded = useLoad(`kyc:${session.accountName}`, () => kyc.loadConfig());
  // The store's copy once read: it follows what the popup sends from here.
  const verification = loaded.value && kyc.config;

  return (
    <section className="page kyc-page">
      <LoadStatus loaded={loaded} />
      {verification && (
        <>
          <h2 className="kyc-page__state">
            <VerificationBadge state={verification.state} />
          </h2>
          {!verification.enabled && <p className="kyc__note">{t('kyc.page.notAsked')}</p>}
          {detailsOf(verification, t).map((line) => (
            <p key={line}>{line}</p>
          ))}
          {verification.state === 'rejected' && verification.rejection && (
            <div className="kyc-page__rejection">
              <h3>{t('kyc.page.reason')}</h3>
              <p>{verification.rejection.reason}</p>
              <p>{t(verification.rejection.canResubmit ? 'kyc.page.mayResubmit' : 'kyc.page.final')}</p>
            </div>
          )}
          {verification.canSubmit && (
            <button type="button" className="btn btn--primary btn--block" onClick={kyc.openPopup}>
              {t(verification.state === 'not_started' ? 'kyc.page.start' : 'kyc.page.resubmit')}
            </button>
          )}
        </>
      )}
    </section>
  );
});
