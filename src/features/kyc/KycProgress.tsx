import { useTranslation } from 'react-i18next';

/** The popup's steps after the intro (SPEC §2 "two-step progress"). */
const STEPS = ['kyc.progress.info', 'kyc.progress.photos'] as const;

/** Step 0 is the intro (both ahead); steps 1 and 2 are current in turn, the first done once on 2. */
export function KycProgress({ step }: { step: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <ol className="kyc-progress" aria-label={t('kyc.progress.label')}>
      {STEPS.map((key, i) => {
        const at = i + 1;
        const state = at < step ? 'done' : at === step ? 'current' : 'ahead';
        return (
          <li
            key={key}
            className={`kyc-progress__step kyc-progress__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="kyc-progress__dot" aria-hidden="true">
              {at}
            </span>
            {t(key)}
            {state === 'done' && <span className="visually-hidden"> ({t('kyc.progress.done')})</span>}
          </li>
        );
      })}
    </ol>
  );
}
