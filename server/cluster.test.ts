import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_EXIT, processRole, superviseWorkers } from './cluster';
import { waitFor } from './jobs/testing';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test', 'cluster-worker.ts');

/** The roles the workers reported, by pid. */
const roles = new Map<number, string>();
/**
 * What the workers wrote. Their output is piped to this process (`silent`) and must be read: a
 * Node process writes to a pipe synchronously, so one that filled an unread pipe would hang there,
 * deaf to SIGTERM. Under a whole suite's load this test once timed out, and its stop after it;
 * a timeout now says what the workers wrote.
 */
const written: string[] = [];
const readOutput = (worker: Worker) => {
  worker.process.stdout?.resume();
  worker.process.stderr?.on('data', (chunk: Buffer) => written.push(chunk.toString()));
};
/** Waits for the workers as waitFor does; a timeout says what they wrote. */
const waitForWorkers = (check: () => boolean, what: string) =>
  waitFor(check, 20_000, what).catch((error: Error) => {
    throw new Error(`${error.message}; the workers wrote: ${written.join('').slice(-2_000) || 'nothing'}`);
  });
const onMessage = (worker: Worker, message: { type?: string; role?: string }) => {
  if (message.type === 'role' && worker.process.pid) roles.set(worker.process.pid, message.role!);
};

describe('several server processes (node:cluster)', () => {
  let running: ReturnType<typeof superviseWorkers> | undefined;
  beforeAll(() => {
    cluster.setupPrimary({ exec: FIXTURE, execArgv: ['--import', 'tsx'], silent: true });
    cluster.on('message', onMessage);
    cluster.on('fork', readOutput);
  });
  afterEach(async () => {
    running?.stop();
    await running?.stopped;
    roles.clear();
    written.length = 0;
  });

  it('is one process doing everything unless it was forked as a worker', () => {
    expect(processRole()).toBe('only');
  });

  // Two waits of up to 20 s each: forking under a whole suite's load is slow.
  it(
    'starts one lead and followers, says once that all serve, replaces a dead follower as a follower, and stops them all',
    {
      timeout: 60_000,
    },
    async () => {
      const lines: string[] = [];
      running = superviseWorkers(3, {}, (line) => lines.push(line));
      await waitForWorkers(() => lines.some((l) => l.startsWith('All 3 server processes serve')), 'three processes');
      expect([...roles.values()].sort()).toEqual(['follower', 'follower', 'lead']);

      const before = new Set(roles.keys());
      const follower = Object.values(cluster.workers!).find((w) => roles.get(w!.process.pid!) === 'follower')!;
      follower.process.kill('SIGKILL');
      await waitForWorkers(() => roles.size === 4, 'a replacement');
      const [replacement] = [...roles.keys()].filter((pid) => !before.has(pid));
      expect(roles.get(replacement!)).toBe('follower');
      expect(lines).toContainEqual(expect.stringMatching(/^The follower process \d+ ended \(SIGKILL\)/));
      expect([...roles.values()].filter((r) => r === 'lead')).toHaveLength(1);
      expect(lines.filter((l) => l.startsWith('All'))).toHaveLength(1);

      running.stop();
      expect(await running.stopped).toBe(0);
      expect(Object.values(cluster.workers ?? {}).filter(Boolean)).toHaveLength(0);
    },
  );

  it('stops every process, with the configuration error code, when one cannot start as configured', async () => {
    const lines: string[] = [];
    running = superviseWorkers(2, { CLUSTER_TEST_EXIT: String(CONFIG_EXIT) }, (line) => lines.push(line));
    expect(await running.stopped).toBe(CONFIG_EXIT);
    expect(lines[0]).toMatch(/could not start as configured/);
  });
});
