import type { EncryptedBody } from '../../contracts/account';
import type { DropdownList, IdVerification, SecurityConfigValue } from '../../contracts/kyc';
import {
  KYC_CONFIG_MODULE,
  KYC_PERSONAL_INFO_MODULE,
  KYC_UPLOAD_MODULE,
  type KycImageField,
  type KycMenuGroup,
} from '../../contracts/kyc-constants';
import { UPLOAD_TIMEOUT_MS, type Http } from './http';

export type {
  DropdownItem,
  DropdownList,
  IdVerification,
  KycImageField,
  KycMenuGroup,
  KycState,
  PersonalInfoBody,
} from '../../contracts/kyc';

const SECURITY_CONFIG = '/wps/v2/member/securityConfig';

/**
 * Identity verification (contracts/kyc.ts): the security config's idVerification, the personal
 * information (its body travels encrypted: PersonalInfoBody through encryptBody, `encryption` the
 * Encryption header), the ID photos (multipart, TLS only: images cannot ride the JSON cipher) and
 * the reference lists. Each call names its module id (SPEC §7).
 */
export function kycApi(http: Http) {
  return {
    config: () => http.request<SecurityConfigValue>({ method: 'GET', url: SECURITY_CONFIG, params: { moduleId: KYC_CONFIG_MODULE } }),
    setPersonalInfo: (body: EncryptedBody, encryption: string) =>
      http.request<IdVerification>({
        method: 'POST',
        url: `${SECURITY_CONFIG}/set-personal-info`,
        params: { moduleId: KYC_PERSONAL_INFO_MODULE },
        data: body,
        headers: { Encryption: encryption },
      }),
    uploadId: (images: Record<KycImageField, Blob>) => {
      const form = new FormData();
      for (const [field, image] of Object.entries(images)) form.append(field, image, fileNameOf(field, image));
      return http.request<IdVerification>({
        method: 'POST',
        url: `${SECURITY_CONFIG}/uploadId`,
        params: { moduleId: KYC_UPLOAD_MODULE },
        data: form,
        timeout: UPLOAD_TIMEOUT_MS,
      });
    },
    dropdown: (menuGroup: KycMenuGroup) =>
      http.request<DropdownList>({ method: 'GET', url: '/wps/relay/WPSCORE_getDropdownMenu', params: { menuGroup } }),
  };
}

/** The server reads the type from the bytes, not the name; a plain name keeps the player's own file name off the wire. */
function fileNameOf(field: string, image: Blob): string {
  return `${field}.${image.type === 'image/png' ? 'png' : 'jpg'}`;
}
