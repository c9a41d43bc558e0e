import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/types';
import { openTestDb } from '../test/harness';

/**
 * What the sandbox providers' test suites (paymongo/, xendit/) stand on: a fresh database, a
 * clock the tests move, and a local server in the platform's place that records what the
 * provider posts to it. Each suite's test-support.ts builds its provider on these.
 */

/** An HTTP Basic `authorization` header, as both providers' APIs take their secret key. */
export const basicHeader = (user: string, password = '') => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

/** A post as the receiver got it. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server standing in for the platform's receiver: it records every post and answers `status`. */
export interface Receiver {
  url: string;
  received: Received[];
  status: number;
  close(): Promise<void>;
}

/** A receiver on a free local port; `path` is the address's path, as the platform's own route would have it. */
export async function startReceiver(path: string): Promise<Receiver> {
  const receiver = { received: [] as Received[], status: 200 } as Receiver;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(receiver.status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

/** The provider's clock, which a test moves instead of waiting. */
export interface Clock {
  now: Date;
  advance(ms: number): void;
}

export function fakeClock(start = new Date('2030-01-15T04:00:00.000Z')): Clock {
  return {
    now: start,
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
}

/** What every sandbox test bed has; a suite's own adds its services and tick. */
export interface TestBed {
  db: Db;
  clock: Clock;
  receiver: Receiver;
  app: { close(): Promise<unknown> };
}

/**
 * A test bed for one test file, on a fresh database (PGlite, or PostgreSQL with
 * SERVER_TEST_DB=postgres) with a fake clock and a receiver at `receiverPath`; `build` sets up
 * the provider on them (its app at least). Call it at the top level: it registers the file's
 * beforeAll and afterAll, and everything is closed after the file, app first.
 */
export function useTestBed<T extends TestBed>(receiverPath: string, build: (t: T) => Promise<void>): T {
  const t = {} as T;
  beforeAll(async () => {
    t.db = await openTestDb();
    t.receiver = await startReceiver(receiverPath);
    t.clock = fakeClock();
    await build(t);
  });
  afterAll(async () => {
    await t.app?.close();
    await t.receiver?.close();
    await t.db?.close();
  });
  return t;
}
