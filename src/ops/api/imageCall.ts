import axios, { isAxiosError, type AxiosRequestConfig } from 'axios';
import { noAnswer } from '../../api/ApiError';
import { blobRefusal } from '../../api/http';

/**
 * A GET of a private image (a deposit's receipt, a KYC document) as a Blob. The console's images
 * need the staff token and device headers, so a plain <img src> cannot load them: the screen gets
 * the bytes this way and shows them through an object URL.
 */
export type OpsImageCall = (url: string) => Promise<Blob>;

export interface ImageCallOptions {
  getToken: () => string | null;
  device: string;
  adapter?: AxiosRequestConfig['adapter'];
}

export function createImageCall({ getToken, device, adapter }: ImageCallOptions): OpsImageCall {
  const instance = axios.create({ timeout: 15_000, responseType: 'blob', ...(adapter ? { adapter } : {}) });
  return async (url) => {
    const token = getToken();
    const headers: Record<string, string> = { 'X-Staff-Device': device, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    try {
      return (await instance.get<Blob>(url, { headers })).data;
    } catch (error) {
      if (isAxiosError(error) && error.response) throw await blobRefusal(error.response.status, error.response.data);
      throw noAnswer(error);
    }
  };
}
