import type { JobWithMetadata, PgBoss } from 'pg-boss';

export interface WorkerLoops {
  /** Parallel loops in this process, each holding one job at a time. */
  concurrency: number;
  /** Backstop poll (NOTIFY wakes the loops at once); also when delayed jobs and retries are seen. */
  pollSeconds: number;
  /** Whether the handler needs pg-boss's metadata (the failed-jobs worker reads a job's source). */
  includeMetadata?: boolean;
}

/**
 * Runs `run` for each job of queue `name` on `concurrency` pg-boss worker loops, one job per fetch
 * so a slow job holds up no other. A throw fails the attempt (pg-boss retries it or, after the
 * limit, moves it to the failed-jobs queue).
 *
 * After each job the loops still busy are woken: a pg-boss loop otherwise waits out its polling
 * interval after every job, even with a backlog (batches of one never count as "full", so its burst
 * mode does not apply), and a backlog would drain at one job per poll per loop.
 */
export async function workEach(
  boss: PgBoss,
  name: string,
  loops: WorkerLoops,
  run: (job: JobWithMetadata<object>) => Promise<void>,
): Promise<void> {
  // Known once work() returns, which is before any handler can finish (a fetch is a round trip away).
  const registered: { workId?: string } = {};
  const wakeBusyLoops = () => {
    for (const loop of boss.getWipData()) if (loop.workId === registered.workId && loop.count > 0) boss.notifyWorker(loop.id);
  };
  registered.workId = await boss.work<object>(
    name,
    {
      localConcurrency: loops.concurrency,
      batchSize: 1,
      includeMetadata: loops.includeMetadata ?? false,
      pollingIntervalSeconds: loops.pollSeconds,
      notifyPollingIntervalSeconds: loops.pollSeconds,
    },
    async (jobs) => {
      try {
        for (const job of jobs) await run(job as JobWithMetadata<object>);
      } finally {
        wakeBusyLoops();
      }
    },
  );
}
