import { timedOut } from './fetch-failure';

/** How long the platform waits for a provider's API unless told otherwise. */
const DEFAULT_TIMEOUT_MS = 10_000;

export type JsonObject = Record<string, unknown>;
export const isJsonObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ProviderApiOptions {
  /** The API's origin (a trailing slash is dropped). */
  apiUrl: string;
  secretKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The platform's HTTP calls to a provider's JSON API, as PayMongo, Xendit and the KYC provider take
 * them: HTTP Basic with the secret key as the user name and no password, no redirect followed
 * (an answer from elsewhere is no answer), and one timeout over the whole call, so reading the
 * answer's body stays under it too. What an answer or a failure means is each client's to say.
 */
export function providerApi(options: ProviderApiOptions) {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  /** Sends one call; a failure to connect or a timeout rejects (see fetch-failure.ts). */
  const send = (method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> =>
    doFetch(`${apiUrl}${path}`, {
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

  /**
   * One call whose only good answer is a 2xx JSON object, as PayMongo and the KYC provider answer:
   * anything else (no answer, a timeout, another status, an unreadable body) throws `fail(why)`,
   * `why` naming the provider and the call, since the outcome is then unknown. An error's body
   * never goes into `why`: it may echo what was sent.
   */
  async function object(
    provider: string,
    fail: (why: string) => Error,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonObject> {
    const what = `${provider} ${method} ${path}`;
    let response: Response;
    try {
      response = await send(method, path, body, headers);
    } catch (error) {
      throw fail(timedOut(error) ? `${what}: no answer in ${timeoutMs} ms` : `${what}: unreachable`);
    }
    // Read the answer under the same timeout.
    const text = await response.text().catch(() => null);
    if (!response.ok) throw fail(`${what}: HTTP ${response.status}`);
    try {
      const parsed: unknown = text === null ? null : JSON.parse(text);
      if (isJsonObject(parsed)) return parsed;
    } catch {
      // Falls through to the refusal below.
    }
    throw fail(`${what}: unreadable answer`);
  }

  return { timeoutMs, send, object };
}
