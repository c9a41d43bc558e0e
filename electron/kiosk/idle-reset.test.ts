import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellEvent } from '../../contracts/platform-bridge';
import { IdleReset, SIGN_OUT_GRACE_MS } from './idle-reset';

/** A kiosk whose machine-wide idle time the test controls: `systemIdle` seconds, as the OS reports. */
function setup({ wipe = vi.fn(async () => undefined) } = {}) {
  const machine = { systemIdle: 10_000 };
  const sent: ShellEvent[] = [];
  const warningShown = vi.fn();
  const idle = new IdleReset({
    warningShown,
    now: Date.now,
    systemIdleSeconds: () => machine.systemIdle,
    send: (event) => void sent.push(event),
    wipe,
    idleSeconds: 180,
    warningSeconds: 30,
  });
  const onReset = vi.fn();
  idle.onReset(onReset);
  idle.start();
  return { idle, machine, sent, wipe, onReset, warningShown };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('IdleReset', () => {
  it('warns after the idle time with the seconds left, counting down each second', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(179_000);
    expect(t.sent).toEqual([]);
    expect(t.warningShown).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.sent).toEqual([{ type: 'idleWarning', secondsLeft: 30 }]);
    expect(t.warningShown.mock.calls).toEqual([[true]]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(t.sent.slice(1)).toEqual([
      { type: 'idleWarning', secondsLeft: 29 },
      { type: 'idleWarning', secondsLeft: 28 },
    ]);
  });

  it('stops the warning when someone answers on the page, and starts counting idle time again', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(185_000);
    t.idle.activity();
    expect(t.sent.at(-1)).toEqual({ type: 'idleCancelled' });
    expect(t.warningShown.mock.calls).toEqual([[true], [false]]);
    const count = t.sent.length;
    await vi.advanceTimersByTimeAsync(179_000);
    expect(t.sent).toHaveLength(count);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.sent.at(-1)).toEqual({ type: 'idleWarning', secondsLeft: 30 });
  });

  it('stops the warning on input anywhere on the machine (a game view the page cannot see)', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(190_000);
    t.machine.systemIdle = 0;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.sent.at(-1)).toEqual({ type: 'idleCancelled' });
    expect(t.wipe).not.toHaveBeenCalled();
  });

  it('never warns while someone uses the machine', async () => {
    const t = setup();
    t.machine.systemIdle = 5;
    await vi.advanceTimersByTimeAsync(600_000);
    expect(t.sent).toEqual([]);
  });

  it('asks the page to sign out at zero, wipes when it has, then tells the listeners', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(210_000);
    expect(t.sent.at(-1)).toEqual({ type: 'idleSignOut' });
    expect(t.wipe).not.toHaveBeenCalled();
    t.idle.signedOut();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.wipe).toHaveBeenCalledOnce();
    expect(t.onReset).toHaveBeenCalledOnce();
    expect(t.idle.isRested()).toBe(true);
    // The views step aside for the warning, and come back for the next player.
    expect(t.warningShown.mock.calls).toEqual([[true], [false]]);
    // A late answer of the page changes nothing.
    t.idle.signedOut();
    await vi.advanceTimersByTimeAsync(SIGN_OUT_GRACE_MS);
    expect(t.wipe).toHaveBeenCalledOnce();
  });

  it('wipes anyway when the page does not answer the sign-out', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(210_000 + SIGN_OUT_GRACE_MS - 1);
    expect(t.wipe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.wipe).toHaveBeenCalledOnce();
    expect(t.onReset).toHaveBeenCalledOnce();
  });

  it('ignores a sign-out answer nobody asked for', async () => {
    const t = setup();
    t.idle.signedOut();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.wipe).not.toHaveBeenCalled();
  });

  it('rests after a reset until someone comes, then watches again', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(210_000 + SIGN_OUT_GRACE_MS);
    const count = t.sent.length;
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(t.sent).toHaveLength(count);
    expect(t.idle.isRested()).toBe(true);
    t.machine.systemIdle = 0;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.idle.isRested()).toBe(false);
    t.machine.systemIdle = 10_000;
    await vi.advanceTimersByTimeAsync(180_000);
    expect(t.sent.at(-1)).toEqual({ type: 'idleWarning', secondsLeft: 30 });
  });

  it('does not claim a reset that failed, and tries again after the next idle period', async () => {
    const wipe = vi.fn().mockRejectedValueOnce(new Error('disk')).mockResolvedValue(undefined);
    const t = setup({ wipe });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await vi.advanceTimersByTimeAsync(210_000);
    t.idle.signedOut();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.onReset).not.toHaveBeenCalled();
    expect(t.idle.isRested()).toBe(false);
    await vi.advanceTimersByTimeAsync(210_000);
    t.idle.signedOut();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.onReset).toHaveBeenCalledOnce();
  });

  it('lets a listener go', async () => {
    const t = setup();
    const late = vi.fn();
    const unsubscribe = t.idle.onReset(late);
    unsubscribe();
    await vi.advanceTimersByTimeAsync(210_000 + SIGN_OUT_GRACE_MS);
    expect(late).not.toHaveBeenCalled();
    expect(t.onReset).toHaveBeenCalledOnce();
  });
});
