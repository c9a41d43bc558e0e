import type { DeskEvent } from '../../../contracts/chat-desk';
import { channelOf, listenChannel, notifyChannel, NOTIFY_MAX_BYTES, type ChannelListener } from '../../db/notify';
import type { Db } from '../../db/types';

type Listener = (event: DeskEvent) => void;
/** Told when the listener may have missed events (its process lost the feed): the console reconnects and reloads. */
type Lost = () => void;

/**
 * The support desk's live feed: every change of a conversation is published after its transaction
 * commits, and each connected agent's socket listens. One hub per database (the app's), so tests
 * with apps of their own never hear each other.
 */
export interface DeskHub {
  /** Resolves once `listener` hears every later publish, from any process of the database. */
  listen(listener: Listener, onLost?: Lost): Promise<() => void>;
  /** Never rejects: a feed that cannot be reached loses the event, and its listeners are told (onLost). */
  publish(event: DeskEvent): Promise<void>;
  /** Whether a publish may reach anyone (callers skip the work of building an event nobody hears). */
  readonly heard: boolean;
}

/** This process's listeners. */
class FanOut {
  private readonly listeners = new Map<Listener, Lost | undefined>();

  add(listener: Listener, onLost?: Lost): () => boolean {
    this.listeners.set(listener, onLost);
    return () => this.listeners.delete(listener);
  }

  deliver(event: DeskEvent): void {
    for (const listener of this.listeners.keys()) {
      try {
        listener(event);
      } catch {
        // One agent's broken socket must not keep the others from hearing.
      }
    }
  }

  /** Tells every listener it missed events and forgets them all. */
  lose(): void {
    const lost = [...this.listeners.values()];
    this.listeners.clear();
    for (const onLost of lost) onLost?.();
  }

  get size(): number {
    return this.listeners.size;
  }
}

/** One process (PGlite): a publish goes straight to this process's listeners. */
class InProcessHub implements DeskHub {
  private readonly local = new FanOut();

  async listen(listener: Listener, onLost?: Lost) {
    const remove = this.local.add(listener, onLost);
    return () => void remove();
  }

  async publish(event: DeskEvent) {
    this.local.deliver(event);
  }

  get heard() {
    return this.local.size > 0;
  }
}

/**
 * Several processes on PostgreSQL: a publish is a NOTIFY on the database's desk channel, and each
 * process with agents connected LISTENs on a connection of its own (opened with the first agent,
 * closed with the last) and hands what it hears to them, its own publishes included, so every
 * agent sees the changes in the one order the database delivered them. A process cannot know
 * whether others have agents, so it always publishes.
 */
class PostgresHub implements DeskHub {
  private readonly local = new FanOut();
  private listening: Promise<ChannelListener> | null = null;

  constructor(
    private readonly db: Db,
    private readonly channel: string,
  ) {}

  async listen(listener: Listener, onLost?: Lost) {
    const remove = this.local.add(listener, onLost);
    try {
      await this.connection();
    } catch (error) {
      remove();
      this.releaseIfIdle();
      throw error;
    }
    return () => {
      if (remove()) this.releaseIfIdle();
    };
  }

  async publish(event: DeskEvent) {
    try {
      await notifyChannel(this.db, this.channel, payloadOf(event));
    } catch {
      // Without the database no agent hears anything: each process's listeners are told by their own feed's loss.
    }
  }

  get heard() {
    return true;
  }

  private connection(): Promise<ChannelListener> {
    this.listening ??= listenChannel(
      this.db,
      this.channel,
      (payload) => {
        try {
          this.local.deliver(JSON.parse(payload) as DeskEvent);
        } catch {
          // Only this platform's processes publish here; anything unreadable is not an event.
        }
      },
      () => {
        this.listening = null;
        this.local.lose();
      },
    );
    const opening = this.listening;
    // A failed open is forgotten, so the next agent tries again.
    opening.catch(() => {
      if (this.listening === opening) this.listening = null;
    });
    return opening;
  }

  private releaseIfIdle(): void {
    if (this.local.size > 0 || !this.listening) return;
    const closing = this.listening;
    this.listening = null;
    void closing.then((connection) => connection.close()).catch(() => undefined);
  }
}

/**
 * An event as a notification: NOTIFY holds less than 8,000 bytes. A desk event is far below it (a
 * message of 1,000 characters, JSON-escaped, is at most 6,000 bytes); should one ever not be, the
 * agents hear of the conversation's change without the message, which opening it shows.
 */
export function payloadOf(event: DeskEvent): string {
  const full = JSON.stringify(event);
  if (Buffer.byteLength(full) <= NOTIFY_MAX_BYTES || event.type !== 'conversation') return full;
  return JSON.stringify({ ...event, message: null });
}

const hubs = new WeakMap<Db, DeskHub>();

/** A new hub on `db`: across processes on PostgreSQL, in-process on PGlite. Each process keeps one (deskHub). */
export function openDeskHub(db: Db): DeskHub {
  const channel = channelOf(db, 'desk_events');
  return channel ? new PostgresHub(db, channel) : new InProcessHub();
}

/** The hub of this app's database. */
export function deskHub(ctx: { db: Db }): DeskHub {
  let hub = hubs.get(ctx.db);
  if (!hub) {
    hub = openDeskHub(ctx.db);
    hubs.set(ctx.db, hub);
  }
  return hub;
}
