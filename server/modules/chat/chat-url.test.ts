import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { chatUrlOf } from './service';

const TICKET = 'T'.repeat(43);

describe('the chat page’s address', () => {
  it('on the platform’s own origin: a path, the page’s fields in the query, the ticket in the fragment', () => {
    const url = chatUrlOf('/sandbox/chat', 'https://play.example', { language: 'fil', backUrl: '/m/message', title: 'Live chat' }, TICKET);
    expect(url).toBe(`/sandbox/chat?language=fil&backUrl=%2Fm%2Fmessage&title=Live+chat#ticket=${TICKET}`);
  });

  it('at a vendor elsewhere: absolute, and so is the way back', () => {
    const url = new URL(chatUrlOf('https://chat.vendor.example/start?site=7', 'https://play.example', { backUrl: '/m/message' }, TICKET));
    expect(url.origin).toBe('https://chat.vendor.example');
    expect(url.searchParams.get('site')).toBe('7');
    expect(url.searchParams.get('backUrl')).toBe('https://play.example/m/message');
    expect(url.hash).toBe(`#ticket=${TICKET}`);
  });
});

describe('CHAT_PAGE_URL', () => {
  it('defaults to the sandbox’s own page in sandbox mode, and takes a path or an https address', () => {
    expect(loadConfig({ APP_MODE: 'sandbox' }).chatPageUrl).toBe('/sandbox/chat');
    expect(loadConfig({ APP_MODE: 'sandbox', CHAT_PAGE_URL: 'https://chat.vendor.example/start' }).chatPageUrl).toBe(
      'https://chat.vendor.example/start',
    );
  });

  it('refuses another site’s address in disguise or plain http', () => {
    for (const value of ['//evil.example', '/\\evil.example', 'http://chat.vendor.example', 'javascript:alert(1)']) {
      expect(() => loadConfig({ APP_MODE: 'sandbox', CHAT_PAGE_URL: value }), value).toThrow(ConfigError);
    }
  });
});
