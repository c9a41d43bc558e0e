import { makeAutoObservable, runInAction } from 'mobx';
import type { Announcement } from '../api';
import { HOME_GROUP, liveBannerGroups } from './liveBannerGroups';
import type { RootStore } from './RootStore';

/** SPEC §9: announcement mark-read throttle 150 ms. */
export const MARK_READ_THROTTLE_MS = 150;
/** An answer this young is shown as it is when home opens (the first screen's, loaded just before). */
export const ANNOUNCEMENTS_FRESH_MS = 10_000;
/** Home asks for banners, player notices and pop-ups; other groups only for banners. */
const HOME_TYPES = 'B,PL,PU';
const BANNER_TYPES = 'B';
/** No user has a model in this product yet (see liveBannerGroups). */
const USER_HAS_MODEL = false;

/** Home's announcements (SPEC §2 "On load: ... announcements"): banners, notices for the ticker, pop-ups. */
export class AnnouncementsStore {
  banners: Announcement[] = [];
  notices: Announcement[] = [];
  popups: Announcement[] = [];
  /** False until the first load settles, so the banner keeps its space meanwhile. */
  loaded = false;
  /** Ids marked read here and not yet sent; one request leaves per throttle window, none is lost. */
  private queue: number[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastSent = Number.NEGATIVE_INFINITY;
  /** When the last load was answered (Date.now()). */
  private answeredAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AnnouncementsStore, 'root' | 'queue' | 'timer' | 'lastSent' | 'answeredAt'>(
      this,
      { root: false, queue: false, timer: false, lastSent: false, answeredAt: false },
      { autoBind: true },
    );
  }

  /** Unread player notices; badges are hidden when logged out (SPEC §9), and visitors have no read flags. */
  get unreadCount(): number {
    return this.root.session.isLoggedIn ? this.notices.filter((notice) => !notice.read).length : 0;
  }

  /**
   * Loads unless an answer came within ANNOUNCEMENTS_FRESH_MS: home opening right after its first
   * screen was prepared (app/firstScreen.ts) does not ask the same question twice.
   */
  loadUnlessFresh(): Promise<void> {
    return Date.now() - this.answeredAt < ANNOUNCEMENTS_FRESH_MS ? Promise.resolve() : this.load();
  }

  async load(): Promise<void> {
    const { list } = this.root.api.announcements;
    try {
      const [home, ...live] = await Promise.all([
        list({ types: HOME_TYPES, groupName: HOME_GROUP }),
        ...liveBannerGroups(USER_HAS_MODEL).map((groupName) => list({ types: BANNER_TYPES, groupName })),
      ]);
      runInAction(() => {
        // Ids marked here but not yet sent stay read, so a refetch does not flash them unread.
        const pending = new Set(this.queue);
        const keepRead = (item: Announcement) => (pending.has(item.announcementId) ? { ...item, read: true } : item);
        this.banners = [home, ...live].flatMap((group) => group.banners).map(keepRead);
        this.notices = home.player.map(keepRead);
        this.popups = home.popup.map(keepRead);
      });
      this.answeredAt = Date.now();
    } catch {
      // Keep what is shown; the next home load tries again.
    } finally {
      runInAction(() => (this.loaded = true));
    }
  }

  /**
   * Marks one announcement read at once here and on the server within the throttle; needs a session.
   * Once the last queued mark has been answered the list is refetched (SPEC §4).
   */
  markRead(announcementId: number): void {
    if (!this.root.session.isLoggedIn) return;
    const announcement = [...this.notices, ...this.popups, ...this.banners].find((item) => item.announcementId === announcementId);
    if (!announcement || announcement.read) return;
    announcement.read = true;
    this.queue.push(announcementId);
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.queue.length === 0) return;
    this.timer = setTimeout(this.flush, Math.max(0, this.lastSent + MARK_READ_THROTTLE_MS - Date.now()));
  }

  private flush(): void {
    this.timer = null;
    const announcementId = this.queue.shift();
    if (announcementId === undefined) return;
    this.lastSent = Date.now();
    // A failure stays silent: the refetch shows the server's flag again.
    const sent = this.root.api.announcements.markRead(announcementId).catch(() => undefined);
    this.schedule();
    void sent.then(() => {
      if (this.queue.length === 0 && !this.timer) return this.load();
    });
  }
}
