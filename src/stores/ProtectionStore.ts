import { makeAutoObservable, runInAction } from 'mobx';
import type { EncryptedBody } from '../../contracts/account';
import type { CoolOffDuration, SelfExclusionDuration } from '../../contracts/protection-constants';
import type { LimitKey, PlaySession, ProtectionState, SetLimitBody, SetLimitResult } from '../api/protection';
import type { RootStore } from './RootStore';

type Send<T> = (body: EncryptedBody, encryption: string) => Promise<T>;

/**
 * Player protection: the player's limits, breaks and reality check (the protection screens), and
 * the play session the game page's reality check reads. Every write travels encrypted, and its
 * answer is the new state, kept here for the screens.
 */
export class ProtectionStore {
  /** The last state read or written; null until the first. */
  state: ProtectionState | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ProtectionStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  private keep(state: ProtectionState): ProtectionState {
    runInAction(() => (this.state = state));
    return state;
  }

  private async write(body: unknown, send: Send<ProtectionState>): Promise<ProtectionState> {
    return this.keep(await this.root.cipher.send(body, send));
  }

  async load(): Promise<ProtectionState> {
    return this.keep(await this.root.api.protection.state());
  }

  /** A new value for a limit (null removes it): in force at once when stricter, else waiting 24 hours. */
  async setLimit(body: SetLimitBody): Promise<SetLimitResult['outcome']> {
    const result = await this.root.cipher.send(body, this.root.api.protection.setLimit);
    this.keep(result.state);
    return result.outcome;
  }

  confirmLimit(key: LimitKey) {
    return this.write(key, this.root.api.protection.confirmLimit);
  }

  cancelLimit(key: LimitKey) {
    return this.write(key, this.root.api.protection.cancelLimit);
  }

  setRealityCheck(minutes: number) {
    return this.write({ minutes }, this.root.api.protection.setRealityCheck);
  }

  coolOff(duration: CoolOffDuration) {
    return this.write({ duration }, this.root.api.protection.coolOff);
  }

  /** The player confirmed the irreversible part on screen; the server asks for that acknowledgement too. */
  selfExclude(duration: SelfExclusionDuration) {
    return this.write({ duration, acknowledged: true }, this.root.api.protection.selfExclude);
  }

  requestRevocation() {
    return this.write({}, this.root.api.protection.requestRevocation);
  }

  confirmRevocation() {
    return this.write({}, this.root.api.protection.confirmRevocation);
  }

  /** This sign-in's play session, for the reality check over a game. */
  playSession(): Promise<PlaySession> {
    return this.root.api.protection.playSession();
  }
}
