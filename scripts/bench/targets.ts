import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { WalletInvariants } from './invariants';

export interface Targets {
  base: string;
  bareUrl: string;
  token: string;
  dialect: string;
  players: { user: string; token: string }[];
}

/** Starts serve-targets.ts in its own process; stop() ends it and returns the ledger invariants. */
export async function startTargets(databaseUrl: string | undefined, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'serve-targets.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '', ...env },
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const first = await lines.next();
  const targets = JSON.parse(first.value as string) as Targets;
  return {
    targets,
    /** The server's process, for its CPU time (cpu-split.ts). */
    pid: child.pid!,
    /** Has the server gather the planner's statistics over its tables, as autovacuum does on a running system. */
    async analyze(): Promise<void> {
      child.stdin.write('analyze\n');
      const answer = await lines.next();
      if (answer.value !== 'analyzed') throw new Error(`the bench server answered ${String(answer.value)} to analyze`);
    },
    async stop(): Promise<WalletInvariants> {
      child.stdin.end();
      const last = await lines.next();
      await once(child, 'exit');
      return JSON.parse(last.value as string) as WalletInvariants;
    },
  };
}
