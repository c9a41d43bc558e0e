import { ApiError } from '../../api/ApiError';
import { createHttp, type HttpOptions } from '../../api/http';
import type { OpsCall } from './call';
import { chatCalls, type ChatCalls } from './chatCalls';
import { contentCalls, type ContentCalls } from './contentCalls';
import { createImageCall, type OpsImageCall } from './imageCall';
import { inboxCalls, type InboxCalls } from './inboxCalls';
import { playerCalls, type PlayerCalls } from './playerCalls';
import { queueCalls, type QueueCalls } from './queueCalls';
import { reportCalls, type ReportCalls } from './reportCalls';
import { staffCalls, type StaffCalls } from './staffCalls';

export type { StaffSignedIn } from './staffCalls';

/**
 * The console's calls to /ops/api/, one interface per area (api/*Calls.ts), all over one
 * transport. Tests hand in a fake (src/ops/test/fakes.tsx).
 */
export type OpsApi = StaffCalls & QueueCalls & ChatCalls & ReportCalls & InboxCalls & PlayerCalls & ContentCalls;

export interface OpsHttpOptions {
  getToken: HttpOptions['getToken'];
  /** This browser's id (device.ts), sent with every call: the server binds sessions to it. */
  device: string;
  adapter?: HttpOptions['adapter'];
  /** Told when the server no longer knows the session (ended, expired while idle, another device). */
  onSessionLost?: () => void;
}

/**
 * The player client's API layer (src/api/http.ts: bearer token, envelope unwrapping, ApiError with
 * a stable code) with the staff device header on every call.
 */
export function createOpsApi({ getToken, device, adapter, onSessionLost }: OpsHttpOptions): OpsApi {
  const http = createHttp({ getToken, ...(adapter ? { adapter } : {}) });
  const noticeLoss = (error: unknown): never => {
    // A refused sign-in step is the form's to show; any other 401 means the session is gone.
    if (error instanceof ApiError && error.code === 'UNAUTHENTICATED' && getToken() !== null) onSessionLost?.();
    throw error;
  };
  const call: OpsCall = <T>(method: string, url: string, data?: unknown): Promise<T> =>
    http.request<T>({ method, url, data, headers: { 'X-Staff-Device': device } }).catch(noticeLoss);
  const fetchImage = createImageCall({ getToken, device, ...(adapter ? { adapter } : {}) });
  const image: OpsImageCall = (url) => fetchImage(url).catch(noticeLoss);
  return {
    ...staffCalls(call),
    ...queueCalls(call, image),
    ...chatCalls(call),
    ...reportCalls(call, image),
    ...inboxCalls(call),
    ...playerCalls(call),
    ...contentCalls(call),
  };
}
