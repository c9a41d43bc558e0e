/** How long the platform waits for a provider's API unless told otherwise. */
const DEFAULT_TIMEOUT_MS = 10_000;

export interface ProviderApiOptions {
  /** The API's origin (a trailing slash is dropped). */
  apiUrl: string;
  secretKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The platform's HTTP calls to a payment provider's JSON API, as PayMongo and Xendit both take
 * them: HTTP Basic with the secret key as the user name and no password, no redirect followed
 * (an answer from elsewhere is no answer), and one timeout over the whole call, so reading the
 * answer's body stays under it too. What an answer or a failure means is each client's to say.
 */
export function providerApi(options: ProviderApiOptions) {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  return {
    timeoutMs,
    /** Sends one call; a failure to connect or a timeout rejects (see fetch-failure.ts). */
    send(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
      return doFetch(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    },
  };
}
