import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RegisterSettingsValue } from '../../../contracts/account';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { FormError } from '../../ui/form/FormError';
import { errorKeyOf } from '../../ui/form/useFormErrors';
import { Spinner } from '../../ui/Spinner';
import type { SendRegistration } from '../register/RegisterForm';
import { IdUploadForm } from './IdUploadForm';
import { PLEASE_WAIT_MS } from './KycPopup';
import { PersonalInfoForm } from './PersonalInfoForm';
import { RegisterKycStep } from './RegisterKycStep';
import './kyc.css';

type Stage = 'details' | 'registered' | 'info' | 'photos';

export interface RegisterKycFlowProps {
  settings: RegisterSettingsValue;
  send: SendRegistration;
  onBack: () => void;
}

/**
 * Registration under MANDATORYKYC3 after step 1: step 2's details register the account; then the
 * ID photos, as in the popup's step 2 (with the popup's personal information first when the
 * server still wants it). After the upload: 'please wait' for 2 s, then home (SPEC §4).
 */
export default function RegisterKycFlow({ settings, send, onBack }: RegisterKycFlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { kyc, ui } = useStores();
  const [stage, setStage] = useState<Stage>('details');
  // Once registered: the photos need the personal information saved first (contracts/kyc.ts order).
  const state = useLoad(stage === 'registered' ? 'kycAfterRegister' : null, () => kyc.loadConfig(), {
    onValue: (verification) => setStage(verification.personalInfoDone ? 'photos' : 'info'),
  });

  const heading = stage === 'details' ? 'register.step2Title' : stage === 'info' ? 'kyc.progress.info' : 'kyc.progress.photos';
  return (
    <section className="register-step" aria-labelledby="register-step-2">
      <h2 id="register-step-2">{t(heading)}</h2>
      {stage === 'details' && (
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
      {stage === 'registered' && state.error === null && <Spinner label={t('common.loading')} />}
      {stage === 'registered' && state.error !== null && (
        <>
          <FormError error={errorKeyOf(state.error)} />
          <button type="button" className="btn btn--ghost btn--block" onClick={state.reload}>
            {t('common.retry')}
          </button>
        </>
      )}
      {stage === 'info' && <PersonalInfoForm onSaved={() => setStage('photos')} />}
      {stage === 'photos' && (
        <IdUploadForm
          onUploaded={() => {
            ui.showToast('kyc.upload.pleaseWait', PLEASE_WAIT_MS);
            navigate(PATHS.home, { replace: true });
          }}
        />
      )}
    </section>
  );
}
