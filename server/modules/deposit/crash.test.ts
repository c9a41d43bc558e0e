import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../db/seed';
import { TEST_DIALECT } from '../../test/harness';
import { freePort } from '../../test/free-port';

/**
 * The platform is killed with SIGKILL between a deposit order and the provider's callback, then
 * started again on the same data: the deposit still completes, once. A real process, as
 * `npm start` runs it (PGlite on disk, the sandbox provider beside it).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-'));
let child: ChildProcess | null = null;

async function start(port: number, providerPort: number): Promise<void> {
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PAYMENT_SANDBOX_PORT: String(providerPort),
      DATA_DIR: dataDir,
      HOUSE_VENDOR: 'off',
      PAYOUT_SANDBOX: 'off',
      LOGIN_ENCRYPTION: 'optional',
      HUMAN_CHECK: 'off',
      LOG_LEVEL: 'silent',
      WEB_DIR: '/nonexistent',
      FIRST_SCREEN_DIR: '/nonexistent',
    },
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/wps/system/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error('the platform did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function killHard(): Promise<void> {
  const exited = new Promise((resolve) => child!.once('exit', resolve));
  child!.kill('SIGKILL');
  await exited;
  child = null;
}

afterAll(async () => {
  if (child) await killHard();
  rmSync(dataDir, { recursive: true, force: true });
});

// The child runs as `npm start` does, on PGlite; the PostgreSQL pass has nothing more to show here.
describe.skipIf(TEST_DIALECT === 'postgres')('a platform killed between the order and the callback', () => {
  it('completes the deposit once after it starts again', { timeout: 240_000 }, async () => {
    const [port, providerPort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${port}`;
    const provider = `http://127.0.0.1:${providerPort}`;
    const json = async (res: Response) => (await res.json()) as { value: Record<string, unknown> };
    await start(port, providerPort);

    const login = await json(
      await fetch(`${base}/wps/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: DEMO_PLAYER.username, password: DEMO_PLAYER.password }),
      }),
    );
    const auth = { authorization: `Bearer ${login.value.token as string}` };
    const balance = async () => (await json(await fetch(`${base}/wps/wallets/gcs`, { headers: auth }))).value.sumBalance as number;
    const before = await balance();
    const order = await json(
      await fetch(`${base}/wps/deposit/orders`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ bankType: 'WT', vendorId: 101, bankCode: 'GCASH', amount: 77_700 }),
      }),
    );
    const session = new URL(order.value.checkoutUrl as string).pathname.split('/').pop()!;

    // The provider holds its webhook (as one whose delivery is late), the player pays, and the platform dies.
    await fetch(`${provider}/sandbox/webhooks`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"enabled":false}',
    });
    const paid = await fetch(`${provider}/checkout/${session}/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await killHard();

    await start(port, providerPort);
    const events = (await (await fetch(`${provider}/sandbox/events?checkout_session_id=${session}`)).json()) as {
      events: { id: string }[];
    };
    await fetch(`${provider}/sandbox/webhooks`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"enabled":true}',
    });
    // Both of the checkout's events arrive, one of them twice.
    for (const id of [...events.events.map((e) => e.id), events.events[0]!.id]) {
      await fetch(`${provider}/sandbox/events/${id}/redeliver`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    }
    // The player's session survived the crash: it is in the database.
    const deadline = Date.now() + 30_000;
    let seen = before;
    while (seen === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = await balance();
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await balance()).toBe(before + 77_700);
  });
});
