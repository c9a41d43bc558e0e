import { makeAutoObservable, runInAction } from 'mobx';
import type { LoginRequest, RegisterBody } from '../../contracts/account';
import type { LoginValue, MemberInfoValue } from '../../contracts/session';
import { isAuthError, type RegisterKind } from '../api';
import { isStandalone } from '../platform/appInfo';
import type { RememberedLogin } from '../platform/rememberedLogin';
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
  /**
   * The password of the current login, in memory only (never storage), so the change-password
   * screen can skip the old-password field right after a login (SPEC "Change-password screen").
   */
  heldPassword: string | null = null;

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

  /**
   * Logged in with a password support gave out (the console's password reset): the player must
   * choose their own before anything else (app/access.ts; the server refuses the rest).
   */
  get mustChangePassword(): boolean {
    return this.viewer === 'member' && this.info?.firstTimeLogin === true;
  }

  /** The account's username: the member info's account, else the name the login answered with. */
  get accountName(): string {
    return this.memberInfo?.account || this.info?.userName || '';
  }

  /** Nickname when set, else the account name, as the header and side menu show it. */
  get displayName(): string {
    return this.memberInfo?.nickname || this.memberInfo?.account || this.info?.userName || '';
  }

  /**
   * What a login needs before the tap, done while the player types: the server's encryption key
   * and a human-check proof. The tap then costs one request (and the password hash on the server).
   */
  prepareLogin(): void {
    this.root.humanCheck.prepare();
    this.root.cipher.prepare();
  }

  /**
   * Login by username or SMS code. Username logins carry a fresh human-check proof; the body
   * always travels encrypted. `remember` saves (or forgets) the remembered login afterwards.
   */
  async login(request: LoginRequest, remember: RememberedLogin | null = null): Promise<LoginValue> {
    const type = request.type ?? 'username';
    const body = type === 'username' ? { ...request, type, humanCheck: await this.root.humanCheck.proof() } : { ...request, type };
    const value = await this.sendLogin(body);
    runInAction(() => this.begin(value, type === 'username' ? (request.password ?? null) : null));
    this.root.security.noteLogin(value.lastLogin);
    // The balance is what the player logged in to see: asked at once, while home is still drawing
    // (not before a password support gave out is replaced: the server refuses everything until then).
    if (!this.mustChangePassword) void this.root.wallet.refresh();
    if (remember) await this.root.rememberedLogin.save(remember).catch(() => undefined);
    else await this.forgetRememberedLogin();
    return value;
  }

  /** Registration logs the player in: the session is stored exactly like a login's. */
  async register(kind: RegisterKind, body: RegisterBody): Promise<LoginValue> {
    const value = await this.root.api.account.register(kind, body);
    runInAction(() => this.begin(value, body.password || null));
    return value;
  }

  /**
   * Changes the password; without `oldPassword` the held one is used. Afterwards the held
   * password is dropped and a remembered login gets the new one (SPEC §4 "Password change").
   */
  async changePassword(newPassword: string, confirmNewPassword: string, oldPassword?: string): Promise<void> {
    // Encrypted like the login (security store's cipher).
    await this.root.security.changeLoginPassword({ oldPassword: oldPassword ?? this.heldPassword ?? '', newPassword, confirmNewPassword });
    runInAction(() => {
      this.heldPassword = null;
      if (this.info?.firstTimeLogin) {
        this.info = { ...this.info, firstTimeLogin: false };
        this.root.storage.session.set(SESSION_KEYS.sessionInfo, this.info);
      }
    });
    const remembered = await this.root.rememberedLogin.load().catch(() => null);
    if (remembered) await this.root.rememberedLogin.save({ ...remembered, password: newPassword }).catch(() => undefined);
  }

  rememberedLogin(): Promise<RememberedLogin | null> {
    return this.root.rememberedLogin.load().catch(() => null);
  }

  forgetRememberedLogin(): Promise<void> {
    return this.root.rememberedLogin.forget().catch(() => undefined);
  }

  /** Encrypted with the server's key (stores/bodyCipher.ts, which fetches it again once if the server rotated it). */
  private sendLogin(body: LoginRequest): Promise<LoginValue> {
    return this.root.cipher.send(body, (encrypted, encryption) => this.root.api.session.login(encrypted, encryption, isStandalone()));
  }

  private begin(value: LoginValue, password: string | null): void {
    this.start({ token: value.token, userName: value.userName, type: value.type, firstTimeLogin: value.firstTimeLogin });
    this.heldPassword = password;
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

  /** The player's own profile picture (served to nobody else, so read with the session). */
  iconPicture(): Promise<Blob> {
    return this.root.api.member.icon();
  }

  /** Sets the profile picture (SPEC's head icon); member info then carries its new version. */
  async setIcon(picture: Blob): Promise<void> {
    const { icon } = await this.root.api.member.setIcon(picture);
    runInAction(() => this.keepMemberInfo({ icon }));
  }

  async removeIcon(): Promise<void> {
    await this.root.api.member.removeIcon();
    runInAction(() => this.keepMemberInfo({ icon: null }));
  }

  private keepMemberInfo(change: Partial<MemberInfoValue>): void {
    if (!this.memberInfo) return;
    this.memberInfo = { ...this.memberInfo, ...change };
    this.root.storage.session.set(SESSION_KEYS.memberInfo, this.memberInfo);
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
    this.heldPassword = null;
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
    this.root.favourites.clear();
    this.root.security.dismissLastLogin();
  }
}
