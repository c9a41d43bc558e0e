import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config';

const run = promisify(execFile);

/**
 * `npm run ops -- <args>` as the operator types it, against the story's server, with the
 * sandbox operator's key from its data directory. Resolves with what it printed; rejects when
 * the platform refused (exit 1) or the command was wrong (exit 2).
 */
export async function ops(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', ...args], {
    env: { ...process.env, OPS_URL: `http://localhost:${E2E_PORT}`, DATA_DIR: E2E_DATA_DIR },
  });
  return stdout;
}
