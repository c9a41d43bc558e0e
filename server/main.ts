import cluster from 'node:cluster';
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { buildApp, loggerOptions } from './app';
import { CONFIG_EXIT, processRole, reportReady, runsSingletons, superviseWorkers, type ProcessRole } from './cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seed } from './db/seed';
import { createContext } from './context';
import type { Db } from './db/types';
import { aggregatorWork, buildHouseVendor, partnerRuntime } from './vendors/house/app';
import { AGGREGATOR_PARTNERS } from './vendors/house/aggregator';
import { WithdrawnGames } from './vendors/house/withdrawals';
import { gameFamilies } from './vendors/house/families';
import { HouseLottery } from './vendors/house/lottery/service';
import { runEverySecond } from './vendors/house/schedule';
import { loadOrCreateVendorKey, registerPartner } from './vendors/house/partner';
import { httpTransport, WalletClient } from './vendors/house/wallet-client';
import { startPruning } from './modules/housekeeping/prune';
import { startAuditWork } from './audit-work';
import { startCashierWork } from './cashier-work';
import { startKycWork } from './kyc-work';
import { startGamesWork } from './games-work';
import { syncCatalogues } from './modules/games/catalogue-sync';
import { startJobQueue } from './jobs/queue';
import { loadOrCreateOpsKey, operatorKeyHash } from './modules/operator/keys';
import { upsertOperator } from './modules/operator/repository';
import { startPaymentSandboxes } from './vendors/payment-sandboxes';

/**
 * The sandbox's game aggregator, on its own port (its own origin): every catalogue vendor a
 * partner with its own key, reaching the platform only through the seamless-wallet API.
 */
async function startHouseVendor(
  vendor: { url: string; port: number; pace: number },
  dataDir: string,
  db: Db,
  platformPort: number,
  host: string,
  onError: (error: unknown) => void,
) {
  const transport = httpTransport(`http://127.0.0.1:${platformPort}`);
  const partners = [];
  for (const partner of AGGREGATOR_PARTNERS) {
    const key = loadOrCreateVendorKey(dataDir, partner.code);
    await registerPartner(db, partner.code, partner.name, key);
    partners.push(partnerRuntime(db, partner, new WalletClient(transport, partner.code, key)));
  }
  const operatorOrigin = `http://localhost:${platformPort} http://127.0.0.1:${platformPort}`;
  // The house, first of the partners, runs the lotteries.
  const lottery = new HouseLottery(db, partners[0]!.wallet);
  const withdrawn = new WithdrawnGames(db);
  const families = gameFamilies({ lottery, pace: vendor.pace });
  const app = await buildHouseVendor({ db, partners, operatorOrigin, families, withdrawn });
  await app.listen({ host, port: vendor.port });
  const stopWork = runEverySecond(aggregatorWork({ db, partners, families, withdrawn }), onError);
  console.warn(`Game aggregator: ${vendor.url}`);
  return async () => {
    stopWork();
    await app.close();
  };
}

/** Reads the configuration, or stops with the variable's name. */
function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(CONFIG_EXIT);
    }
    throw error;
  }
}

/** migrate -> seed (sandbox): once per start, before any process serves. */
async function prepareDatabase(db: Db, config: Config): Promise<void> {
  await migrate(db);
  if (config.mode === 'sandbox') await seed(db, config);
}

/**
 * The primary of several processes: prepares the database once, then forks the workers. What
 * they must share and the sandbox makes up at start (the login encryption key) is made here once.
 */
async function runPrimary(config: Config): Promise<void> {
  const db = await openDatabase(config);
  await prepareDatabase(db, config);
  await db.close();
  const shared: Record<string, string> = {};
  if (!config.loginPrivateKey) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    shared.LOGIN_PRIVATE_KEY = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  }
  if (!config.redisUrl) console.warn('No REDIS_URL: each process counts its own rate limits (the limit is per process)');
  console.warn(`Starting ${config.processes} server processes on port ${config.port}`);
  const workers = superviseWorkers(config.processes, shared, (line) => console.warn(line));
  process.once('SIGINT', workers.stop);
  process.once('SIGTERM', workers.stop);
  process.exit(await workers.stopped);
}

/** One server process: database -> (migrate -> seed, when alone) -> jobs -> listen; the lead also runs the sandbox's outside world. */
async function serve(config: Config, role: ProcessRole): Promise<void> {
  const db = await openDatabase(config);
  if (role === 'only') await prepareDatabase(db, config);

  const onJobError = (error: unknown) => console.error('background job failed:', error);
  const jobs = await startJobQueue(db, { onError: onJobError });
  const ctx = createContext(config, db, { jobs });
  // Fail at start, with a clear message, rather than answer every request with an error.
  await ctx.merchants.get(config.merchantCode).catch(() => {
    console.error(`Merchant ${config.merchantCode} is not in the database: set MERCHANT_CODE or create it.`);
    process.exit(CONFIG_EXIT);
  });
  const app = await buildApp(ctx, { logger: loggerOptions(config.logLevel) });
  let stopVendor = async () => {};
  let stopSandboxes = async () => {};
  let stopping: Promise<void> | undefined;
  const shutdown = () =>
    (stopping ??= (async () => {
      await stopVendor();
      await stopSandboxes();
      await jobs.stop();
      await app.close();
      await db.close();
      process.exit(0);
    })());
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  // Before the first request: a job sent inside a transaction needs its queue to exist already.
  await startCashierWork(ctx);
  await startKycWork(ctx);
  await startGamesWork(ctx);
  await startAuditWork(ctx);
  await startPruning(jobs, db);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (runsSingletons(role)) {
    if (config.houseVendor) {
      const onError = (error: unknown) => app.log.error({ err: error }, 'house vendor: a draw, payout or retry failed');
      stopVendor = await startHouseVendor(config.houseVendor, config.dataDir, db, port, config.host, onError);
      // The lobby at once in line with what the aggregator runs (then every minute).
      await syncCatalogues(ctx).catch((error: unknown) => app.log.error({ err: error }, 'reading the aggregator\u2019s catalogue failed'));
    }
    const onProviderError = (error: unknown) => app.log.error({ err: error }, 'payment sandbox: a delivery or settlement failed');
    stopSandboxes = await startPaymentSandboxes(config, db, port, onProviderError);
    if (config.mode === 'sandbox') {
      // The sandbox operator's key, kept beside the data for `npm run ops` on this machine.
      await upsertOperator(db, 'sandbox-ops', operatorKeyHash(loadOrCreateOpsKey(config.dataDir)));
    }
  }
  const storage = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const which = role === 'only' ? '' : `, ${role} process ${process.pid}`;
  console.warn(`Platform ready (${config.mode} mode, ${storage}${which}): http://localhost:${port}/m/home`);
  reportReady();
}

async function main(): Promise<void> {
  const config = readConfig();
  // The sandbox keeps its keys (vendors', operator's) and PGlite's files there.
  if (config.mode === 'sandbox' || !config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  if (config.processes > 1 && cluster.isPrimary) await runPrimary(config);
  else await serve(config, processRole());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
