import type { EncryptedBody } from '../../contracts/account';
import type { PlaySession, ProtectionState, SetLimitResult } from '../../contracts/protection';
import { PROTECTION_PATH } from '../../contracts/protection-constants';
import type { Http } from './http';

export type {
  BlockView,
  CoolOffBody,
  LimitKey,
  LimitView,
  PendingLimitChange,
  PlaySession,
  ProtectionState,
  SelfExclusionBody,
  SetLimitBody,
  SetLimitResult,
} from '../../contracts/protection';

/**
 * Player protection (contracts/protection.ts): limits, breaks, the reality check and the play
 * session. Writes carry a body encrypted with encryptBody; `encryption` is the Encryption header.
 */
export function protectionApi(http: Http) {
  const write =
    <T>(method: 'PUT' | 'POST', path: string) =>
    (body: EncryptedBody, encryption: string) =>
      http.request<T>({ method, url: `${PROTECTION_PATH}${path}`, data: body, headers: { Encryption: encryption } });
  return {
    state: () => http.request<ProtectionState>({ method: 'GET', url: PROTECTION_PATH }),
    setLimit: write<SetLimitResult>('PUT', '/limit'),
    confirmLimit: write<ProtectionState>('POST', '/limit/confirm'),
    cancelLimit: write<ProtectionState>('POST', '/limit/cancel'),
    setRealityCheck: write<ProtectionState>('PUT', '/realityCheck'),
    coolOff: write<ProtectionState>('POST', '/coolOff'),
    selfExclude: write<ProtectionState>('POST', '/selfExclusion'),
    requestRevocation: write<ProtectionState>('POST', '/selfExclusion/revoke'),
    confirmRevocation: write<ProtectionState>('POST', '/selfExclusion/confirmRevoke'),
    playSession: () => http.request<PlaySession>({ method: 'GET', url: `${PROTECTION_PATH}/playSession` }),
  };
}
