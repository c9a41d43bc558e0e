import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Game } from '../../contracts/games';
import type { RootStore } from './RootStore';

/** SPEC §9: 4 favourites a page on home, 100 in the lobby; the toast shows 1 s. */
export const FAVOURITE_PAGE_SIZES = { home: 4, lobby: 100 } as const;
export const FAVOURITE_TOAST_MS = 1000;
/** A bound on the whole-list load (10,000 favourites), should a server keep saying there is more. */
const MEMBERSHIP_MAX_PAGES = 100;

/**
 * The player's favourite games, shared by home ("My collection"), the lobby and every heart
 * toggle, so a change made anywhere shows everywhere.
 */
export class FavouritesStore {
  games: Game[] = [];
  pageNum = 0;
  totalPages = 0;
  loading = false;
  /**
   * Every favourite of the account, whichever page of the list is shown: the whole list (see
   * loadMembership), the pages loaded, and what was toggled since.
   */
  private readonly ids = observable.set<number>();
  /** Games whose toggle is on its way, so a double tap sends one request. */
  private readonly pending = observable.set<number>();
  private pageSize: number = FAVOURITE_PAGE_SIZES.home;
  /** The session token the whole list was asked for (loaded or on its way); null: not asked. */
  private membershipOf: string | null = null;
  /** Toggles that answered while the whole list was loading: they win over its older answer. */
  private toggledSince: Map<number, boolean> | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<FavouritesStore, 'root' | 'pageSize' | 'membershipOf' | 'toggledSince'>(
      this,
      { root: false, pageSize: false, membershipOf: false, toggledSince: false },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.pageNum < this.totalPages;
  }

  isFavourite(nodeId: number): boolean {
    return this.ids.has(nodeId);
  }

  isPending(nodeId: number): boolean {
    return this.pending.has(nodeId);
  }

  /** First page; visitors have no favourites. */
  async load(pageSize: number): Promise<void> {
    this.pageSize = pageSize;
    if (!this.root.session.isLoggedIn) return this.clear();
    await this.fetch(1);
  }

  /**
   * Which games are favourites, apart from the page shown (4 on home): the whole list, 100 a
   * page (the lobby size, the most the server gives), once per session. Every heart asks; only
   * the first ask of a session fetches. A failure leaves the pages' favourites and lets the next
   * heart try again.
   */
  async loadMembership(): Promise<void> {
    const token = this.root.session.token;
    if (token === null || this.membershipOf === token) return;
    this.membershipOf = token;
    const toggled = new Map<number, boolean>();
    this.toggledSince = toggled;
    const found: number[] = [];
    try {
      for (let pageNo = 1, totalPages = 1; pageNo <= Math.min(totalPages, MEMBERSHIP_MAX_PAGES); pageNo += 1) {
        const page = await this.root.api.games.favourites({
          pageNo,
          pageSize: FAVOURITE_PAGE_SIZES.lobby,
          language: this.root.ui.language,
        });
        if (this.root.session.token !== token) return;
        found.push(...page.content.map((game) => game.nodeId));
        totalPages = page.totalPages;
      }
      runInAction(() => {
        if (this.toggledSince !== toggled) return;
        this.ids.replace([...found, ...this.games.map((game) => game.nodeId)]);
        for (const [nodeId, favourite] of toggled) {
          if (favourite) this.ids.add(nodeId);
          else this.ids.delete(nodeId);
        }
      });
    } catch {
      if (this.toggledSince === toggled) this.membershipOf = null;
    } finally {
      if (this.toggledSince === toggled) this.toggledSince = null;
    }
  }

  /** Appends the next page while the server has more (SPEC §4). */
  async loadMore(): Promise<void> {
    if (!this.hasMore || this.loading) return;
    await this.fetch(this.pageNum + 1);
  }

  /** Adds or removes; needs a session (callers send visitors to login). Failures stay silent (SPEC §8). */
  async toggle(game: Game): Promise<void> {
    const { nodeId, vassalage } = game;
    if (this.pending.has(nodeId)) return;
    const adding = !this.ids.has(nodeId);
    this.pending.add(nodeId);
    try {
      const { games } = this.root.api;
      await (adding ? games.addFavourite : games.removeFavourite)({ nodeId, vendor: vassalage });
      runInAction(() => (adding ? this.added(game) : this.removed(nodeId)));
      this.root.ui.showToast('games.changesSaved', FAVOURITE_TOAST_MS);
    } catch {
      // Nothing changed on the server, so nothing changes here either.
    } finally {
      runInAction(() => this.pending.delete(nodeId));
    }
  }

  clear(): void {
    this.games = [];
    this.pageNum = 0;
    this.totalPages = 0;
    this.ids.clear();
    this.membershipOf = null;
    this.toggledSince = null;
  }

  private async fetch(pageNo: number): Promise<void> {
    this.loading = true;
    try {
      const page = await this.root.api.games.favourites({ pageNo, pageSize: this.pageSize, language: this.root.ui.language });
      runInAction(() => {
        const known = pageNo === 1 ? [] : this.games;
        const fresh = page.content.filter((game) => !known.some((other) => other.nodeId === game.nodeId));
        this.games = [...known, ...fresh];
        for (const game of fresh) this.ids.add(game.nodeId);
        this.pageNum = page.pageNum;
        this.totalPages = page.totalPages;
      });
    } catch {
      // Keep what is shown; the next load tries again.
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** The server lists newest first, so a new favourite leads. */
  private added(game: Game): void {
    this.ids.add(game.nodeId);
    this.toggledSince?.set(game.nodeId, true);
    if (!this.games.some((other) => other.nodeId === game.nodeId)) this.games = [game, ...this.games];
  }

  private removed(nodeId: number): void {
    this.ids.delete(nodeId);
    this.toggledSince?.set(nodeId, false);
    this.games = this.games.filter((game) => game.nodeId !== nodeId);
  }
}
