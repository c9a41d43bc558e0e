import type { SetPaymentPasswordBody } from '../api/security';
import type { RootStore } from './RootStore';

/** The security centre's calls the client uses so far: setting the first payment password. */
export class SecurityStore {
  constructor(private readonly root: RootStore) {}

  /** The first payment password, confirmed by the login password; the body travels encrypted. */
  async setPaymentPassword(body: SetPaymentPasswordBody): Promise<void> {
    await this.root.cipher.send(body, (encrypted, encryption) => this.root.api.security.setPaymentPassword(encrypted, encryption));
  }
}
