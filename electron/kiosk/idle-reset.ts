import type { ShellEvent } from '../../contracts/platform-bridge';

/** How often the main process looks at the idle time (and counts the warning down). */
export const IDLE_TICK_MS = 1_000;
/** How long the page gets to sign the player out before the main process wipes the session anyway (a hung page). */
export const SIGN_OUT_GRACE_MS = 10_000;

export interface IdleResetDeps {
  now(): number;
  /**
   * Seconds since the last keyboard, mouse or touch input anywhere on the machine
   * (powerMonitor.getSystemIdleTime). Input inside a game or chat view never reaches the app
   * page, so the page cannot tell; the operating system can.
   */
  systemIdleSeconds(): number;
  /** Tells the app page (ShellEvent). */
  send(event: ShellEvent): void;
  /**
   * The warning is up (true) or gone (false): the game and chat views, drawn over the app page,
   * must step aside while it is up, or nobody would see it.
   */
  warningShown(shown: boolean): void;
  /** Closes the game and chat views, clears the app's and the views' storage and secure keys, loads /m/home. */
  wipe(): Promise<void>;
  /** Seconds without input before the warning. */
  idleSeconds: number;
  /** Seconds the warning counts down before the sign-out. */
  warningSeconds: number;
}

type State =
  | { name: 'watching' }
  | { name: 'warning'; deadline: number }
  | { name: 'signingOut'; grace: ReturnType<typeof setTimeout> }
  | { name: 'wiping' }
  /** Reset done and nobody has touched the machine since: no player session, nothing to clear. */
  | { name: 'rested' };

/**
 * The venue kiosk's idle reset. After `idleSeconds` without input the page shows "Are you still
 * there?" counting `warningSeconds` down; any input (on the machine, or the page's "I'm still
 * here") stops it. At zero the page signs the player out through its own logout
 * (`idleSignOut` event, answered by `signedOut()`), then the session is wiped and the kiosk
 * shows /m/home, resting until someone touches it again (no warning loop for an empty kiosk).
 * `onReset` listeners run after each completed reset: the moment a kiosk has no player, when
 * an update may install.
 */
export class IdleReset {
  private state: State = { name: 'watching' };
  private lastActivityAt: number;
  private interval: ReturnType<typeof setInterval> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: IdleResetDeps) {
    this.lastActivityAt = deps.now();
  }

  start(): void {
    this.interval ??= setInterval(() => this.tick(), IDLE_TICK_MS);
  }

  stop(): void {
    clearInterval(this.interval);
    this.interval = undefined;
    if (this.state.name === 'signingOut') clearTimeout(this.state.grace);
  }

  /** Input the main process saw itself (the app page's input events) or the page's "I'm still here". */
  activity(): void {
    this.lastActivityAt = this.deps.now();
    if (this.state.name === 'warning') this.cancelWarning();
    else if (this.state.name === 'rested') this.state = { name: 'watching' };
  }

  /** The page has signed the player out after `idleSignOut`; anything else is ignored. */
  signedOut(): void {
    if (this.state.name !== 'signingOut') return;
    clearTimeout(this.state.grace);
    void this.wipe();
  }

  /** Runs `listener` after every completed reset; returns the unsubscribe. */
  onReset(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** True after a reset until the next input: no player session and nobody at the machine. */
  isRested(): boolean {
    return this.state.name === 'rested';
  }

  /** Seconds since the latest input the machine or the app saw. */
  private idleFor(): number {
    const now = this.deps.now();
    this.lastActivityAt = Math.max(this.lastActivityAt, now - this.deps.systemIdleSeconds() * 1_000);
    return (now - this.lastActivityAt) / 1_000;
  }

  private tick(): void {
    const idle = this.idleFor() >= this.deps.idleSeconds;
    switch (this.state.name) {
      case 'rested':
        if (!idle) this.state = { name: 'watching' };
        return;
      case 'watching':
        if (!idle) return;
        this.state = { name: 'warning', deadline: this.deps.now() + this.deps.warningSeconds * 1_000 };
        this.deps.warningShown(true);
        this.deps.send({ type: 'idleWarning', secondsLeft: this.deps.warningSeconds });
        return;
      case 'warning': {
        // Input somewhere (a game, the chat) brought the machine's idle time down.
        if (!idle) return this.cancelWarning();
        const secondsLeft = Math.ceil((this.state.deadline - this.deps.now()) / 1_000);
        if (secondsLeft > 0) return this.deps.send({ type: 'idleWarning', secondsLeft });
        this.state = { name: 'signingOut', grace: setTimeout(() => void this.wipe(), SIGN_OUT_GRACE_MS) };
        this.deps.send({ type: 'idleSignOut' });
        return;
      }
      default:
        return;
    }
  }

  private cancelWarning(): void {
    this.state = { name: 'watching' };
    this.deps.warningShown(false);
    this.deps.send({ type: 'idleCancelled' });
  }

  private async wipe(): Promise<void> {
    this.state = { name: 'wiping' };
    const failure = await this.deps.wipe().then(
      () => null,
      (error: unknown) => error,
    );
    // The views stepped aside for the warning; whatever comes next may show them.
    this.deps.warningShown(false);
    if (failure !== null) {
      // Try again after the next idle period rather than claim a reset that did not happen.
      console.error('idle reset failed', failure);
      this.lastActivityAt = this.deps.now();
      this.state = { name: 'watching' };
      return;
    }
    this.state = { name: 'rested' };
    for (const listener of [...this.listeners]) {
      try {
        listener();
      } catch (error) {
        console.error('idle reset listener failed', error);
      }
    }
  }
}
