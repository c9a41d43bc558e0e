import type { ReferralPlayersPage, ReferralPlayersQuery, ReferralValue } from '../../contracts/referral';
import type { Http } from './http';

export type { InvitedPlayer, ReferralPlayersPage, ReferralValue } from '../../contracts/referral';

/** Invite / referral (a real member's session). */
export function referralApi(http: Http) {
  return {
    info: () => http.request<ReferralValue>({ method: 'GET', url: '/wps/member/referral' }),
    players: (query: ReferralPlayersQuery) =>
      http.request<ReferralPlayersPage>({ method: 'GET', url: '/wps/member/referral/players', params: query }),
  };
}
