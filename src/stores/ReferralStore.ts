import type { ReferralPlayersPage, ReferralValue } from '../api/referral';
import type { RootStore } from './RootStore';

/** Players a page of the invitation's list. */
const PLAYERS_PAGE_SIZE = 20;

/** Invite / referral: the member's invitation (code and link) and the players it brought. */
export class ReferralStore {
  constructor(private readonly root: RootStore) {}

  invitation(): Promise<ReferralValue> {
    return this.root.api.referral.info();
  }

  players(pageNo: number): Promise<ReferralPlayersPage> {
    return this.root.api.referral.players({ pageNo, pageSize: PLAYERS_PAGE_SIZE });
  }
}
