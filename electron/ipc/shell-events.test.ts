import { describe, expect, it, vi } from 'vitest';
import { SHELL_EVENT_CHANNEL } from './channels';
import { createShellEventSender, type EventTargetContents } from './shell-events';

describe('createShellEventSender', () => {
  it('sends each event to the app page on the one event channel', () => {
    const contents: EventTargetContents = { isDestroyed: () => false, send: vi.fn() };
    const send = createShellEventSender(() => contents);
    send({ type: 'idleWarning', secondsLeft: 30 });
    expect(contents.send).toHaveBeenCalledWith(SHELL_EVENT_CHANNEL, { type: 'idleWarning', secondsLeft: 30 });
  });

  it('drops an event when there is no page to tell', () => {
    const gone: EventTargetContents = { isDestroyed: () => true, send: vi.fn() };
    createShellEventSender(() => gone)({ type: 'idleCancelled' });
    expect(gone.send).not.toHaveBeenCalled();
    expect(() => createShellEventSender(() => null)({ type: 'idleCancelled' })).not.toThrow();
  });
});
