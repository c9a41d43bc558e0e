import type { AppContext } from './app-context';
import type { Config } from './config';
import type { Db } from './db/types';
import { bodyCipher } from './modules/encryption/body-cipher';
import { altchaHumanCheck, noHumanCheck } from './modules/human-check/human-check';
import { MerchantDirectory } from './modules/merchant/directory';
import { noMessenger, sandboxOutbox } from './modules/outbox/messenger';
import { vendorDirectory } from './vendors/directory';
import { houseVendorEntries } from './vendors/house/connection';

/** The one place the app's collaborators are chosen from the configuration. */
export function createContext(config: Config, db: Db, overrides: Partial<AppContext> = {}): AppContext {
  return {
    config,
    db,
    merchants: new MerchantDirectory(db),
    messenger: config.mode === 'sandbox' ? sandboxOutbox(db) : noMessenger,
    humanCheck: config.humanCheck ? altchaHumanCheck(db, config.humanCheckSecret) : noHumanCheck,
    cipher: bodyCipher(config.loginPrivateKey ?? undefined),
    vendors: vendorDirectory(config.houseVendor ? houseVendorEntries(config.houseVendor.url) : {}),
    ...overrides,
  };
}
