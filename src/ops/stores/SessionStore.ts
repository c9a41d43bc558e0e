import { makeAutoObservable, runInAction } from 'mobx';
import type { StaffLoginValue, StaffMe, StaffPermission } from '../../../contracts/staff';
import type { OpsApi, StaffSignedIn } from '../api/opsApi';

/** Where the session token is kept: this tab only, gone when it closes (and never in localStorage). */
export const TOKEN_KEY = 'opsToken';

export type SignInStep =
  | { kind: 'credentials' }
  | { kind: 'totp'; username: string; password: string }
  | (Extract<StaffLoginValue, { state: 'enrol' }> & { kind: 'enrol' });

/** Why the console last signed out by itself, for the sign-in screen to say. */
export type SignOutReason = 'idle' | 'lost' | null;

/**
 * Who is signed in to the console, and the steps of signing in: password, then the TOTP code, or
 * on a first sign-in the authenticator's enrolment (with a new password after a one-time one).
 */
export class SessionStore {
  token: string | null;
  me: StaffMe | null = null;
  step: SignInStep = { kind: 'credentials' };
  signedOutBecause: SignOutReason = null;
  /** False until a kept token has been checked with the server (restore). */
  restored = false;

  constructor(
    private readonly api: OpsApi,
    private readonly storage: Storage,
  ) {
    this.token = storage.getItem(TOKEN_KEY);
    makeAutoObservable<SessionStore, 'api' | 'storage'>(this, { api: false, storage: false });
  }

  can(permission: StaffPermission): boolean {
    return this.me?.permissions.includes(permission) ?? false;
  }

  /** After a reload: the tab's token, if the server still knows it. */
  async restore(): Promise<void> {
    if (this.token) {
      try {
        const me = await this.api.me();
        runInAction(() => (this.me = me));
      } catch {
        this.clear(null);
      }
    }
    runInAction(() => (this.restored = true));
  }

  async signIn(username: string, password: string, code?: string): Promise<void> {
    const value = await this.api.signIn({ username, password, ...(code ? { code } : {}) });
    runInAction(() => {
      if (value.state === 'signedIn') this.adopt(value);
      else if (value.state === 'totp') this.step = { kind: 'totp', username, password };
      else this.step = { ...value, kind: 'enrol' };
    });
  }

  async enrol(code: string, newPassword?: string): Promise<void> {
    if (this.step.kind !== 'enrol') return;
    const value = await this.api.enrol({ enrolmentToken: this.step.enrolmentToken, code, ...(newPassword ? { newPassword } : {}) });
    // Enrolment ends in a session; any other answer would be a server out of step with this console.
    if (value.state !== 'signedIn') throw new Error(`enrolment answered ${value.state}`);
    runInAction(() => this.adopt(value));
  }

  /** Back to the first step (a mistyped username, an enrolment given up). */
  restart(): void {
    this.step = { kind: 'credentials' };
  }

  /** Ends the session on the server too; the console forgets it even when the server cannot be reached. */
  async signOut(reason: SignOutReason = null): Promise<void> {
    try {
      if (this.token) await this.api.signOut();
    } catch {
      // Already ended there (idle, another sign-out) or unreachable: either way it is gone here.
    }
    this.clear(reason);
  }

  /** The server no longer knows the session: forget it without asking it. */
  lost(): void {
    if (this.token) this.clear('lost');
  }

  private adopt({ token, me }: StaffSignedIn): void {
    this.token = token;
    this.me = me;
    this.step = { kind: 'credentials' };
    this.signedOutBecause = null;
    this.storage.setItem(TOKEN_KEY, token);
  }

  private clear(reason: SignOutReason): void {
    this.token = null;
    this.me = null;
    this.step = { kind: 'credentials' };
    this.signedOutBecause = reason;
    this.storage.removeItem(TOKEN_KEY);
  }
}
