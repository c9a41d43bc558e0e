import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import type { WithdrawSettings } from '../../api';

/**
 * The first gate: withdrawals go only to players whose identity is verified (the server refuses
 * the others with KYC_REQUIRED), so an unverified or refused player is told so and where to go
 * before typing anything. The link opens the member centre's verification screen, which says where
 * the player stands (the review's reason, whether to send again) and opens the KYC popup.
 */
export function KycNotice({ status }: { status: Extract<WithdrawSettings['kycStatus'], 'unverified' | 'rejected'> }) {
  const { t } = useTranslation();
  return (
    <div className="withdraw__step">
      <h2 className="withdraw__heading">{t('withdraw.kyc.title')}</h2>
      <p className="withdraw__note">{t(`withdraw.kyc.${status}`)}</p>
      <Link className="btn btn--primary btn--block" to={PATHS.memberVerification}>
        {t('titles.memberVerification')}
      </Link>
    </div>
  );
}
