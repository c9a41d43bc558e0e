/**
 * What a `fetch` that got no answer ran into, told by the error's kind only: never its message,
 * which may carry the address or what was sent.
 */

/** Whether the call ran out of time (its `AbortSignal.timeout`) rather than failing to connect. */
export const timedOut = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** A short description for a log of attempts: `timeout`, or `network error` with the system's code when there is one. */
export function describeFailure(error: unknown): string {
  if (timedOut(error)) return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? `network error (${cause.code})` : 'network error';
}
