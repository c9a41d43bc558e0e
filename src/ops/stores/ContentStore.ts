import { makeAutoObservable, runInAction } from 'mobx';
import type { AnnouncementType } from '../../../contracts/announcements';
import type {
  OpsAnnouncement,
  OpsAnnouncementChange,
  OpsAnnouncementCreate,
  OpsHelpChange,
  OpsHelpCreate,
  OpsHelpTopic,
  OpsPromotion,
  OpsPromotionChange,
} from '../../../contracts/content-ops';
import type { OpsApi } from '../api/opsApi';

/** Replaces the item with the same key, or adds it at the end. */
function upsert<T>(list: T[], item: T, key: (item: T) => number): T[] {
  return list.some((kept) => key(kept) === key(item)) ? list.map((kept) => (key(kept) === key(item) ? item : kept)) : [...list, item];
}

/** Announcements of one type at a time (banners, player notices, pop-ups, promotion notices), published or not. */
export class AnnouncementEditStore {
  type: AnnouncementType = 'B';
  list: OpsAnnouncement[] = [];
  loading = false;

  constructor(private readonly api: OpsApi) {
    makeAutoObservable<AnnouncementEditStore, 'api'>(this, { api: false });
  }

  async load(type: AnnouncementType): Promise<void> {
    if (this.type !== type) this.list = [];
    this.type = type;
    this.loading = true;
    try {
      const { list } = await this.api.listAnnouncements(type);
      runInAction(() => this.type === type && (this.list = list));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /**
   * A new announcement or a change to one, then its picture when one was chosen. A new one is
   * kept (and shown) as soon as it is made, so a refused picture leaves it there to try again.
   */
  async save(id: number | null, body: OpsAnnouncementCreate | OpsAnnouncementChange, image: Blob | null): Promise<OpsAnnouncement> {
    let saved =
      id === null ? await this.api.createAnnouncement(body as OpsAnnouncementCreate) : await this.api.changeAnnouncement(id, body);
    this.keep(saved);
    if (image) {
      saved = await this.api.uploadBannerImage(saved.announcementId, image);
      this.keep(saved);
    }
    return saved;
  }

  async setPublished(id: number, published: boolean): Promise<void> {
    this.keep(await this.api.changeAnnouncement(id, { published }));
  }

  async remove(id: number): Promise<void> {
    await this.api.deleteAnnouncement(id);
    runInAction(() => (this.list = this.list.filter((a) => a.announcementId !== id)));
  }

  private keep(item: OpsAnnouncement): void {
    if (item.type === this.type) this.list = upsert(this.list, item, (a) => a.announcementId);
  }
}

/** The help centre's topics of one language, published or not. */
export class HelpEditStore {
  language = 'EN';
  list: OpsHelpTopic[] = [];
  loading = false;

  constructor(private readonly api: OpsApi) {
    makeAutoObservable<HelpEditStore, 'api'>(this, { api: false });
  }

  async load(language: string): Promise<void> {
    if (this.language !== language) this.list = [];
    this.language = language;
    this.loading = true;
    try {
      const { list } = await this.api.listHelpTopics(language);
      runInAction(() => this.language === language && (this.list = list));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async save(id: number | null, body: OpsHelpCreate | OpsHelpChange): Promise<OpsHelpTopic> {
    const saved = id === null ? await this.api.createHelpTopic(body as OpsHelpCreate) : await this.api.changeHelpTopic(id, body);
    runInAction(() => (this.list = upsert(this.list, saved, (t) => t.topicId)));
    return saved;
  }

  async setPublished(id: number, published: boolean): Promise<void> {
    await this.save(id, { published });
  }

  /** Deletes a topic; its sub-topics go with it. */
  async remove(id: number): Promise<void> {
    await this.api.deleteHelpTopic(id);
    runInAction(() => (this.list = this.list.filter((t) => t.topicId !== id && t.parentId !== id)));
  }
}

/** Every promotion, shown or hidden. */
export class PromotionEditStore {
  list: OpsPromotion[] = [];
  loading = false;

  constructor(private readonly api: OpsApi) {
    makeAutoObservable<PromotionEditStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const { list } = await this.api.listPromotions();
      runInAction(() => (this.list = list));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async change(id: number, body: OpsPromotionChange): Promise<void> {
    const saved = await this.api.changePromotion(id, body);
    runInAction(() => (this.list = upsert(this.list, saved, (p) => p.promotionId)));
  }
}

/** What a content editor edits (content.edit). */
export class ContentStore {
  readonly announcements: AnnouncementEditStore;
  readonly help: HelpEditStore;
  readonly promotions: PromotionEditStore;

  constructor(api: OpsApi) {
    this.announcements = new AnnouncementEditStore(api);
    this.help = new HelpEditStore(api);
    this.promotions = new PromotionEditStore(api);
  }
}
