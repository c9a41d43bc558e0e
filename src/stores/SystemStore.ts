import { makeAutoObservable, runInAction } from 'mobx';
import { SEALED_LINK_TYPE, openLinkPath } from '../../contracts/service-link';
import type { ConsolidatedSettingsValue, CustomerServiceEntry, StatusValue, WhitelabelValue } from '../../contracts/system';
import type { RootStore } from './RootStore';

export type SystemStatus = 0 | 1 | 2;
/** SPEC §4 "Template version": the merchant picks the base or the new look of a screen family. */
export type TemplateVersion = 'base' | 'new';
type MobileTemplate = StatusValue['info']['mobileTemplate'];

/** How often an offline app asks whether the server can be reached again. */
export const OFFLINE_RECHECK_MS = 5_000;

/** Social networks the side menu can list, in display order (SPEC §2 "Right-side menu"). */
export const SOCIAL_NETWORKS = ['TELEGRAM', 'INSTAGRAM', 'WHATSAPP', 'VIBER', 'FACEBOOK'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** SPEC §3 "Download link" types; the server's case is not fixed ('Android'), so lookups ignore it. */
export type ResourceType = 'IOS' | 'ANDROID' | 'MOBILECONFIG' | 'TUTORIAL' | 'AFFILIATELINK';
/** The resources a player installs the app from. */
const APP_DOWNLOADS: readonly ResourceType[] = ['ANDROID', 'IOS', 'MOBILECONFIG'];

/**
 * The entries with their type-3 paths opened (SPEC §7, contracts/service-link.ts). One that does
 * not open is left out, as an entry the merchant did not configure: a wrong link is no link.
 */
async function openServiceLinks(entries: readonly CustomerServiceEntry[]): Promise<CustomerServiceEntry[]> {
  const opened = await Promise.all(
    entries.map(async (entry) => {
      if (entry.type !== SEALED_LINK_TYPE) return entry;
      const path = await openLinkPath(entry.path);
      return path === null ? null : { ...entry, path };
    }),
  );
  return opened.filter((entry) => entry !== null);
}

export class SystemStore {
  /** null while the boot check runs. */
  status: SystemStatus | null = null;
  /** The address the server saw; the access-denied page shows it for support requests. */
  ip = '';
  /** The merchant's template flags (status info.mobileTemplate); null until the status answered. */
  mobileTemplate: MobileTemplate | null = null;
  settings: ConsolidatedSettingsValue | null = null;
  /** The merchant's whitelabel flags (SPEC §6); null until asked (loadWhitelabel), and every feature they switch stays off. */
  whitelabel: WhitelabelValue | null = null;
  /** The device has a network; without one the app shows its offline page instead of the screen. */
  online = true;
  private settingsRequest: Promise<void> | null = null;
  private whitelabelRequest: Promise<void> | null = null;
  private recheckTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SystemStore, 'root' | 'settingsRequest' | 'whitelabelRequest' | 'recheckTimer'>(
      this,
      { root: false, settingsRequest: false, whitelabelRequest: false, recheckTimer: false },
      { autoBind: true },
    );
  }

  /** Offline, the server is asked again every few seconds; the first answer brings the screen back. */
  setOnline(online: boolean): void {
    this.online = online;
    clearTimeout(this.recheckTimer);
    if (!online) this.recheckTimer = setTimeout(() => void this.loadStatus(), OFFLINE_RECHECK_MS);
  }

  /**
   * Boot check. When the status call itself fails the app opens anyway (fail open): a real
   * maintenance or region block is also enforced by the server on every other call.
   */
  async loadStatus(): Promise<void> {
    try {
      const value = await this.root.api.system.status();
      runInAction(() => {
        this.status = value.status;
        this.ip = value.location.ip;
        this.mobileTemplate = value.info.mobileTemplate;
      });
    } catch {
      runInAction(() => {
        this.status = 0;
      });
    }
  }

  /** Merchant settings; concurrent callers share one request, a failure allows a retry later. */
  loadSettings(): Promise<void> {
    this.settingsRequest ??= this.fetchSettings().finally(() => {
      this.settingsRequest = null;
    });
    return this.settingsRequest;
  }

  private async fetchSettings(): Promise<void> {
    try {
      const value = await this.root.api.system.settings();
      const customerService = await openServiceLinks(value.customerService);
      runInAction(() => {
        this.settings = { ...value, customerService };
      });
    } catch {
      // Keep what we had: entries that depend on settings simply stay hidden.
    }
  }

  /** The whitelabel flags, asked once; concurrent callers share the request, and a failure allows a retry later. */
  loadWhitelabel(): Promise<void> {
    if (this.whitelabel) return Promise.resolve();
    this.whitelabelRequest ??= this.fetchWhitelabel().finally(() => {
      this.whitelabelRequest = null;
    });
    return this.whitelabelRequest;
  }

  private async fetchWhitelabel(): Promise<void> {
    try {
      const value = await this.root.api.system.whitelabel();
      runInAction(() => {
        this.whitelabel = value;
      });
    } catch {
      // Unknown flags keep their features off; the next caller asks again.
    }
  }

  /** The member centre's template: new when mem_cen is '1', else base (also before the status answered). */
  get memberTemplate(): TemplateVersion {
    return this.mobileTemplate?.mem_cen === '1' ? 'new' : 'base';
  }

  /** The detail version (the member centre's account details): new when dep_func is '1', else base. */
  get detailVersion(): TemplateVersion {
    return this.mobileTemplate?.dep_func === '1' ? 'new' : 'base';
  }

  get directRegistration(): boolean {
    return this.settings?.directRegistration ?? false;
  }

  get customerService(): CustomerServiceEntry[] {
    return this.settings?.customerService ?? [];
  }

  /** Every live-chat service (csType LIVECHAT): the floating side bar lists each, the side menu the first. */
  get liveChats(): CustomerServiceEntry[] {
    return this.customerService.filter((entry) => entry.csType === 'LIVECHAT');
  }

  get liveChat(): CustomerServiceEntry | null {
    return this.liveChats[0] ?? null;
  }

  /** Telegram: the merchant's Telegram social link, else its Telegram customer-service entry. */
  get telegramLink(): string | null {
    return this.socialLink('TELEGRAM') ?? this.customerService.find((entry) => entry.csType === 'TELEGRAM')?.path ?? null;
  }

  /** The settings' download resource of a type (SPEC §3), null when the merchant configured none. */
  resourceUrl(type: ResourceType): string | null {
    return this.settings?.resources.find((resource) => resource.resourceType.toUpperCase() === type)?.url || null;
  }

  /** Something to install the app from: an Android, iOS or iOS-profile download. */
  get hasAppDownloads(): boolean {
    return APP_DOWNLOADS.some((type) => this.resourceUrl(type) !== null);
  }

  /**
   * The download bar and button (SPEC §2 "Home header"): the merchant's app window is on
   * (settings `appWindow`) and a download is configured. Where it shows (home paths, not in an
   * installed app, not in the wallet variant) is for the layout to decide.
   */
  get offersAppDownload(): boolean {
    return (this.settings?.appWindow ?? false) && this.hasAppDownloads;
  }

  /** The server's key case is not fixed by the contract, so lookups ignore it. */
  socialLink(network: SocialNetwork): string | null {
    const links = this.settings?.socialLinks ?? {};
    const key = Object.keys(links).find((name) => name.toUpperCase() === network);
    return (key && links[key]) || null;
  }
}
