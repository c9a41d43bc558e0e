import { makeAutoObservable } from 'mobx';
import type { ChangePasswordBody, EncryptedBody } from '../../contracts/account';
import type {
  ActiveSessions,
  BindEmailBody,
  BindPayeeBody,
  ChangePaymentPasswordBody,
  MemberQuestions,
  ResetPaymentPasswordBody,
  SecurityCentre,
  SecurityQuestion,
  SessionOrigin,
  SetPaymentPasswordBody,
  SetSecurityAnswersBody,
} from '../api/security';
import type { RootStore } from './RootStore';

/**
 * The security centre: each entry's state, the payment password (set, change, reset through the
 * security questions), the questions, the bound email and payee name, the sessions, and the
 * login password change. Every write travels encrypted (stores/bodyCipher.ts).
 */
export class SecurityStore {
  /**
   * When and where the player logged in before this login, as the login answered: shown once on
   * home until dismissed. In memory only (an address is personal data: never in storage).
   */
  lastLogin: SessionOrigin | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SecurityStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  /** A login's answer: its previous login becomes the notice (none the first time, or after a registration). */
  noteLogin(previous: SessionOrigin | null | undefined): void {
    this.lastLogin = previous ?? null;
  }

  dismissLastLogin(): void {
    this.lastLogin = null;
  }

  centre(): Promise<SecurityCentre> {
    return this.root.api.security.centre();
  }

  /** The login password; the body travels encrypted, as the login's does. */
  changeLoginPassword(body: ChangePasswordBody): Promise<null> {
    return this.send(body, this.root.api.account.changePassword);
  }

  async paymentPasswordSet(): Promise<boolean> {
    return (await this.root.api.security.paymentPasswordState()).exists;
  }

  /** The first payment password, confirmed by the login password; the body travels encrypted. */
  async setPaymentPassword(body: SetPaymentPasswordBody): Promise<void> {
    await this.send(body, this.root.api.security.setPaymentPassword);
  }

  async changePaymentPassword(body: ChangePaymentPasswordBody): Promise<void> {
    await this.send(body, this.root.api.security.changePaymentPassword);
  }

  /** A forgotten payment password, replaced with the answers to the player's own questions and the login password. */
  async resetPaymentPassword(body: ResetPaymentPasswordBody): Promise<void> {
    await this.send(body, this.root.api.security.resetPaymentPassword);
  }

  questions(): Promise<SecurityQuestion[]> {
    return this.root.api.security.questions();
  }

  memberQuestions(): Promise<MemberQuestions> {
    return this.root.api.security.memberQuestions();
  }

  async setAnswers(body: SetSecurityAnswersBody): Promise<void> {
    await this.send(body, this.root.api.security.setAnswers);
  }

  /** A code to the email to bind, behind the same human check as every code; answers when the next may be asked (epoch ms). */
  async sendEmailCode(email: string): Promise<number> {
    const body = { email, humanCheck: await this.root.humanCheck.proof() };
    return (await this.send(body, this.root.api.security.sendEmailCode)).expirationTime;
  }

  async bindEmail(body: BindEmailBody): Promise<void> {
    await this.send(body, this.root.api.security.bindEmail);
  }

  async bindPayee(body: BindPayeeBody): Promise<void> {
    await this.send(body, this.root.api.security.bindPayee);
  }

  sessions(): Promise<ActiveSessions> {
    return this.root.api.security.sessions();
  }

  /** Every other session (and the games it opened) ends; how many did. */
  async endOtherSessions(): Promise<number> {
    return (await this.root.api.security.endOtherSessions()).ended;
  }

  async endSession(id: number): Promise<void> {
    await this.root.api.security.endSession(id);
  }

  private send<T>(body: unknown, post: (encrypted: EncryptedBody, encryption: string) => Promise<T>): Promise<T> {
    return this.root.cipher.send(body, post);
  }
}
