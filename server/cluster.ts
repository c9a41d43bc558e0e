import cluster, { type Worker } from 'node:cluster';

/**
 * Several server processes behind one port (SERVER_PROCESSES > 1, on PostgreSQL): node:cluster's
 * primary prepares the database once, forks the workers, hands them connections in turn and
 * replaces any that dies. Each worker is a whole server (HTTP, its share of the durable queue's
 * jobs); one of them, the lead, also runs what must exist once per deployment: the sandbox's
 * outside world on its own ports (game aggregator with its lottery, table and sports ticks,
 * payment, payout and verification providers with theirs). The durable queue shares everything
 * else by itself (pg-boss: each job to one worker, each cron occurrence sent once).
 */

/**
 * What this process runs: `only` (one process: everything, as `npm start`), `lead` (a worker that
 * also runs the once-per-deployment services) or `follower` (a worker serving the platform only).
 */
export type ProcessRole = 'only' | 'lead' | 'follower';

/** How the primary tells a worker its role (node:cluster's worker ids change as workers are replaced). */
const ROLE_VARIABLE = 'SERVER_PROCESS_ROLE';

export function processRole(): ProcessRole {
  if (!cluster.isWorker) return 'only';
  return process.env[ROLE_VARIABLE] === 'lead' ? 'lead' : 'follower';
}

/** Whether this process runs the once-per-deployment services. */
export const runsSingletons = (role: ProcessRole) => role !== 'follower';

/** A worker tells the primary it serves (the lead: with its services started). */
export function reportReady(): void {
  process.send?.({ type: 'ready' });
}

/** Exit code of a worker (and the server) that cannot start as configured: not worth restarting. */
export const CONFIG_EXIT = 2;
/** A replaced worker waits this long before starting again, doubling while it keeps dying young. */
const RESTART_MS = { first: 1_000, max: 30_000, settledAfter: 60_000 };
/** How long the workers get to stop before they are killed. */
const STOP_MS = 45_000;

/**
 * The primary: forks `count` workers (the first the lead) with `env` added to their environment,
 * says once when all of them serve, replaces a worker that dies (same role, with backoff while it
 * keeps dying young) and, when one could not start as configured, stops them all. `stop()` ends
 * every worker (SIGTERM, then SIGKILL after STOP_MS); `stopped` resolves with the exit code once
 * none is left: 0, or CONFIG_EXIT.
 */
export function superviseWorkers(
  count: number,
  env: Record<string, string>,
  log: (line: string) => void,
): { stopped: Promise<number>; stop: () => void } {
  let stopping = false;
  let readyCount = 0;
  let announced = false;
  const delays = new Map<ProcessRole, number>();
  const startedAt = new WeakMap<Worker, number>();
  const roleOf = new WeakMap<Worker, ProcessRole>();

  const fork = (role: ProcessRole) => {
    const worker = cluster.fork({ ...env, [ROLE_VARIABLE]: role });
    startedAt.set(worker, Date.now());
    roleOf.set(worker, role);
    worker.on('message', (message: { type?: string }) => {
      if (message?.type !== 'ready' || announced) return;
      readyCount += 1;
      if (readyCount === count) {
        announced = true;
        log(`All ${count} server processes serve (lead pid ${leadPid()})`);
      }
    });
  };
  const leadPid = () => Object.values(cluster.workers ?? {}).find((w) => w && roleOf.get(w) === 'lead')?.process.pid;
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w && roleOf.has(w)));

  let stop: (code: number) => void = () => undefined;
  const stopped = new Promise<number>((resolve) => {
    let exitCode = 0;
    const finishIfNoneLeft = () => {
      if (alive().length > 0) return;
      cluster.off('exit', onExit);
      resolve(exitCode);
    };
    stop = (code: number) => {
      exitCode ||= code;
      if (stopping) return;
      stopping = true;
      for (const worker of alive()) worker.process.kill('SIGTERM');
      finishIfNoneLeft();
      // A worker lets its jobs finish for up to 30 s (JobQueue.stop); one still there after that is stuck.
      setTimeout(() => {
        for (const worker of alive()) worker.process.kill('SIGKILL');
      }, STOP_MS).unref();
    };
    const onExit = (worker: Worker, code: number, signal: string | null) => {
      if (!roleOf.has(worker)) return;
      const role = roleOf.get(worker)!;
      if (stopping) return finishIfNoneLeft();
      if (code === CONFIG_EXIT) {
        log(`A ${role} process could not start as configured: stopping`);
        return stop(CONFIG_EXIT);
      }
      const lived = Date.now() - startedAt.get(worker)!;
      const delay =
        lived > RESTART_MS.settledAfter ? RESTART_MS.first : Math.min((delays.get(role) ?? 0) * 2 || RESTART_MS.first, RESTART_MS.max);
      delays.set(role, delay);
      log(`The ${role} process ${worker.process.pid} ended (${signal ?? `code ${code}`}): a new one in ${delay / 1000} s`);
      setTimeout(() => {
        if (!stopping) fork(role);
      }, delay);
    };
    cluster.on('exit', onExit);
    fork('lead');
    for (let i = 1; i < count; i++) fork('follower');
  });
  return { stopped, stop: () => stop(0) };
}
