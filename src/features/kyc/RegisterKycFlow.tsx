import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RegisterSettingsValue } from '../../../contracts/account';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { errorKeyOf } from '../../ui/form/useFormErrors';
import { LoadStatus } from '../../ui/LoadStatus';
import { Spinner } from '../../ui/Spinner';
import type { SendRegistration } from '../register/RegisterForm';
import { IdUploadForm, UPLOAD_LOADING_MS } from './IdUploadForm';
import { PLEASE_WAIT_MS } from './KycPopup';
import { PersonalInfoForm } from './PersonalInfoForm';
import { RegisterKycStep } from './RegisterKycStep';
import type { IdPhotos } from './useIdPhotos';
import './kyc.css';

type Stage = 'details' | 'registered' | 'info' | 'sending' | 'photos';

export interface RegisterKycFlowProps {
  settings: RegisterSettingsValue;
  /** Mandatory KYC: step 2 sends the registration with this; null when the account already exists. */
  send: SendRegistration | null;
  /** The photos picked at step 1. */
  photos: IdPhotos;
  onBack: () => void;
}

/**
 * What follows step 1 when it holds ID photos: under MANDATORYKYC3, step 2's details register the
 * account; then (for optional photos, right after registering) the popup's personal information
 * when the server still wants it, and the photos go up on their own. Photos that fail to go up (a
 * refusal, a lost connection) are shown again, to be replaced or sent again. After the upload:
 * 'please wait' for 2 s, then home (SPEC §4).
 */
export default function RegisterKycFlow({ settings, send, photos, onBack }: RegisterKycFlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { kyc, ui } = useStores();
  const [stage, setStage] = useState<Stage>(send ? 'details' : 'registered');
  const [refusal, setRefusal] = useState<string | null>(null);
  // The photos go up once, whichever answer arrives first.
  const sent = useRef(false);

  const uploaded = () => {
    ui.showToast('kyc.upload.pleaseWait', PLEASE_WAIT_MS);
    navigate(PATHS.home, { replace: true });
  };
  const sendPhotos = async () => {
    if (sent.current) return;
    sent.current = true;
    setStage('sending');
    ui.showLoading(UPLOAD_LOADING_MS);
    try {
      await kyc.uploadId(photos);
      uploaded();
    } catch (error) {
      setRefusal(errorKeyOf(error));
      setStage('photos');
    } finally {
      ui.hideLoading();
    }
  };
  // Once registered: the photos need the personal information saved first (contracts/kyc.ts order).
  const state = useLoad(stage === 'registered' ? 'kycAfterRegister' : null, () => kyc.loadConfig(), {
    onValue: (verification) => (verification.personalInfoDone ? void sendPhotos() : setStage('info')),
  });

  const heading = stage === 'details' ? 'register.step2Title' : stage === 'info' ? 'kyc.progress.info' : 'kyc.progress.photos';
  return (
    <section className="register-step" aria-labelledby="register-step-2">
      <h2 id="register-step-2">{t(heading)}</h2>
      {stage === 'details' && send && (
        <RegisterKycStep
          settings={settings}
          send={send}
          onBack={onBack}
          onRegistered={() => {
            ui.showToast('register.success');
            setStage('registered');
          }}
        />
      )}
      {stage === 'registered' && <LoadStatus loaded={state} />}
      {stage === 'info' && <PersonalInfoForm onSaved={() => void sendPhotos()} />}
      {stage === 'sending' && <Spinner label={t('kyc.register.sending')} />}
      {stage === 'photos' && <IdUploadForm initial={photos} initialError={refusal} onUploaded={uploaded} />}
      {!settings.mandatoryKyc && stage !== 'sending' && (
        <button
          type="button"
          className="btn btn--ghost btn--block"
          onClick={() => {
            kyc.verifyLater();
            navigate(PATHS.home, { replace: true });
          }}
        >
          {t('kyc.verifyLater')}
        </button>
      )}
    </section>
  );
}
