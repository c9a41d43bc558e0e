import axios, { type AxiosInstance, type AxiosRequestConfig, isAxiosError } from 'axios';
import type { Envelope, ErrorCode } from '../../contracts/envelope';
import { ERROR_CODE_SET } from './errorCodes';
import { ApiError, noAnswer } from './ApiError';
import { answerKey, pageAnswerServes } from './pageAnswers';

export interface HttpOptions {
  /** Read on every request, so login and logout take effect without rebuilding the client. */
  getToken: () => string | null;
  /** Tests hand in a fake transport here; production uses the browser's XHR. */
  adapter?: AxiosRequestConfig['adapter'];
  /**
   * Told after every call whether the server could be reached at all: any answer, even an error,
   * means yes; a request that got no answer (no network, server unreachable) means no.
   */
  onReachable?: (reachable: boolean) => void;
  /**
   * Answers the server put inside the page (pageAnswers.ts), by call: the first GET of such a
   * path and query takes its answer instead of a round trip; later calls go to the server.
   */
  pageAnswers?: Map<string, unknown>;
}

/**
 * Photos of up to 5 MB each (ID photos, a receipt, a profile picture) on a phone's upload speed:
 * more than the 15 s other calls get (the KYC overlay gives up after 20 s, SPEC §9).
 */
export const UPLOAD_TIMEOUT_MS = 60_000;

export interface Http {
  request<T>(config: AxiosRequestConfig): Promise<T>;
  /** A GET of a private image (the player's own picture) as a Blob: an <img src> cannot send the token. */
  blob(url: string): Promise<Blob>;
}

function isEnvelope(data: unknown): data is Envelope<unknown> {
  return typeof data === 'object' && data !== null && 'success' in data;
}

function codeOf(data: unknown): ErrorCode | 'UNKNOWN' {
  const code = isEnvelope(data) ? data.code : undefined;
  return code && ERROR_CODE_SET.has(code) ? code : 'UNKNOWN';
}

/** Turns whatever axios threw or answered into a value or an ApiError with a stable code. */
function unwrap<T>(status: number, data: unknown): T {
  if (isEnvelope(data) && data.success) return data.value as T;
  const message = isEnvelope(data) && data.message ? data.message : `HTTP ${status}`;
  throw new ApiError(codeOf(data), message, status, isEnvelope(data) ? (data.value ?? null) : null);
}

/**
 * The ApiError of a refused request that asked for a Blob (a private image): the refusal comes as
 * the usual JSON envelope, inside the Blob.
 */
export async function blobRefusal(status: number, data: unknown): Promise<ApiError> {
  let envelope: unknown = null;
  try {
    envelope = JSON.parse(data instanceof Blob ? await data.text() : String(data));
  } catch {
    // Not an envelope: the status says enough.
  }
  try {
    return unwrap<never>(status, isEnvelope(envelope) ? { ...envelope, success: false } : envelope);
  } catch (error) {
    return error as ApiError;
  }
}

function takeAnswer(answers: Map<string, unknown>, key: string): { data: unknown } | undefined {
  if (!answers.has(key)) return undefined;
  const data = answers.get(key);
  answers.delete(key);
  return { data };
}

/** The one axios instance: same origin, bearer token header, envelope unwrapping. */
export function createHttp({ getToken, adapter, onReachable, pageAnswers = new Map() }: HttpOptions): Http {
  const instance: AxiosInstance = axios.create({
    baseURL: '',
    timeout: 15_000,
    headers: { Accept: 'application/json' },
    ...(adapter ? { adapter } : {}),
  });

  instance.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  return {
    async request<T>(config: AxiosRequestConfig): Promise<T> {
      const isGet = (config.method ?? 'get').toUpperCase() === 'GET';
      const fromPage =
        isGet && config.url && pageAnswerServes(config.url, getToken() !== null)
          ? takeAnswer(pageAnswers, answerKey(config.url, config.params))
          : undefined;
      if (fromPage) return unwrap<T>(200, fromPage.data);
      try {
        const response = await instance.request<unknown>(config);
        onReachable?.(true);
        return unwrap<T>(response.status, response.data);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (isAxiosError(error) && error.response) {
          onReachable?.(true);
          return unwrap<T>(error.response.status, error.response.data);
        }
        if (isAxiosError(error) && error.code === 'ERR_NETWORK') onReachable?.(false);
        throw noAnswer(error);
      }
    },
    async blob(url: string): Promise<Blob> {
      try {
        const response = await instance.get<Blob>(url, { responseType: 'blob', headers: { Accept: 'image/*' } });
        onReachable?.(true);
        return response.data;
      } catch (error) {
        if (isAxiosError(error) && error.response) throw await blobRefusal(error.response.status, error.response.data);
        throw noAnswer(error);
      }
    },
  };
}
