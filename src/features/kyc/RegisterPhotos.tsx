import { useTranslation } from 'react-i18next';
import type { KycImageField } from '../../api';
import { FormError } from '../../ui/form/FormError';
import { IdPhotoSlots } from './IdPhotoSlots';
import type { IdPhotosState } from './useIdPhotos';
import './kyc.css';

interface RegisterPhotosProps {
  photos: IdPhotosState;
  /** Mandatory KYC: the three are needed to register; otherwise they may be left out. */
  required: boolean;
  /** i18n key of what the last pick left out (more files than slots). */
  error: string | null;
  onPick: (slot: KycImageField, files: File[]) => void;
}

/**
 * Registration step 1's ID photos (SPEC §2 "Register screen"): held on the phone until the account
 * exists, then sent after the personal information the review needs (RegisterKycFlow).
 */
export function RegisterPhotos({ photos, required, error, onPick }: RegisterPhotosProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="form-stack kyc-upload register-photos">
      <legend className="register-photos__legend">{t(required ? 'kyc.register.photos' : 'kyc.register.photosOptional')}</legend>
      <p className="kyc__note">{t(required ? 'kyc.register.photosRequiredNote' : 'kyc.register.photosOptionalNote')}</p>
      <IdPhotoSlots photos={photos} required={required} onPick={onPick} />
      <FormError error={error} />
    </fieldset>
  );
}
