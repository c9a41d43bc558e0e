import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningPlatform {
  base: string;
  stop(): Promise<void>;
}

/**
 * The platform as a newcomer's `npm start` runs it (sandbox mode, a fresh embedded database with
 * the demo data, every protection on: the human check, the encrypted login), serving the built
 * client from `dist/`, in its own process so the browser measures it and not a shared event loop.
 */
export async function startPlatform(root: string, port: number): Promise<RunningPlatform> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOUSE_VENDOR_PORT: String(port + 1),
      PAYMENT_SANDBOX_PORT: String(port + 2),
      PAYOUT_SANDBOX_PORT: String(port + 3),
      DATA_DIR: dataDir,
      WEB_DIR: 'dist',
      LOG_LEVEL: 'warn',
      // Lighthouse and the login runs come from one address in quick succession.
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode}`);
    const up = await fetch(`${base}/wps/system/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the platform did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
