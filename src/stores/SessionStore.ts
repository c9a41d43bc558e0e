import { makeAutoObservable, runInAction } from 'mobx';
import type { MemberInfoValue } from '../../contracts/session';
import { isAuthError } from '../api';
import { LOCAL_KEYS, SESSION_KEYS } from '../platform/storage';
import type { RootStore } from './RootStore';
import { viewerOf, type Viewer } from './viewer';

/** The MC_SESSION_INFO record of SPEC §3. */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

export class SessionStore {
  info: SessionInfo | null;
  memberInfo: MemberInfoValue | null;
  trialName: string | null;

  constructor(private readonly root: RootStore) {
    const { session } = root.storage;
    this.info = session.get<SessionInfo>(SESSION_KEYS.sessionInfo);
    this.memberInfo = session.get<MemberInfoValue>(SESSION_KEYS.memberInfo);
    this.trialName = session.get<string>(SESSION_KEYS.trialName);
    makeAutoObservable<SessionStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  get token(): string | null {
    return this.info?.token ?? null;
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  get viewer(): Viewer {
    return viewerOf(this.isLoggedIn, this.memberInfo?.type ?? this.info?.type ?? null);
  }

  /** Nickname when set, else the account name, as the header and side menu show it. */
  get displayName(): string {
    return this.memberInfo?.nickname || this.memberInfo?.account || this.info?.userName || '';
  }

  async login(username: string, password: string): Promise<void> {
    const value = await this.root.api.session.login({ username, password });
    runInAction(() => {
      this.start({ token: value.token, userName: value.userName, type: value.type, firstTimeLogin: value.firstTimeLogin });
    });
  }

  async loginTrial(): Promise<void> {
    const value = await this.root.api.session.loginFreePlay();
    runInAction(() => {
      this.start({ token: value.token, userName: value.userName, type: value.customerType, firstTimeLogin: false });
      this.trialName = value.userName;
      this.root.storage.session.set(SESSION_KEYS.trialName, value.userName);
    });
  }

  /** Session renewal: refresh member info; a rejected token ends the session without a message. */
  async renew(): Promise<void> {
    if (!this.isLoggedIn) return;
    try {
      const value = await this.root.api.member.info();
      runInAction(() => {
        this.memberInfo = value;
        this.root.storage.session.set(SESSION_KEYS.memberInfo, value);
      });
    } catch (error) {
      if (isAuthError(error)) runInAction(() => this.clear());
    }
  }

  /** Server logout is best effort: the local session ends even when the call fails. */
  async logout(): Promise<void> {
    try {
      await this.root.api.session.logout();
    } catch {
      // Ignored on purpose (SPEC §4): an expired token or a network error must not trap the user.
    }
    runInAction(() => {
      this.clear();
      this.root.storage.local.set(LOCAL_KEYS.autoLogin, 0);
    });
  }

  /** Drops token, trial user, member info and the whole session storage (SPEC §4). */
  clear(): void {
    this.forgetAccount();
    this.info = null;
    this.root.storage.session.clear();
  }

  /**
   * A new login replaces the previous account's data but keeps the rest of the browser
   * session's storage (e.g. accepted terms).
   */
  private start(fields: Omit<SessionInfo, 'merchantCode'>): void {
    this.forgetAccount();
    this.info = { ...fields, merchantCode: this.root.system.settings?.merchantCode ?? '' };
    this.root.storage.session.set(SESSION_KEYS.sessionInfo, this.info);
  }

  private forgetAccount(): void {
    this.memberInfo = null;
    this.trialName = null;
    this.root.storage.session.remove(SESSION_KEYS.memberInfo);
    this.root.storage.session.remove(SESSION_KEYS.trialName);
    this.root.wallet.clear();
  }
}
