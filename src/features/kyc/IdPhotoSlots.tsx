import { KYC_IMAGE_FIELDS } from '../../../contracts/kyc-constants';
import type { KycImageField } from '../../api';
import { ImageSlot } from './ImageSlot';
import type { IdPhotosState } from './useIdPhotos';

interface IdPhotoSlotsProps {
  photos: IdPhotosState;
  required: boolean;
  /** Files picked at a slot, for the form to take (photos.pick) and say what it left out. */
  onPick: (slot: KycImageField, files: File[]) => void;
}

/** The three photo slots (front, back, selfie) of one set of ID photos. */
export function IdPhotoSlots({ photos, required, onPick }: IdPhotoSlotsProps) {
  return KYC_IMAGE_FIELDS.map((field) => (
    <ImageSlot
      key={field}
      field={field}
      required={required}
      preview={photos.chosen[field]?.preview ?? null}
      error={photos.errors[field] ?? null}
      onPick={(files) => onPick(field, files)}
    />
  ));
}
