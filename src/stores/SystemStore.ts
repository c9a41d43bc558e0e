import { makeAutoObservable, runInAction } from 'mobx';
import type { ConsolidatedSettingsValue, CustomerServiceEntry, StatusValue } from '../../contracts/system';
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

export class SystemStore {
  /** null while the boot check runs. */
  status: SystemStatus | null = null;
  /** The address the server saw; the access-denied page shows it for support requests. */
  ip = '';
  /** The merchant's template flags (status info.mobileTemplate); null until the status answered. */
  mobileTemplate: MobileTemplate | null = null;
  settings: ConsolidatedSettingsValue | null = null;
  /** The device has a network; without one the app shows its offline page instead of the screen. */
  online = true;
  private settingsRequest: Promise<void> | null = null;
  private recheckTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SystemStore, 'root' | 'settingsRequest' | 'recheckTimer'>(
      this,
      { root: false, settingsRequest: false, recheckTimer: false },
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
      runInAction(() => {
        this.settings = value;
      });
    } catch {
      // Keep what we had: entries that depend on settings simply stay hidden.
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

  get liveChat(): CustomerServiceEntry | null {
    return this.customerService.find((entry) => entry.csType === 'LIVECHAT') ?? null;
  }

  /** The player's referral (invite) link: the AFFILIATELINK resource of the settings (SPEC §3). */
  get referralLink(): string | null {
    return this.settings?.resources.find((resource) => resource.resourceType === 'AFFILIATELINK')?.url ?? null;
  }

  /** The server's key case is not fixed by the contract, so lookups ignore it. */
  socialLink(network: SocialNetwork): string | null {
    const links = this.settings?.socialLinks ?? {};
    const key = Object.keys(links).find((name) => name.toUpperCase() === network);
    return (key && links[key]) || null;
  }
}
