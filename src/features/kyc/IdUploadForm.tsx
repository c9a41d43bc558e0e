import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_IMAGE_FIELDS } from '../../../contracts/kyc-constants';
import type { IdVerification, KycImageField } from '../../api';
import { useStores } from '../../stores/context';
import { FormError } from '../../ui/form/FormError';
import { errorKeyOf } from '../../ui/form/useFormErrors';
import { ImageSlot } from './ImageSlot';
import { placeFiles, prepareImage } from './kycImages';

/** SPEC §5: a missing photo is named for 1 s. */
export const MISSING_TOAST_MS = 1000;
/** SPEC §9: the upload's 'Please wait' may stay up to 20 s (other calls 10 s). */
export const UPLOAD_LOADING_MS = 20_000;

interface Chosen {
  image: Blob;
  preview: string;
}

/** The chosen photos, each with its preview's object URL; every URL made is let go when the form goes. */
function useChosen() {
  const [chosen, setChosen] = useState<Partial<Record<KycImageField, Chosen>>>({});
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const made = urls.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const put = (field: KycImageField, image: Blob) => {
    const preview = URL.createObjectURL(image);
    urls.current.add(preview);
    setChosen((current) => ({ ...current, [field]: { image, preview } }));
  };
  return [chosen, put] as const;
}

/**
 * The ID photos (SPEC §2 popup step 2, and registration's last step): the ID's front and back and
 * a selfie holding it, each checked, compressed and previewed as it is chosen. Send names the first
 * missing photo for 1 s; otherwise the three go up under a 20 s 'Please wait'.
 */
export function IdUploadForm({ onUploaded }: { onUploaded: (verification: IdVerification) => void }) {
  const { t } = useTranslation();
  const { kyc, ui } = useStores();
  const [chosen, put] = useChosen();
  const [errors, setErrors] = useState<Partial<Record<KycImageField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const pick = (slot: KycImageField, files: File[]) => {
    if (files.length === 0) return;
    const { placed, tooMany } = placeFiles(slot, files, new Set(Object.keys(chosen) as KycImageField[]));
    setErrors((current) => ({ ...current, ...Object.fromEntries(placed.map(([field]) => [field, undefined])) }));
    setFormError(tooMany ? 'kyc.upload.tooMany' : null);
    for (const [field, file] of placed) {
      void prepareImage(file).then((prepared) => {
        if (prepared.image) put(field, prepared.image);
        else setErrors((current) => ({ ...current, [field]: prepared.error }));
      });
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const missing = KYC_IMAGE_FIELDS.find((field) => !chosen[field]);
    if (missing) {
      ui.showToast(`kyc.upload.missing.${missing}`, MISSING_TOAST_MS);
      return;
    }
    const images = Object.fromEntries(KYC_IMAGE_FIELDS.map((field) => [field, chosen[field]!.image])) as Record<KycImageField, Blob>;
    setFormError(null);
    setSending(true);
    ui.showLoading(UPLOAD_LOADING_MS);
    try {
      onUploaded(await kyc.uploadId(images));
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
      {KYC_IMAGE_FIELDS.map((field) => (
        <ImageSlot
          key={field}
          field={field}
          preview={chosen[field]?.preview ?? null}
          error={errors[field] ?? null}
          onPick={(files) => pick(field, files)}
        />
      ))}
      <FormError error={formError} />
      <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
        {t('kyc.upload.send')}
      </button>
    </form>
  );
}
