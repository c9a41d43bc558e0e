import { useTranslation } from 'react-i18next';

/** Step 0 of the KYC popup (SPEC §2): why the operator asks, what the player needs, and 'Go'. */
export function KycIntro({ onGo }: { onGo: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="kyc-intro">
      <p>{t('kyc.intro.why')}</p>
      <ul className="kyc-intro__needs">
        <li>{t('kyc.intro.needId')}</li>
        <li>{t('kyc.intro.needSelfie')}</li>
        <li>{t('kyc.intro.needTime')}</li>
      </ul>
      <p className="kyc__note">{t('kyc.intro.privacy')}</p>
      <button type="button" className="btn btn--primary btn--block" onClick={onGo}>
        {t('kyc.intro.go')}
      </button>
    </div>
  );
}
