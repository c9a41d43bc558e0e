import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { E2E_PORT } from '../../playwright.config';

const run = promisify(execFile);

/** A platform of the console's own, beside the stories' (ports and data of its own). */
export const CONSOLE_PORT = E2E_PORT + 20;
const DATA_DIR = '.test-output/e2e-console-data';

const serverEnv = () => ({
  ...process.env,
  PORT: String(CONSOLE_PORT),
  HOUSE_VENDOR_PORT: String(CONSOLE_PORT + 1),
  PAYMENT_SANDBOX_PORT: String(CONSOLE_PORT + 2),
  PAYOUT_SANDBOX_PORT: String(CONSOLE_PORT + 3),
  KYC_SANDBOX_PORT: String(CONSOLE_PORT + 4),
  DATA_DIR,
  WEB_DIR: 'dist',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
});

async function answering(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The first admin is made as in production: `npm run ops -- staff:create-admin <name>` on the
 * platform's database before it starts. The stories' own server keeps its embedded database open
 * (one process at a time), so the console's story starts a platform of its own on a fresh one.
 * Resolves with the admin's one-time password and the server, for the story to stop.
 */
export async function consolePlatform(admin: string): Promise<{ oneTimePassword: string; server: ChildProcess; baseURL: string }> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  // The command opens the database where the platform keeps it, and does not make the directory.
  mkdirSync(DATA_DIR, { recursive: true });
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'staff:create-admin', admin], { env: serverEnv() });
  const oneTimePassword = /One-time password: (\S+)/.exec(stdout)?.[1];
  if (!oneTimePassword) throw new Error(`staff:create-admin printed no password: ${stdout}`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: serverEnv(), stdio: 'inherit' });
  const baseURL = `http://localhost:${CONSOLE_PORT}`;
  await answering(`${baseURL}/wps/system/status`, Date.now() + 150_000);
  return { oneTimePassword, server, baseURL };
}
