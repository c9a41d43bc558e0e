import type { Config } from './config';
import type { Db } from './db/types';
import type { MerchantDirectory } from './modules/merchant/directory';

/** What every module needs, handed to buildApp so tests can build the app on their own database. */
export interface AppContext {
  config: Config;
  db: Db;
  merchants: MerchantDirectory;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
