import type { Config } from '../config';
import type { Db } from '../db/types';
import { runEverySecond } from './house/schedule';
import { buildPaymongoSandbox } from './paymongo/app';
import { createPaymongoTick, paymongoSandbox } from './paymongo/sandbox';
import { buildXenditSandbox } from './xendit/app';
import { createXenditTick, xenditSandbox } from './xendit/sandbox';
import { buildKycSandbox } from './kyc-sandbox/app';
import { kycSandbox } from './kyc-sandbox/sandbox';

/**
 * The sandbox's payment providers, each on its own port (its own origin), reaching the platform
 * only as real ones would: PayMongo-shaped checkouts posting signed webhooks, Xendit-shaped
 * payouts posting callbacks. Each runs a one-second tick (expiries, settlements, deliveries).
 */
export async function startPaymentSandboxes(
  config: Pick<Config, 'payments' | 'paymentSandbox' | 'payouts' | 'payoutSandbox' | 'kyc' | 'kycSandbox' | 'host'>,
  db: Db,
  platformPort: number,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const platform = `http://127.0.0.1:${platformPort}`;
  const stops: (() => Promise<void> | void)[] = [];
  if (config.paymentSandbox && config.payments) {
    const options = {
      db,
      secretKey: config.payments.secretKey,
      webhookSecret: config.payments.webhookSecret,
      webhookUrl: `${platform}/wps/payments/paymongo/webhook`,
      publicUrl: config.paymentSandbox.url,
    };
    const sandbox = paymongoSandbox(options);
    const app = await buildPaymongoSandbox({ ...options, sandbox });
    await app.listen({ host: config.host, port: config.paymentSandbox.port });
    const tick = createPaymongoTick(sandbox);
    stops.push(runEverySecond(tick, onError), () => app.close());
    console.warn(`Payment provider sandbox (PayMongo-shaped): ${config.paymentSandbox.url}`);
  }
  if (config.payoutSandbox && config.payouts) {
    const options = {
      db,
      secretKey: config.payouts.secretKey,
      callbackToken: config.payouts.callbackToken,
      callbackUrl: `${platform}/wps/payouts/xendit/callback`,
    };
    const sandbox = xenditSandbox(options);
    const app = await buildXenditSandbox({ ...options, sandbox });
    await app.listen({ host: config.host, port: config.payoutSandbox.port });
    const tick = createXenditTick(sandbox);
    stops.push(runEverySecond(tick, onError), () => app.close());
    console.warn(`Payout provider sandbox (Xendit-shaped): ${config.payoutSandbox.url}/sandbox`);
  }
  if (config.kycSandbox && config.kyc) {
    // Not a payment provider, but started the same way: the identity-verification provider posting signed review webhooks.
    const options = {
      db,
      secretKey: config.kyc.secretKey,
      webhookSecret: config.kyc.webhookSecret,
      webhookUrl: `${platform}/wps/kyc/kyc-sandbox/webhook`,
      reviewDelayMs: config.kycSandbox.reviewSeconds * 1000,
    };
    const sandbox = kycSandbox(options);
    const app = await buildKycSandbox({ ...options, sandbox });
    await app.listen({ host: config.host, port: config.kycSandbox.port });
    stops.push(runEverySecond(sandbox.tick, onError), () => app.close());
    console.warn(`Identity verification sandbox (Sumsub-shaped): ${config.kycSandbox.url}/sandbox/applicants`);
  }
  return async () => {
    for (const stop of stops) await stop();
  };
}
