import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { createOpsApi } from './opsApi';

/** A transport answering every request with `status` and `data`, keeping what was sent. */
function answering(status: number, data: unknown, seen: InternalAxiosRequestConfig[]): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { status, statusText: '', headers: {}, config, data };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

const DEVICE = 'device-0123456789abcdef';

describe('the work queues’ calls', () => {
  it('list with only the filters set, and decide with the body the action takes', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const api = createOpsApi({ getToken: () => 'tok-1', device: DEVICE, adapter: answering(200, { success: true, value: {} }, seen) });
    await api.queuePage('deposits', { state: 'reviewing', flow: 'manual', channel: undefined, cursor: 'abc_-1', sort: 'amount' });
    await api.queueCounts('kyc');
    await api.queueItem('withdrawals', 'W12');
    await api.decideQueueItem('kyc', 'K7', { action: 'reject', body: { reason: 'Blurred photo', canResubmit: true } });
    expect(seen.map((config) => `${config.method} ${config.url}`)).toEqual([
      'get /ops/api/queues/deposits?state=reviewing&flow=manual&cursor=abc_-1&sort=amount',
      'get /ops/api/queues/kyc/counts',
      'get /ops/api/queues/withdrawals/W12',
      'post /ops/api/queues/kyc/K7/reject',
    ]);
    expect(JSON.parse(String(seen[3]?.data))).toEqual({ reason: 'Blurred photo', canResubmit: true });
  });

  it('fetch a private image as a Blob with the staff token and device', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const image = new Blob(['png'], { type: 'image/png' });
    const api = createOpsApi({ getToken: () => 'tok-1', device: DEVICE, adapter: answering(200, image, seen) });
    expect(await api.depositReceipt('D5')).toBe(image);
    await api.kycDocument('K7', 'idCardBack');
    expect(seen.map((config) => config.url)).toEqual([
      '/ops/api/queues/deposits/D5/receipt',
      '/ops/api/queues/kyc/K7/documents/idCardBack',
    ]);
    expect(seen[0]?.responseType).toBe('blob');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(seen[0]?.headers.get('X-Staff-Device')).toBe(DEVICE);
  });

  it('read an image’s refusal from the envelope inside the Blob, and report a lost session', async () => {
    const refusal = (code: string) => new Blob([JSON.stringify({ success: false, value: null, code, message: 'no' })]);
    const forbidden = createOpsApi({ getToken: () => 'tok-1', device: DEVICE, adapter: answering(403, refusal('FORBIDDEN'), []) });
    const refused = await forbidden.kycDocument('K7', 'idCardFront').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect([(refused as ApiError).code, (refused as ApiError).status]).toEqual(['FORBIDDEN', 403]);

    const onSessionLost = vi.fn();
    const lost = createOpsApi({
      getToken: () => 'tok-1',
      device: DEVICE,
      adapter: answering(401, refusal('UNAUTHENTICATED'), []),
      onSessionLost,
    });
    await expect(lost.depositReceipt('D5')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionLost).toHaveBeenCalledOnce();
  });
});
