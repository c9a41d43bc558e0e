import { makeAutoObservable, runInAction } from 'mobx';
import type {
  Adjustment,
  AdjustmentBody,
  AuditTrailEntry,
  EndSessionsBody,
  PasswordResetBody,
  PasswordResetResult,
  PlayerLedgerRow,
  PlayerLimitBody,
  PlayerSearchRow,
  PlayerView,
} from '../../../contracts/players-ops';
import type { DepositQueueRow, WithdrawalQueueRow } from '../../../contracts/queues';
import type { Order } from '../../../contracts/records';
import type { OpsApi } from '../api/opsApi';
import { PagedList } from './PagedList';

/** Finding a player: what was typed, and the page of players it finds (kept while staff open one and come back). */
export class PlayerSearchStore {
  q = '';
  readonly results: PagedList<PlayerSearchRow>;

  constructor(api: OpsApi) {
    this.results = new PagedList((cursor) => api.searchPlayers({ q: this.q, ...(cursor ? { cursor } : {}) }));
    makeAutoObservable<PlayerSearchStore>(this, { results: false });
  }

  search(q: string): Promise<void> {
    this.q = q.trim();
    return this.results.firstPage();
  }
}

/**
 * One player's page: the view (profile, balances, protection, sessions) and its lists, each read
 * when its tab is first shown; and what staff do to the account, after which the view is read again.
 */
export class PlayerStore {
  view: PlayerView | null = null;
  readonly ledger: PagedList<PlayerLedgerRow>;
  /** The betting record pages by number: the next page's number stands as its cursor. */
  readonly rounds: PagedList<Order>;
  readonly deposits: PagedList<DepositQueueRow>;
  readonly withdrawals: PagedList<WithdrawalQueueRow>;
  readonly audit: PagedList<AuditTrailEntry>;

  constructor(
    private readonly api: OpsApi,
    readonly username: string,
  ) {
    const page = (cursor: string | null) => (cursor ? { cursor } : {});
    this.ledger = new PagedList((cursor) => api.playerLedger(username, page(cursor)));
    this.rounds = new PagedList(async (cursor) => {
      const answer = await api.playerRounds(username, { pageNo: cursor ? Number(cursor) : 1 });
      return { list: answer.list, nextCursor: answer.pageNum < answer.totalPages ? String(answer.pageNum + 1) : null };
    });
    this.deposits = new PagedList((cursor) => api.playerDeposits(username, page(cursor)));
    this.withdrawals = new PagedList((cursor) => api.playerWithdrawals(username, page(cursor)));
    this.audit = new PagedList((cursor) => api.auditTrail({ player: username, ...page(cursor) }));
    makeAutoObservable<PlayerStore, 'api'>(this, {
      api: false,
      username: false,
      ledger: false,
      rounds: false,
      deposits: false,
      withdrawals: false,
      audit: false,
    });
  }

  async load(): Promise<void> {
    const view = await this.api.playerView(this.username);
    runInAction(() => (this.view = view));
  }

  async tighten(body: PlayerLimitBody): Promise<'applied' | 'unchanged'> {
    const { outcome, protection } = await this.api.tightenLimit(this.username, body);
    runInAction(() => {
      if (this.view) this.view = { ...this.view, protection };
    });
    return outcome;
  }

  async endSessions(body: EndSessionsBody): Promise<number> {
    const { ended } = await this.api.endPlayerSessions(this.username, body);
    await this.load();
    return ended;
  }

  /** A one-time password for the player (answered once: the caller shows it); their sessions end, so the view is read again. */
  async resetPassword(body: PasswordResetBody): Promise<PasswordResetResult> {
    const given = await this.api.resetPlayerPassword(this.username, body);
    await this.load();
    return given;
  }

  /** A credit or debit; once applied, the balances and the statement are read again. */
  async adjust(body: AdjustmentBody): Promise<Adjustment> {
    const made = await this.api.adjustBalance(this.username, body);
    if (made.state === 'applied') await Promise.all([this.load(), this.ledger.loaded ? this.ledger.firstPage() : undefined]);
    return made;
  }
}

/** The console's player screens: the search, and the player open now. */
export class PlayersStore {
  readonly search: PlayerSearchStore;
  current: PlayerStore | null = null;

  constructor(private readonly api: OpsApi) {
    this.search = new PlayerSearchStore(api);
    makeAutoObservable<PlayersStore, 'api'>(this, { api: false, search: false });
  }

  /** The audit trail of a player (`{ player }`) or a case (`{ case: 'deposit:D12' }`), paged. */
  auditTrail(of: { player: string } | { case: string }): PagedList<AuditTrailEntry> {
    return new PagedList((cursor) => this.api.auditTrail({ ...of, ...(cursor ? { cursor } : {}) }));
  }

  /** The store of this player's page: the one open, or a new one. */
  open(username: string): PlayerStore {
    if (this.current?.username !== username) this.current = new PlayerStore(this.api, username);
    return this.current;
  }
}
