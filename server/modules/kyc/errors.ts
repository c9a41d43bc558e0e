import type { KycImageField, KycState } from '../../../contracts/kyc';
import { AppError } from '../../http/app-error';

/** The KYC module's refusals; `value.field` names the image or field, `value.state` the verification's state. */
export const kycErrors = {
  imageMissing: (field: KycImageField) =>
    new AppError('KYC_IMAGE_MISSING', 400, 'Please upload the front and back of your ID and a selfie', { field }),
  imageInvalid: (field: KycImageField) => new AppError('KYC_IMAGE_INVALID', 400, 'Each photo must be a PNG or JPG image', { field }),
  imageTooLarge: (field: KycImageField) => new AppError('KYC_IMAGE_TOO_LARGE', 400, 'Each photo must be at most 5 MB', { field }),
  personalInfoMissing: () => new AppError('KYC_PERSONAL_INFO_MISSING', 409, 'Please fill in your personal information first'),
  submissionClosed: (state: KycState) =>
    new AppError('KYC_SUBMISSION_CLOSED', 409, 'Your verification cannot be changed right now', { state }),
  /** Play or cash-out needs a verification (MANDATORYKYC3); kycStatus as the withdraw settings name it. */
  required: (state: KycState, kycStatus: string) =>
    new AppError('KYC_REQUIRED', 403, 'Verify your identity first (Member centre > Identity verification)', { kycStatus, state }),
};
