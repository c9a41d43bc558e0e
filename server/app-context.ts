import type { Config } from './config';
import type { Db } from './db/types';
import type { MerchantDirectory } from './modules/merchant/directory';
import type { Messenger } from './modules/outbox/messenger';
import type { HumanCheck } from './modules/human-check/human-check';
import type { BodyCipher } from './modules/encryption/body-cipher';
import type { VendorDirectory } from './vendors/directory';

/** What every module needs, handed to buildApp so tests can build the app on their own database. */
export interface AppContext {
  config: Config;
  db: Db;
  merchants: MerchantDirectory;
  /** Where SMS, email and captcha answers go (the sandbox outbox, or a real gateway). */
  messenger: Messenger;
  humanCheck: HumanCheck;
  cipher: BodyCipher;
  /** The game vendors launch can reach (the sandbox house vendor when it runs). */
  vendors: VendorDirectory;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
