import type { FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { ENCRYPTION_SCHEME, EncryptedBody } from '../../contracts/account';
import { AppError, errors } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's body travels encrypted (Encryption header); see modules/encryption. */
    encryptedBody?: boolean;
  }
}

const isEncryptedBody = Compile(EncryptedBody);

/**
 * preValidation hook: turns an encrypted body back into the JSON the route's schema checks.
 * When encryption is required a plain body is refused; an unknown key id asks the client to
 * fetch the key again (the server may have restarted with a new one).
 */
export async function decryptBody(request: FastifyRequest): Promise<void> {
  if (!request.routeOptions.config.encryptedBody) return;
  const { cipher, config } = request.server.ctx;
  const header = cipher.parseHeader(request.headers.encryption as string | undefined);
  if (!header) {
    if (config.requireEncryption) throw errors.encryptionRequired();
    return;
  }
  if (header.scheme !== ENCRYPTION_SCHEME || header.keyId !== cipher.publicKey.keyId) {
    throw new AppError('ENCRYPTION_REQUIRED', 400, 'Unknown encryption key, fetch /wps/session/encryption again');
  }
  if (!isEncryptedBody.Check(request.body)) throw errors.invalidInput('Encrypted body must be { key, iv, data }');
  try {
    request.body = cipher.decrypt(request.body);
  } catch {
    throw errors.invalidInput('The body could not be decrypted');
  }
}
