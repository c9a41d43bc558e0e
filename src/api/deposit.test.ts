import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_PROMOTION_CODE } from '../../contracts/deposit';
import { depositApi } from './deposit';
import { createHttp } from './http';

/** Records what the deposit calls send; answers every one with an empty success. */
function recorded() {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { status: 200, statusText: '', headers: {}, config, data: { success: true, value: null } };
  };
  return { api: depositApi(createHttp({ getToken: () => 'tok', adapter })), seen };
}

describe('deposit api', () => {
  it('sends the order with its Idempotency-Key header', async () => {
    const { api, seen } = recorded();
    const body = { bankType: 'WT' as const, bankCode: 'GCASH', vendorId: 7, amount: 50_000 };
    await api.create(body, 'key-1');
    expect(seen[0]).toMatchObject({ method: 'post', url: '/wps/deposit/orders' });
    expect(seen[0]!.headers.get('Idempotency-Key')).toBe('key-1');
    expect(JSON.parse(seen[0]!.data as string)).toEqual(body);
  });

  it('sends the receipt as multipart form data: the image and the reference', async () => {
    const { api, seen } = recorded();
    const image = new File(['jpeg'], 'slip.jpg', { type: 'image/jpeg' });
    await api.uploadReceipt('D7', image, 'IP-2026');
    expect(seen[0]).toMatchObject({ method: 'post', url: '/wps/deposit/orders/D7/receipt' });
    const form = seen[0]!.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('reference')).toBe('IP-2026');
    expect((form.get('receipt') as File).name).toBe('slip.jpg');
    expect(seen[0]!.timeout).toBeGreaterThan(15_000);
  });

  it('asks for the channels where the client runs, the deposit promotions, orders, cancels and records', async () => {
    const { api, seen } = recorded();
    await api.channels({ platform: 'mobile', device: 'ios', native: true });
    await api.promotions();
    await api.order('D7');
    await api.cancel('D7');
    await api.records({ startDate: '2026-05-03', endDate: '2026-05-10', status: 'pending', pageNo: 2, pageSize: 20 });
    expect(seen.map(({ method, url, params }) => [method, url, params])).toEqual([
      ['get', '/wps/deposit/channels', { platform: 'mobile', device: 'ios', native: true }],
      ['get', '/wps/deposit/promotions', { code: DEPOSIT_PROMOTION_CODE }],
      ['get', '/wps/deposit/orders/D7', undefined],
      ['post', '/wps/deposit/orders/D7/cancel', undefined],
      ['get', '/wps/deposit/records', { startDate: '2026-05-03', endDate: '2026-05-10', status: 'pending', pageNo: 2, pageSize: 20 }],
    ]);
  });
});
