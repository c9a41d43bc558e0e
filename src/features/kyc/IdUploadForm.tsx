import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdVerification } from '../../api';
import { useStores } from '../../stores/context';
import { FormError } from '../../ui/form/FormError';
import { errorKeyOf } from '../../ui/form/useFormErrors';
import { IdPhotoSlots } from './IdPhotoSlots';
import { MISSING_TOAST_MS, useIdPhotos, type IdPhotos } from './useIdPhotos';

/** SPEC §9: the upload's 'Please wait' may stay up to 20 s (other calls 10 s). */
export const UPLOAD_LOADING_MS = 20_000;

interface IdUploadFormProps {
  onUploaded: (verification: IdVerification) => void;
  /** Photos already picked (at registration), shown ready to send again. */
  initial?: IdPhotos;
  /** i18n key of why sending `initial` failed. */
  initialError?: string | null;
}

/**
 * The ID photos (SPEC §2 popup step 2, and registration when its photos failed to go up): the ID's
 * front and back and a selfie holding it, each checked, compressed and previewed as it is chosen.
 * Send names the first missing photo for 1 s; otherwise the three go up under a 20 s 'Please wait'.
 */
export function IdUploadForm({ onUploaded, initial, initialError = null }: IdUploadFormProps) {
  const { t } = useTranslation();
  const { kyc, ui } = useStores();
  const photos = useIdPhotos(initial);
  const [formError, setFormError] = useState<string | null>(initialError);
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const missing = photos.firstMissing();
    if (missing) {
      ui.showToast(`kyc.upload.missing.${missing}`, MISSING_TOAST_MS);
      return;
    }
    setFormError(null);
    setSending(true);
    ui.showLoading(UPLOAD_LOADING_MS);
    try {
      onUploaded(await kyc.uploadId(photos.photos()));
    } catch (error) {
      setFormError(errorKeyOf(error));
      setSending(false);
    } finally {
      ui.hideLoading();
    }
  };

  return (
    <form className="form-stack kyc-upload" onSubmit={(event) => void send(event)} noValidate>
      <p className="kyc__note">{t('kyc.upload.intro')}</p>
      <IdPhotoSlots
        photos={photos}
        required
        onPick={(slot, files) => setFormError(photos.pick(slot, files) ? 'kyc.upload.tooMany' : null)}
      />
      <FormError error={formError} />
      <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
        {t('kyc.upload.send')}
      </button>
    </form>
  );
}
