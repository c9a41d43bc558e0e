import { describe, expect, it } from 'vitest';
import { callFor, describe as describeRow, UsageError } from './commands';

describe('the operator’s send-message command', () => {
  it('sends to one player by username, or to a segment', () => {
    expect(callFor('send-message', ['juan123'], { title: ' Hello ', body: 'Your bonus is ready.' })).toEqual({
      method: 'POST',
      path: '/ops/inbox',
      body: { username: 'juan123', title: 'Hello', body: 'Your bonus is ready.' },
    });
    expect(callFor('send-message', [], { segment: 'depositors', title: 'Maintenance', body: 'Sunday 2 AM.' })).toEqual({
      method: 'POST',
      path: '/ops/inbox',
      body: { segment: 'depositors', title: 'Maintenance', body: 'Sunday 2 AM.' },
    });
  });

  it('refuses both or neither recipient, an unknown segment, and a blank text, before calling anything', () => {
    expect(() => callFor('send-message', ['juan123'], { segment: 'all', title: 'a', body: 'b' })).toThrow(UsageError);
    expect(() => callFor('send-message', [], { title: 'a', body: 'b' })).toThrow(UsageError);
    expect(() => callFor('send-message', [], { segment: 'vips', title: 'a', body: 'b' })).toThrow(UsageError);
    expect(() => callFor('send-message', ['juan123'], { title: '  ', body: 'b' })).toThrow(UsageError);
    expect(() => callFor('send-message', ['juan123'], { title: 'a' })).toThrow(UsageError);
    expect(() => callFor('send-message', ['../x'], { title: 'a', body: 'b' })).toThrow(UsageError);
  });

  it('prints how many players it reached', () => {
    expect(describeRow({ messageId: 12, recipients: 340 })).toBe('Message 12 sent to 340 player(s)');
  });
});
