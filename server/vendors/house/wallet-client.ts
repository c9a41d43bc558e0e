import { randomUUID, sign, type KeyObject } from 'node:crypto';

export interface WalletAnswer {
  status: string;
  balance?: number;
  currency?: string;
}

/** How the vendor reaches the operator: HTTP in production, app.inject in tests. */
export type Transport = (path: string, body: string, headers: Record<string, string>) => Promise<unknown>;

export function httpTransport(baseUrl: string): Transport {
  return async (path, body, headers) => {
    const res = await fetch(`${baseUrl}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
    return res.json();
  };
}

/**
 * The vendor side of the seamless wallet: every call signed with the vendor's private key
 * (X-Hub88-Signature over the exact body), with a fresh request_uuid.
 */
export class WalletClient {
  constructor(
    private readonly transport: Transport,
    private readonly partner: string,
    private readonly privateKey: KeyObject,
  ) {}

  private async call(path: string, body: Record<string, unknown>): Promise<WalletAnswer> {
    const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
    const signature = sign('sha256', Buffer.from(raw), this.privateKey).toString('base64');
    return (await this.transport(`/seamless/${this.partner}${path}`, raw, { 'x-hub88-signature': signature })) as WalletAnswer;
  }

  balance(user: string, token: string, gameCode: string) {
    return this.call('/user/balance', { user, token, game_code: gameCode });
  }

  bet(b: { user: string; token: string; uuid: string; round: string; gameCode: string; currency: string; units: number }) {
    return this.call('/transaction/bet', { user: b.user, token: b.token, transaction_uuid: b.uuid, round: b.round, round_closed: false, game_code: b.gameCode, currency: b.currency, amount: b.units });
  }

  win(w: { user: string; token: string; uuid: string; betUuid: string; round: string; gameCode: string; currency: string; units: number }) {
    return this.call('/transaction/win', { user: w.user, token: w.token, transaction_uuid: w.uuid, reference_transaction_uuid: w.betUuid, round: w.round, round_closed: true, game_code: w.gameCode, currency: w.currency, amount: w.units });
  }

  rollback(r: { user: string; token: string; uuid: string; betUuid: string; round: string; gameCode: string }) {
    return this.call('/transaction/rollback', { user: r.user, token: r.token, transaction_uuid: r.uuid, reference_transaction_uuid: r.betUuid, round: r.round, round_closed: true, game_code: r.gameCode });
  }
}
