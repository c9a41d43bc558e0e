import type { WalletValue } from '../../contracts/wallet';
import type { Http } from './http';

export function walletApi(http: Http) {
  return {
    gcs: () => http.request<WalletValue>({ method: 'GET', url: '/wps/wallets/gcs' }),
  };
}
