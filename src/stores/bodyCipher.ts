import type { EncryptedBody, EncryptionKeyValue } from '../../contracts/account';
import { encryptBody, encryptionHeader } from '../../contracts/encrypt-body';
import { ApiError } from '../api';

/** Sends an encrypted body: the body as encryptBody made it, and the Encryption header that names the key. */
type EncryptedPost<T> = (body: EncryptedBody, encryption: string) => Promise<T>;

/**
 * The server's body key (/wps/session/encryption), shared by every call whose body travels
 * encrypted: the login, the payment password, binding a payout account, a withdrawal. Fetched
 * once and kept; a failed fetch is tried again by the next call.
 */
export class BodyCipher {
  private key: Promise<EncryptionKeyValue> | null = null;

  constructor(private readonly fetchKey: () => Promise<EncryptionKeyValue>) {}

  /** Fetches the key ahead of the tap (the login form does while the player types). */
  prepare(): void {
    // A failure here is met again, and reported, by the call that needs the key.
    this.current().catch(() => undefined);
  }

  /**
   * Encrypts `body` and sends it with `post`. The server may have rotated its key (a restart):
   * it then answers ENCRYPTION_REQUIRED, and the key is fetched again and the body sent once more.
   * Each send encrypts afresh, so the same body never travels as the same bytes twice.
   */
  async send<T>(body: unknown, post: EncryptedPost<T>, retried = false): Promise<T> {
    const key = await this.current();
    try {
      return await post(await encryptBody(key, body), encryptionHeader(key));
    } catch (error) {
      if (retried || !(error instanceof ApiError) || error.code !== 'ENCRYPTION_REQUIRED') throw error;
      this.key = null;
      return this.send(body, post, true);
    }
  }

  private current(): Promise<EncryptionKeyValue> {
    this.key ??= this.fetchKey().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }
}
