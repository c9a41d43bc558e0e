import { createHmac } from 'node:crypto';
import { buildApp } from '../../server/app';
import { startCashierWork } from '../../server/cashier-work';
import { createContext } from '../../server/context';
import { seed } from '../../server/db/seed';
import { startJobQueue } from '../../server/jobs/queue';
import { MerchantDirectory } from '../../server/modules/merchant/directory';
import { insertMember } from '../../server/modules/member/repository';
import { insertSession } from '../../server/modules/session/repository';
import { hashToken, newToken } from '../../server/modules/session/tokens';
import { buildPaymongoSandbox } from '../../server/vendors/paymongo/app';
import { createPaymongoTick, paymongoSandbox } from '../../server/vendors/paymongo/sandbox';
import { percentile } from './load';
import { benchConfig, benchDatabase } from './sandbox';
import { freePort } from '../../server/test/free-port';

const GCASH = { bankType: 'WT', vendorId: 101, bankCode: 'GCASH' };
const AMOUNT = 50_000;

/**
 * The cashier's deposit path end to end, in one process: the platform on a port with its queue
 * and cashier work, the PayMongo-shaped provider on another, one database. Two figures:
 * - events/s: signed `checkout_session.payment.paid` events for `events` authorized checkouts,
 *   posted to the platform's webhook by 20 connections at once (a provider catching up), until
 *   every one is stored, re-read from the provider and credited;
 * - approval to balance: the time from the hosted page's "Authorize" answer to the balance the
 *   player's wallet call shows, with the provider delivering at once (its heartbeat every 20 ms).
 * Then the ledger's invariants.
 */
export async function measureCashier(databaseUrl: string | undefined, events = 300, samples = 40) {
  const db = await benchDatabase(databaseUrl);
  const port = await freePort();
  const providerPort = await freePort();
  const config = benchConfig({ PORT: String(port), PAYMENT_SANDBOX_PORT: String(providerPort) });
  await seed(db, config);
  const jobs = await startJobQueue(db, { onError: () => {} });
  const ctx = createContext(config, db, { jobs, merchants: new MerchantDirectory(db, 0) });
  const app = await buildApp(ctx);
  await startCashierWork(ctx);
  await app.listen({ host: '127.0.0.1', port });
  const options = {
    db,
    secretKey: config.payments!.secretKey,
    webhookSecret: config.payments!.webhookSecret,
    webhookUrl: `http://127.0.0.1:${port}/wps/payments/paymongo/webhook`,
    publicUrl: config.paymentSandbox!.url,
  };
  const sandbox = paymongoSandbox(options);
  const provider = await buildPaymongoSandbox({ ...options, sandbox, perIpPerMinute: 10_000_000 });
  await provider.listen({ host: '127.0.0.1', port: providerPort });
  const tick = createPaymongoTick(sandbox);
  const base = `http://127.0.0.1:${port}`;

  let n = 0;
  const player = async () => {
    const member = await insertMember(db, {
      merchantCode: config.merchantCode,
      username: `bench${++n}`,
      passwordHash: null,
      nickname: null,
      type: 0,
    });
    const token = newToken();
    await insertSession(db, { tokenHash: hashToken(token, config.tokenPepper), memberId: member!.id, absoluteHours: 24, ip: '127.0.0.1' });
    return token;
  };
  const open = async (token: string) => {
    const res = await fetch(`${base}/wps/deposit/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...GCASH, amount: AMOUNT }),
    });
    const { value } = (await res.json()) as { value: { checkoutUrl: string } };
    return new URL(value.checkoutUrl).pathname.split('/').pop()!;
  };
  const authorize = (session: string) =>
    provider.inject({
      method: 'POST',
      url: `/checkout/${session}/authorize`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });

  // 1. Events per second: the provider's own deliveries off, the events posted by the bench.
  await provider.inject({ method: 'PUT', url: '/sandbox/webhooks', payload: { enabled: false } });
  const sessions: string[] = [];
  for (let i = 0; i < events; i += 5) {
    const token = await player(); // at most 5 open orders a player
    for (let j = 0; j < 5 && i + j < events; j++) sessions.push(await open(token));
  }
  for (const session of sessions) await authorize(session);
  const signed = sessions.map((session, i) => {
    const at = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({
      data: {
        id: `evt_bench_${i}_${session}`,
        type: 'event',
        attributes: {
          type: 'checkout_session.payment.paid',
          livemode: false,
          created_at: at,
          data: { id: session, type: 'checkout_session' },
        },
      },
    });
    const signature = `t=${at},te=${createHmac('sha256', options.webhookSecret).update(`${at}.${body}`).digest('hex')},li=`;
    return { body, signature };
  });
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < signed.length) {
        const { body, signature } = signed[next++]!;
        await fetch(`${base}/wps/payments/paymongo/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'paymongo-signature': signature },
          body,
        });
      }
    }),
  );
  const pending = async () =>
    Number((await db.query<{ n: number }>('SELECT count(*) AS n FROM payment_events WHERE processed_at IS NULL'))[0]!.n);
  while ((await pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  const eventsPerSecond = events / ((performance.now() - started) / 1000);

  // 2. Approval to balance, the provider delivering at once.
  await provider.inject({ method: 'PUT', url: '/sandbox/webhooks', payload: { enabled: true } });
  let delivering = true;
  const heartbeat = (async () => {
    while (delivering) {
      await tick();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) {
    const token = await player();
    const session = await open(token);
    const t0 = performance.now();
    await authorize(session);
    for (;;) {
      const res = await fetch(`${base}/wps/wallets/gcs`, { headers: { authorization: `Bearer ${token}` } });
      if (((await res.json()) as { value: { sumBalance: number } }).value.sumBalance === AMOUNT) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    latencies.push(performance.now() - t0);
  }
  delivering = false;
  await heartbeat;

  const one = async (sql: string) => Number((await db.query<{ n: number }>(sql))[0]!.n);
  const invariants = {
    ledgerSum: await one('SELECT COALESCE(sum(balance), 0) AS n FROM ledger_accounts'),
    negativeBalances: await one(`SELECT count(*) AS n FROM ledger_accounts WHERE kind = 'player' AND balance < 0`),
    completedDeposits: await one(`SELECT count(*) AS n FROM deposits WHERE status = 'completed'`),
    depositTransfers: await one(`SELECT count(*) AS n FROM ledger_transfers WHERE idempotency_key LIKE 'deposit:%'`),
  };
  await provider.close();
  await jobs.stop();
  await app.close();
  await db.close();
  return {
    dialect: databaseUrl ? 'PostgreSQL' : 'PGlite',
    events,
    eventsPerSecond,
    samples,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    invariants,
  };
}
