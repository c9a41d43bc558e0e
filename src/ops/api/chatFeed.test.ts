import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoff, connectFeed, feedUrl, type FeedState } from './chatFeed';

/** A socket the test drives: what the console sent, and the server's side of it. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  sent: string[] = [];
  closedWith: number | null = null;

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
  }
  serverSays(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  serverCloses(code: number) {
    this.onclose?.({ code });
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const last = () => FakeSocket.made.at(-1)!;

function feed(ticket = vi.fn(async () => 't-1')) {
  const states: FeedState[] = [];
  const events: unknown[] = [];
  const onReady = vi.fn();
  const connection = connectFeed(
    { ticket, url: 'ws://console.test/ops/api/chats/live', WebSocket: FakeSocket as never, delay: () => 0 },
    { onEvent: (event) => events.push(event), onState: (state) => states.push(state), onReady },
  );
  return { connection, states, events, onReady, ticket };
}

afterEach(() => {
  FakeSocket.made = [];
});

describe('the desk’s live feed', () => {
  it('says hello with a ticket bought over HTTP, never a token in its address, and passes events on once ready', async () => {
    const { states, events, onReady } = feed();
    await flush();
    expect(last().url).toBe('ws://console.test/ops/api/chats/live');
    last().onopen?.();
    expect(last().sent).toEqual([JSON.stringify({ type: 'hello', ticket: 't-1' })]);
    last().serverSays({ type: 'ready' });
    last().serverSays({ type: 'conversation', conversation: { conversationId: 1 }, message: null });
    expect(states).toEqual(['connecting', 'live']);
    expect(onReady).toHaveBeenCalledOnce();
    expect(events).toEqual([{ type: 'conversation', conversation: { conversationId: 1 }, message: null }]);
  });

  it('connects again with a fresh ticket when the socket drops, and stops for good when refused the permission', async () => {
    const { states, ticket } = feed(vi.fn(async () => `t-${FakeSocket.made.length + 1}`));
    await flush();
    last().serverCloses(1006);
    await flush();
    await flush();
    expect(FakeSocket.made).toHaveLength(2);
    last().onopen?.();
    expect(last().sent).toEqual([JSON.stringify({ type: 'hello', ticket: 't-2' })]);
    expect(ticket).toHaveBeenCalledTimes(2);
    last().serverCloses(4403);
    await flush();
    await flush();
    expect(FakeSocket.made).toHaveLength(2);
    expect(states.at(-1)).toBe('forbidden');
  });

  it('keeps trying while no ticket can be had, and ends without trying again when closed here', async () => {
    const ticket = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('t-9');
    const { connection } = feed(ticket);
    await flush();
    await flush();
    expect(FakeSocket.made).toHaveLength(1);
    connection.close();
    expect(last().closedWith).toBe(1000);
    last().serverCloses(1000);
    await flush();
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('waits a second, then twice as long each time up to 30 s, give or take a fifth', () => {
    expect([1, 2, 3, 6, 10].map((attempt) => backoff(attempt, () => 0.5))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(backoff(1, () => 0)).toBe(800);
    expect(backoff(1, () => 1)).toBe(1200);
  });

  it('lives beside the page, over TLS when the page is', () => {
    expect(feedUrl({ protocol: 'https:', host: 'ops.example.ph' })).toBe('wss://ops.example.ph/ops/api/chats/live');
    expect(feedUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ops/api/chats/live');
  });
});
