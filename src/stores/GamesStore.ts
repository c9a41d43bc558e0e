import { makeAutoObservable, runInAction } from 'mobx';
import type { Game, GameListValue, GameType, LotteryLaunchBody, VendorEntry } from '../../contracts/games';
import { ApiError, isAuthError, type GameQuery, type LaunchValue } from '../api';
import type { RootStore } from './RootStore';

/** SPEC §9 page sizes. */
export const GAME_PAGE_SIZES = { homeHot: 6, vendorList: 13, gameList: 25, search: 9 } as const;

/** The game types of the contract (the client imports its types only); the compiler keeps both lists equal. */
const GAME_TYPE_SET: Record<GameType, true> = {
  RNG: true,
  FISH: true,
  LIVE: true,
  PVP: true,
  SPORTS: true,
  ESPORTS: true,
  POKER: true,
  COCKFIGHT: true,
  LOTT: true,
  ELOTT: true,
};

export const isGameType = (category: string): category is GameType => Object.hasOwn(GAME_TYPE_SET, category);

/**
 * The catalogue: lobby categories and vendors (loaded once per app run), and the game calls of
 * the lobby screens, each in the player's language.
 */
export class GamesStore {
  /** Server order (SPEC §2 "Game lobby"); empty until loaded. */
  categories: string[] = [];
  vendors: VendorEntry[] = [];
  private vendorRequest: Promise<void> | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<GamesStore, 'root' | 'vendorRequest'>(this, { root: false, vendorRequest: false }, { autoBind: true });
  }

  /** Concurrent callers share one request; after a failure the next caller tries again. */
  loadVendorTypes(): Promise<void> {
    if (this.categories.length > 0) return Promise.resolve();
    this.vendorRequest ??= this.root.api.games
      .vendorTypes()
      .then((value) =>
        runInAction(() => {
          this.categories = [...value.categories].sort((a, b) => a.sort - b.sort).map((c) => c.gameCategory);
          this.vendors = value.vendors;
        }),
      )
      .catch(() => undefined)
      .finally(() => {
        this.vendorRequest = null;
      });
    return this.vendorRequest;
  }

  /** The categories that are game types, in server order: not menu entries such as PROMO (promotions). */
  get gameTypes(): GameType[] {
    return this.categories.filter(isGameType);
  }

  vendorsOf(gameType: string): VendorEntry[] {
    return this.vendors.filter((vendor) => vendor.gameType === gameType);
  }

  list(query: GameQuery): Promise<GameListValue> {
    return this.root.api.games.list({ language: this.root.ui.language, ...query });
  }

  async hot(pageSize: number, gameType?: GameType): Promise<Game[]> {
    return (await this.root.api.games.hot({ pageSize, gameType, language: this.root.ui.language })).list;
  }

  async recent(): Promise<Game[]> {
    return (await this.root.api.games.recent({ pageSize: GAME_PAGE_SIZES.search, language: this.root.ui.language })).list;
  }

  /**
   * The vendor page of a game, in the player's language; the server records it as recently
   * played. A dead token ends the session (the caller shows the error).
   */
  launch(nodeId: number): Promise<LaunchValue> {
    return this.launchWith({ nodeId });
  }

  /** A lottery lobby or game (SPEC §2 /m/launchGame), on the same terms as any launch. */
  launchLottery(lottery: Omit<LotteryLaunchBody, 'language'>): Promise<LaunchValue> {
    return this.launchWith(lottery);
  }

  private async launchWith(body: { nodeId: number } | Omit<LotteryLaunchBody, 'language'>): Promise<LaunchValue> {
    try {
      return await this.root.api.games.launch({ ...body, language: this.root.ui.language });
    } catch (error) {
      if (isAuthError(error)) this.root.session.clear();
      // Mandatory KYC before first play: the refusal brings the KYC popup (when there is something to send).
      else if (error instanceof ApiError && error.code === 'KYC_REQUIRED') void this.root.kyc.offerAfterRefusal();
      throw error;
    }
  }

  /** Best effort: a lost "recently played" entry must never keep the player from the game. */
  recordRecent(nodeId: number): void {
    this.root.api.games.addRecent(nodeId).catch(() => undefined);
  }
}
