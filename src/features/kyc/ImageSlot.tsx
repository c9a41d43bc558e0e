import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycImageField } from '../../api';

interface ImageSlotProps {
  field: KycImageField;
  /** The photo's local address (an object URL), once one is chosen. */
  preview: string | null;
  /** Marked as required (the popup, mandatory KYC) or not (registration's optional photos). */
  required: boolean;
  /** i18n key of what was wrong with the last file chosen here. */
  error: string | null;
  onPick: (files: File[]) => void;
}

/**
 * One of the three photos: a file input that takes pictures only (the phone offers its camera
 * and gallery), the chosen photo shown small, and its error. Several files chosen here at once
 * also fill the empty slots after it (kycImages.placeFiles).
 */
export function ImageSlot({ field, preview, required, error, onPick }: ImageSlotProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="kyc-slot">
      <label htmlFor={inputId} className={required ? 'kyc-slot__label field__label--required' : 'kyc-slot__label'}>
        {t(`kyc.upload.${field}`)}
      </label>
      <p id={hintId} className="field__hint">
        {t(`kyc.upload.${field}Hint`)}
      </p>
      {preview && <img className="kyc-slot__preview" src={preview} alt={t('kyc.upload.preview', { what: t(`kyc.upload.${field}`) })} />}
      <input
        id={inputId}
        className="control kyc-slot__input"
        type="file"
        accept="image/png,image/jpeg"
        multiple
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length > 0) onPick(files);
          // The same file may be chosen again after an error.
          event.target.value = '';
        }}
      />
      {error && (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
