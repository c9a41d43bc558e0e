import { describe, expect, it } from 'vitest';
import { isTrustedSender, type SenderEvent } from './sender';

const appContents = { id: 1 };
const rules = { appOrigin: 'http://localhost:8080', isAppContents: (c: unknown) => c === appContents };
const topFrame = { url: 'http://localhost:8080/m/home', parent: null };

const event = (patch: Partial<SenderEvent> = {}): SenderEvent => ({ sender: appContents, senderFrame: topFrame, ...patch });

describe('isTrustedSender', () => {
  it("trusts the top frame of the app's window on the app origin", () => {
    expect(isTrustedSender(event(), rules)).toBe(true);
  });

  it('refuses a missing (navigated or destroyed) frame', () => {
    expect(isTrustedSender(event({ senderFrame: null }), rules)).toBe(false);
  });

  it('refuses a subframe even on the app origin', () => {
    expect(isTrustedSender(event({ senderFrame: { url: topFrame.url, parent: topFrame } }), rules)).toBe(false);
  });

  it('refuses webContents that are not an app window', () => {
    expect(isTrustedSender(event({ sender: { id: 2 } }), rules)).toBe(false);
  });

  it.each(['https://evil.example/', 'http://localhost:8081/m/home', 'data:text/html,x', 'about:blank', ''])(
    'refuses a top frame showing %s',
    (url) => {
      expect(isTrustedSender(event({ senderFrame: { url, parent: null } }), rules)).toBe(false);
    },
  );
});
