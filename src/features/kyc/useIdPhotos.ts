import { useEffect, useState } from 'react';
import { KYC_IMAGE_FIELDS } from '../../../contracts/kyc-constants';
import type { KycImageField } from '../../api';
import { placeFiles, prepareImage } from './kycImages';

/** SPEC §5: a missing photo is named for 1 s. */
export const MISSING_TOAST_MS = 1000;

/** The three ID photos, as they are sent (uploadId). */
export type IdPhotos = Record<KycImageField, Blob>;

interface Chosen {
  image: Blob;
  preview: string;
}

export interface IdPhotosState {
  /** Each chosen photo with its preview's object URL. */
  chosen: Partial<Record<KycImageField, Chosen>>;
  /** i18n key of what was wrong with the last file chosen for a slot. */
  errors: Partial<Record<KycImageField, string>>;
  /** Takes files picked at a slot; true when there were more than free slots (the rest are left out). */
  pick: (slot: KycImageField, files: File[]) => boolean;
  /** The first slot still empty (front, back, selfie), or null when all three are chosen. */
  firstMissing: () => KycImageField | null;
  /** Whether any photo is chosen. */
  any: () => boolean;
  /** The three photos; only once none is missing. */
  photos: () => IdPhotos;
  /** Lets every photo go (the form's reset). */
  clear: () => void;
}

/**
 * The ID photos being chosen (KYC popup step 2, registration step 1): each file checked,
 * compressed and previewed as it is picked (kycImages.ts), several picked at once filling the
 * empty slots. `initial` prefills them (photos picked at registration that failed to go up).
 */
export function useIdPhotos(initial?: IdPhotos): IdPhotosState {
  // Every preview URL made here, let go together when the form goes (previews of replaced photos too).
  const [urls] = useState(() => new Set<string>());
  const previewOf = (image: Blob) => {
    const preview = URL.createObjectURL(image);
    urls.add(preview);
    return { image, preview };
  };
  const [chosen, setChosen] = useState<IdPhotosState['chosen']>(() =>
    initial ? Object.fromEntries(KYC_IMAGE_FIELDS.map((field) => [field, previewOf(initial[field])])) : {},
  );
  const [errors, setErrors] = useState<IdPhotosState['errors']>({});
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);

  const pick = (slot: KycImageField, files: File[]) => {
    const { placed, tooMany } = placeFiles(slot, files, new Set(Object.keys(chosen) as KycImageField[]));
    setErrors((current) => ({ ...current, ...Object.fromEntries(placed.map(([field]) => [field, undefined])) }));
    for (const [field, file] of placed) {
      void prepareImage(file).then((prepared) => {
        if (prepared.image) setChosen((current) => ({ ...current, [field]: previewOf(prepared.image) }));
        else setErrors((current) => ({ ...current, [field]: prepared.error }));
      });
    }
    return tooMany;
  };

  return {
    chosen,
    errors,
    pick,
    firstMissing: () => KYC_IMAGE_FIELDS.find((field) => !chosen[field]) ?? null,
    any: () => KYC_IMAGE_FIELDS.some((field) => chosen[field]),
    photos: () => Object.fromEntries(KYC_IMAGE_FIELDS.map((field) => [field, chosen[field]!.image])) as IdPhotos,
    clear: () => {
      setChosen({});
      setErrors({});
    },
  };
}
