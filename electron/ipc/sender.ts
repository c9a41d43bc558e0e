/** The parts of a WebFrameMain the sender check reads. */
export interface FrameLike {
  url: string;
  parent: unknown;
}

/** The parts of an IpcMainInvokeEvent the sender check reads. */
export interface SenderEvent {
  sender: unknown;
  senderFrame: FrameLike | null;
}

export interface TrustedSenderRules {
  appOrigin: string;
  /** True when these webContents belong to one of the app's own windows. */
  isAppContents(contents: unknown): boolean;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * A message is trusted only from the top frame of an app window showing the app origin:
 * not from an iframe (a vendor's game), not from a window the app did not create, not from
 * a page that navigated elsewhere (the data: error page has origin "null").
 */
export function isTrustedSender(event: SenderEvent, rules: TrustedSenderRules): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  if (!rules.isAppContents(event.sender)) return false;
  return originOf(frame.url) === rules.appOrigin;
}
