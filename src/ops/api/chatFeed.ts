import { DESK_CLOSE, type DeskEvent } from '../../../contracts/chat-desk';

/** How the desk's live feed stands: connecting (or waiting to again), live, or refused for good. */
export type FeedState = 'connecting' | 'live' | 'forbidden';

export interface FeedHandlers {
  onEvent: (event: Extract<DeskEvent, { type: 'conversation' }>) => void;
  onState: (state: FeedState) => void;
  /** Told each time the feed is live again: what happened while it was not must be read again. */
  onReady?: () => void;
}

export interface FeedOptions {
  /** A one-time ticket bought over HTTP with the session's headers (never the token itself). */
  ticket: () => Promise<string>;
  /** The socket's address: same origin, ws: or wss: as the page is http: or https:. */
  url: string;
  WebSocket?: typeof WebSocket;
  /** Waits before the n-th attempt again (n from 1); tests make it immediate. */
  delay?: (attempt: number) => number;
}

/** A second, then doubling up to 30 s, each give or take a fifth, so agents' consoles do not all knock at once after a restart. */
export function backoff(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The feed's address beside the page: /ops/api/chats/live on this origin. */
export function feedUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ops/api/chats/live`;
}

/**
 * The support desk's live feed: a WebSocket that says hello with a fresh ticket, passes every
 * conversation change on, and when it drops (a restart, a network change) connects again after a
 * growing wait, until closed here or refused for want of chat.answer.
 */
export function connectFeed(options: FeedOptions, handlers: FeedHandlers): { close(): void } {
  const Socket = options.WebSocket ?? WebSocket;
  const delay = options.delay ?? backoff;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let stopped = false;

  const retry = () => {
    if (stopped) return;
    attempt += 1;
    handlers.onState('connecting');
    timer = setTimeout(open, delay(attempt));
  };

  async function open(): Promise<void> {
    timer = null;
    let ticket: string;
    try {
      ticket = await options.ticket();
    } catch {
      // Refused (a lost session signs the console out by itself) or unreachable: try again later.
      return retry();
    }
    if (stopped) return;
    const opened = new Socket(options.url);
    socket = opened;
    opened.onopen = () => opened.send(JSON.stringify({ type: 'hello', ticket }));
    opened.onmessage = (message: MessageEvent) => {
      const event = JSON.parse(String(message.data)) as DeskEvent;
      if (event.type === 'ready') {
        attempt = 0;
        handlers.onState('live');
        handlers.onReady?.();
      } else handlers.onEvent(event);
    };
    opened.onclose = (closed: CloseEvent) => {
      if (socket !== opened) return;
      socket = null;
      if (closed.code === DESK_CLOSE.forbidden) {
        stopped = true;
        handlers.onState('forbidden');
      } else retry();
    };
  }

  handlers.onState('connecting');
  void open();
  return {
    close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const open = socket;
      socket = null;
      open?.close(1000);
    },
  };
}
