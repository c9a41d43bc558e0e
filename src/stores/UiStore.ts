import { makeAutoObservable } from 'mobx';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { LOCAL_KEYS, SESSION_KEYS } from '../platform/storage';
import type { RootStore } from './RootStore';

export type Theme = 'dark' | 'light';
export type GlobalDialog = 'signOut' | 'registerPrompt' | 'search' | 'deposit' | 'kyc';

/** Timings of SPEC §9. */
export const TOAST_MS = { success: 1500, freeReject: 2000 } as const;
/** How long the 'Please wait' overlay may stay at most: 10 s, but 9999 ms for logout and trial. */
export const LOADING_MAX_MS = { default: 10_000, logout: 9_999, trial: 9_999, sms: 9_999 } as const;

export interface ToastMessage {
  id: number;
  /** i18n key */
  key: string;
}

/** UI state shared across screens. Timers live here so components stay declarative. */
export class UiStore {
  theme: Theme;
  hideBalance: boolean;
  language: string;
  sideMenuOpen = false;
  dialog: GlobalDialog | null = null;
  toast: ToastMessage | null = null;
  loading = false;
  /** The terms overlay was accepted in this browser session. */
  termsAccepted: boolean;
  /** Set when a new version of the app is ready: loads it (and reloads the page). */
  applyUpdate: (() => Promise<void>) | null = null;
  private toastTimer: ReturnType<typeof setTimeout> | undefined;
  private loadingTimer: ReturnType<typeof setTimeout> | undefined;
  private toastSeq = 0;

  constructor(private readonly root: RootStore) {
    const { local } = root.storage;
    this.theme = local.get<Theme>(LOCAL_KEYS.theme) === 'light' ? 'light' : 'dark';
    this.hideBalance = local.get<boolean>(LOCAL_KEYS.hideBalance) === true;
    this.language = local.get<string>(LOCAL_KEYS.language) ?? DEFAULT_LANGUAGE;
    this.termsAccepted = root.storage.session.get<boolean>(SESSION_KEYS.agreeTerms) === true;
    makeAutoObservable<UiStore, 'root' | 'toastTimer' | 'loadingTimer' | 'toastSeq'>(
      this,
      { root: false, toastTimer: false, loadingTimer: false, toastSeq: false },
      { autoBind: true },
    );
  }

  setTheme(theme: Theme): void {
    this.theme = theme;
    this.root.storage.local.set(LOCAL_KEYS.theme, theme);
  }

  toggleHideBalance(): void {
    this.hideBalance = !this.hideBalance;
    this.root.storage.local.set(LOCAL_KEYS.hideBalance, this.hideBalance);
  }

  setLanguage(code: string): void {
    this.language = code;
    this.root.storage.local.set(LOCAL_KEYS.language, code);
  }

  acceptTerms(): void {
    this.termsAccepted = true;
    this.root.storage.session.set(SESSION_KEYS.agreeTerms, true);
  }

  /** A new version waits for the player's choice: nothing reloads by itself, so no bet is interrupted. */
  offerUpdate(apply: () => Promise<void>): void {
    this.applyUpdate = apply;
  }

  /** "Later": the offer goes away; the new version loads on the next visit. */
  dismissUpdate(): void {
    this.applyUpdate = null;
  }

  openSideMenu(): void {
    this.sideMenuOpen = true;
  }

  closeSideMenu(): void {
    this.sideMenuOpen = false;
  }

  openDialog(dialog: GlobalDialog): void {
    this.sideMenuOpen = false;
    this.dialog = dialog;
  }

  closeDialog(): void {
    this.dialog = null;
  }

  /** One toast at a time: a new one replaces the current one and restarts the clock. */
  showToast(key: string, durationMs: number = TOAST_MS.success): void {
    clearTimeout(this.toastTimer);
    this.toast = { id: ++this.toastSeq, key };
    this.toastTimer = setTimeout(this.hideToast, durationMs);
  }

  hideToast(): void {
    this.toast = null;
  }

  /** The 'Please wait' overlay hides itself after maxMs so a lost request cannot lock the app. */
  showLoading(maxMs: number = LOADING_MAX_MS.default): void {
    clearTimeout(this.loadingTimer);
    this.loading = true;
    this.loadingTimer = setTimeout(this.hideLoading, maxMs);
  }

  hideLoading(): void {
    clearTimeout(this.loadingTimer);
    this.loading = false;
  }
}
