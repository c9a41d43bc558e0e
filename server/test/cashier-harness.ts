import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app';
import { startCashierWork } from '../cashier-work';
import type { AppContext } from '../app-context';
import type { Config } from '../config';
import { createContext } from '../context';
import { seed } from '../db/seed';
import type { Db } from '../db/types';
import { startJobQueue, type JobQueue } from '../jobs/queue';
import { MerchantDirectory } from '../modules/merchant/directory';
import { buildPaymongoSandbox, type PaymongoSandboxApp } from '../vendors/paymongo/app';
import { paymongoGateway } from '../vendors/paymongo/gateway';
import { createPaymongoTick, paymongoSandbox, type TickReport } from '../vendors/paymongo/sandbox';
import type { PaymentGateway } from '../vendors/payments';
import { buildXenditSandbox, type XenditSandboxApp } from '../vendors/xendit/app';
import { xenditPayouts } from '../vendors/xendit/gateway';
import { createXenditTick, xenditSandbox, type XenditTickReport } from '../vendors/xendit/sandbox';
import { openTestDb, testConfig } from './harness';
import { freePort } from './free-port';

export interface CashierTestApp {
  db: Db;
  config: Config;
  ctx: AppContext;
  app: App;
  jobs: JobQueue;
  /** The provider's one-second heartbeat (expiries, webhook deliveries), run by hand. */
  tick: () => Promise<TickReport>;
  provider: PaymongoSandboxApp;
  /** The Xendit-shaped payout provider and its heartbeat (settlements, callbacks). */
  payoutProvider: XenditSandboxApp;
  payoutTick: () => Promise<XenditTickReport>;
  /** The provider's clock: starts at the real time (webhook timestamps must be fresh) and moves when a test says. */
  clock: { now: Date; advance(ms: number): void };
  /** Stops the platform and its queue, as a crash would (the provider and the database stay). */
  crash(): Promise<void>;
  /** Starts the platform again on the same port and database, with `gateway` in place of the provider's client when given. */
  restart(gateway?: (real: PaymentGateway) => PaymentGateway): Promise<void>;
}

/**
 * The platform listening on a real port with its durable queue and cashier work, beside the
 * PayMongo-shaped payment provider and the Xendit-shaped payout provider on their own, sharing
 * one fresh database: webhooks and callbacks travel over HTTP as they would in production. For one test file; call it at the top level.
 */
export function useCashierApp(): CashierTestApp {
  const t = {} as CashierTestApp;
  let port = 0;
  let running = false;
  const start = async (wrap: (real: PaymentGateway) => PaymentGateway = (real) => real) => {
    t.jobs = await startJobQueue(t.db, { onError: () => {}, superviseSeconds: 5 });
    const real = paymongoGateway({ ...t.config.payments!, origin: t.config.paymentSandbox!.url });
    // The payout client gives up after 1 s here, so a provider that holds its answer is met quickly.
    const payouts = xenditPayouts({ ...t.config.payouts!, timeoutMs: 1000 });
    t.ctx = createContext(t.config, t.db, { jobs: t.jobs, payments: wrap(real), payouts, merchants: new MerchantDirectory(t.db, 0) });
    t.app = await buildApp(t.ctx);
    await t.app.listen({ host: '127.0.0.1', port });
    await startCashierWork(t.ctx);
    running = true;
  };
  beforeAll(async () => {
    t.db = await openTestDb();
    port = await freePort();
    const providerPort = await freePort();
    const payoutPort = await freePort();
    t.config = testConfig({ PORT: String(port), PAYMENT_SANDBOX_PORT: String(providerPort), PAYOUT_SANDBOX_PORT: String(payoutPort) });
    await seed(t.db, t.config);
    const clock = {
      now: new Date(),
      advance(ms: number) {
        this.now = new Date(this.now.getTime() + ms);
      },
    };
    t.clock = clock;
    const options = {
      db: t.db,
      secretKey: t.config.payments!.secretKey,
      webhookSecret: t.config.payments!.webhookSecret,
      webhookUrl: `http://127.0.0.1:${port}/wps/payments/paymongo/webhook`,
      publicUrl: t.config.paymentSandbox!.url,
      now: () => clock.now,
    };
    const sandbox = paymongoSandbox(options);
    t.provider = await buildPaymongoSandbox({ ...options, sandbox, perIpPerMinute: 1_000_000 });
    await t.provider.listen({ host: '127.0.0.1', port: providerPort });
    t.tick = createPaymongoTick(sandbox);
    const payoutOptions = {
      db: t.db,
      secretKey: t.config.payouts!.secretKey,
      callbackToken: t.config.payouts!.callbackToken,
      callbackUrl: `http://127.0.0.1:${port}/wps/payouts/xendit/callback`,
      now: () => clock.now,
      settleAfterMs: 0,
      faultHoldMs: 5_000,
    };
    const payoutSandbox = xenditSandbox(payoutOptions);
    t.payoutProvider = await buildXenditSandbox({ ...payoutOptions, sandbox: payoutSandbox, perIpPerMinute: 1_000_000 });
    await t.payoutProvider.listen({ host: '127.0.0.1', port: payoutPort });
    t.payoutTick = createXenditTick(payoutSandbox);
    await start();
  });
  t.crash = async () => {
    running = false;
    await t.jobs.stop({ timeoutSeconds: 1 });
    await t.app.close();
  };
  t.restart = start;
  afterAll(async () => {
    if (running) await t.crash();
    await t.provider?.close();
    await t.payoutProvider?.close();
    await t.db?.close();
  });
  return t;
}
