import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { IdUploadForm } from './IdUploadForm';
import { KycIntro } from './KycIntro';
import { KycProgress } from './KycProgress';
import { PersonalInfoForm } from './PersonalInfoForm';
import './kyc.css';

/** SPEC §9: 'please wait' after the upload stays 2 s. */
export const PLEASE_WAIT_MS = 2000;

type Step = 0 | 1 | 2;
const STEP_TITLES = ['kyc.intro.title', 'kyc.progress.info', 'kyc.progress.photos'] as const;

/**
 * The KYC popup (SPEC §2, §4): step 0 the intro ('Go'), step 1 the personal information (on to
 * step 2 only when the server says data.success), step 2 the ID photos. The back arrow goes one
 * step back and closes on step 0; Escape does the same. The close icon ('verify later', which keeps
 * it away for the session) is there only on step 0 and only when MANDATORYKYC3 is off. After the
 * upload it closes, says 'please wait' for 2 s and goes home.
 */
export default observer(function KycPopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { kyc, ui } = useStores();
  const [step, setStep] = useState<Step>(0);
  const mandatory = useLoad('kycMandatory', () => kyc.isMandatory());
  const titleId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    // A new step is announced by moving the focus to its heading (not on opening: the dialog does that).
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  const back = () => (step === 0 ? ui.closeDialog() : setStep((step - 1) as Step));
  const uploaded = () => {
    ui.closeDialog();
    ui.showToast('kyc.upload.pleaseWait', PLEASE_WAIT_MS);
    navigate(PATHS.home);
  };

  return (
    <Modal className="kyc-popup" aria-labelledby={titleId} onClose={back}>
      <div className="kyc-popup__top">
        <button type="button" className="icon-btn" aria-label={t('common.back')} onClick={back}>
          <Icon name="back" />
        </button>
        <h2 id={titleId} className="kyc-popup__title">
          {t('kyc.title')}
        </h2>
        {step === 0 && mandatory.value === false && (
          <button type="button" className="icon-btn" aria-label={t('kyc.verifyLater')} onClick={kyc.verifyLater}>
            <Icon name="close" />
          </button>
        )}
      </div>
      <KycProgress step={step} />
      <div className="kyc-popup__body">
        <h3 ref={stepHeading} className="kyc-popup__step" tabIndex={-1}>
          {t(STEP_TITLES[step])}
        </h3>
        {step === 0 && <KycIntro onGo={() => setStep(1)} />}
        {/* Kept while the photos show, so the back arrow finds what was typed. */}
        {step >= 1 && (
          <div hidden={step !== 1}>
            <PersonalInfoForm onSaved={() => setStep(2)} />
          </div>
        )}
        {step === 2 && <IdUploadForm onUploaded={uploaded} />}
      </div>
    </Modal>
  );
});
