import type { Config } from './config';
import type { Db } from './db/types';
import type { MerchantDirectory } from './modules/merchant/directory';
import type { AccessSettings } from './modules/system/access-settings';
import type { Messenger } from './modules/outbox/messenger';
import type { HumanCheck } from './modules/human-check/human-check';
import type { BodyCipher } from './modules/encryption/body-cipher';
import type { VendorDirectory } from './vendors/directory';
import type { PaymentGateway } from './vendors/payments';
import type { PayoutProvider } from './vendors/payouts';
import type { KycProvider } from './vendors/kyc';
import type { JobQueue } from './jobs/queue';

/** What every module needs, handed to buildApp so tests can build the app on their own database. */
export interface AppContext {
  config: Config;
  db: Db;
  merchants: MerchantDirectory;
  /** Maintenance and restricted networks: the environment's values until the console sets its own. */
  access: AccessSettings;
  /** Where SMS, email and captcha answers go (the sandbox outbox, or a real gateway). */
  messenger: Messenger;
  humanCheck: HumanCheck;
  cipher: BodyCipher;
  /** The game vendors launch can reach (the sandbox house vendor when it runs). */
  vendors: VendorDirectory;
  /** The payment gateway deposits go through (the sandbox's PayMongo-shaped provider), or null when none is connected. */
  payments: PaymentGateway | null;
  /** The payout provider withdrawals are paid through (the sandbox's Xendit-shaped one), or null when none is connected. */
  payouts: PayoutProvider | null;
  /** The identity-verification provider KYC submissions are sent to (the sandbox's), or null: operators then decide by hand. */
  kyc: KycProvider | null;
  /** Background work (provider events, reconciliation): the durable queue in the database. */
  jobs: JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
