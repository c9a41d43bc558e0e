import type { DeskEvent } from '../../../contracts/chat-desk';

type Listener = (event: DeskEvent) => void;

/**
 * The support desk's live feed inside one server process: every change of a conversation is
 * published here after its transaction commits, and each connected agent's socket listens. One
 * hub per database (the app's), so tests with apps of their own never hear each other. Several
 * server processes would each have their own hub: they would need PostgreSQL's LISTEN/NOTIFY (or
 * Redis) between them; the console also reloads its list whenever its socket reconnects.
 */
export class DeskHub {
  private readonly listeners = new Set<Listener>();

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(event: DeskEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // One agent's broken socket must not keep the others from hearing.
      }
    }
  }

  get size(): number {
    return this.listeners.size;
  }
}

const hubs = new WeakMap<object, DeskHub>();

/** The hub of this app's database. */
export function deskHub(ctx: { db: object }): DeskHub {
  let hub = hubs.get(ctx.db);
  if (!hub) {
    hub = new DeskHub();
    hubs.set(ctx.db, hub);
  }
  return hub;
}
