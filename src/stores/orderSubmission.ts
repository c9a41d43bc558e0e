import { toApiError } from '../api';

/** A fresh key per intended order: a random UUID (v4), from getRandomValues, which works outside secure contexts too. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a failed send may still have made the order: no answer at all, or none in time
 * (NETWORK, NETWORK_SLOW: the request may have reached the server), an answer that was not the
 * platform's (UNKNOWN: a proxy's error page), or the server still working on this key
 * (IDEMPOTENCY_IN_PROGRESS). Any other answer is the server's final word on that request.
 */
function outcomeUnknown(error: unknown): boolean {
  const { code } = toApiError(error);
  return ['NETWORK', 'NETWORK_SLOW', 'UNKNOWN', 'IDEMPOTENCY_IN_PROGRESS'].includes(code);
}

interface Attempt<B> {
  body: B;
  /** The body as compared: the same form sent again gives the same text. */
  text: string;
  key: string;
  running: Promise<unknown> | null;
}

/**
 * One Idempotency-Key per intended order. The key is made when a form is first sent; sending the
 * same form again while it runs returns the same request (a double tap makes one order), and
 * after a failure whose outcome is unknown the retry goes with the same key (and the very same
 * body, so the server answers the first order rather than make a second). Once the server
 * answers, or the form differs, the next send gets a new key.
 */
export class OrderSubmission<B, R> {
  private attempt: Attempt<B> | null = null;

  constructor(private readonly send: (body: B, key: string) => Promise<R>) {}

  submit(body: B): Promise<R> {
    const text = JSON.stringify(body);
    const attempt = this.attempt?.text === text ? this.attempt : { body, text, key: newIdempotencyKey(), running: null };
    this.attempt = attempt;
    if (attempt.running) return attempt.running as Promise<R>;
    const running = this.send(attempt.body, attempt.key).then(
      (value) => {
        this.forget(attempt);
        return value;
      },
      (error: unknown) => {
        if (outcomeUnknown(error)) attempt.running = null;
        else this.forget(attempt);
        throw error;
      },
    );
    attempt.running = running;
    return running;
  }

  private forget(attempt: Attempt<B>): void {
    attempt.running = null;
    if (this.attempt === attempt) this.attempt = null;
  }
}
