import type { AppContext } from './app-context';
import type { Config } from './config';
import type { Db } from './db/types';
import { bodyCipher } from './modules/encryption/body-cipher';
import { altchaHumanCheck, noHumanCheck } from './modules/human-check/human-check';
import { MerchantDirectory } from './modules/merchant/directory';
import { AccessSettings } from './modules/system/access-settings';
import { noMessenger, sandboxOutbox } from './modules/outbox/messenger';
import { vendorDirectory } from './vendors/directory';
import { aggregatorEntries } from './vendors/house/connection';
import { paymongoGateway } from './vendors/paymongo/gateway';
import { xenditPayouts } from './vendors/xendit/gateway';
import { kycSandboxClient } from './vendors/kyc-sandbox/client';
import { unworkedQueue } from './jobs/unworked-queue';

/** Where PayMongo's hosted checkout pages live. */
const PAYMONGO_CHECKOUT_ORIGIN = 'https://checkout.paymongo.com';

/** The one place the app's collaborators are chosen from the configuration. */
export function createContext(config: Config, db: Db, overrides: Partial<AppContext> = {}): AppContext {
  return {
    config,
    db,
    merchants: new MerchantDirectory(db),
    access: new AccessSettings(db, config),
    messenger: config.mode === 'sandbox' ? sandboxOutbox(db) : noMessenger,
    humanCheck: config.humanCheck ? altchaHumanCheck(db, config.humanCheckSecret) : noHumanCheck,
    cipher: bodyCipher(config.loginPrivateKey ?? undefined),
    vendors: vendorDirectory(config.houseVendor ? aggregatorEntries(config.houseVendor.url) : {}),
    payments: config.payments
      ? paymongoGateway({ ...config.payments, origin: config.paymentSandbox?.url ?? PAYMONGO_CHECKOUT_ORIGIN })
      : null,
    payouts: config.payouts ? xenditPayouts(config.payouts) : null,
    kyc: config.kyc ? kycSandboxClient(config.kyc) : null,
    // main.ts hands in the started queue; apps built without one (tests, the bench) send nowhere.
    jobs: unworkedQueue,
    ...overrides,
  };
}
