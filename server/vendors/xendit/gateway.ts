import { PayoutUnknown, type Payout, type PayoutProvider, type PayoutRequest, type PayoutStatus } from '../payouts';
import { timedOut } from '../fetch-failure';
import { providerApi } from '../provider-api';
import { secretsEqual } from '../sandbox-http';
import { toPesos } from './money';

export interface XenditPayoutsOptions {
  /** The API's origin: `https://api.xendit.co`, or the sandbox's. */
  apiUrl: string;
  secretKey: string;
  /** The dashboard's callback verification token, which Xendit sends as `x-callback-token`. */
  callbackToken: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Xendit's refusals of a create that prove no payout was made under the key: the body was
 * invalid for the channel. Only these become a FAILED payout (the hold may go back); every other
 * refusal, including DUPLICATE_ERROR (a payout exists under this key, with another body), an
 * auth or permission error, a rate limit or any code not listed here, is PayoutUnknown.
 */
export const REFUSAL_CODES: ReadonlySet<string> = new Set([
  'API_VALIDATION_ERROR',
  'INVALID_JSON_FORMAT',
  'CHANNEL_CODE_NOT_SUPPORTED',
  'CHANNEL_CODE_NOT_SUPPORTED_ERROR',
  'RECIPIENT_ACCOUNT_NUMBER_ERROR',
  'RECIPIENT_AMOUNT_ERROR',
  'MINIMUM_TRANSFER_LIMIT_ERROR',
  'MAXIMUM_TRANSFER_LIMIT_ERROR',
  'AMOUNT_INCREMENT_NOT_SUPPORTED',
]);

/** Xendit's statuses for a payout still on its way (taken, sent to the channel, under review, routed). */
const IN_FLIGHT = new Set(['ACCEPTED', 'REQUESTED', 'PENDING_COMPLIANCE_ASSESSMENT', 'ROUTING', 'READY', 'LOCKED']);
/** Xendit's statuses for a payout that did not pay and will not. */
const NOT_PAID = new Set(['FAILED', 'COMPLIANCE_REJECTED', 'REJECTED', 'EXPIRED', 'CANCELLED']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An answer that arrived and was read: its status and parsed body (null when not JSON). */
interface Answer {
  status: number;
  body: unknown;
}

/**
 * A payout as the platform sees it. Xendit's CANCELLED (the merchant cancelled it before it was
 * sent) has no platform status: it is FAILED with failureCode 'CANCELLED', since nothing was
 * paid. A status this client does not know is PayoutUnknown, never a guess.
 */
export function payoutOf(data: unknown): Payout {
  if (!isObject(data) || typeof data.id !== 'string' || typeof data.reference_id !== 'string' || typeof data.status !== 'string') {
    throw new PayoutUnknown('Xendit: a payout without id, reference_id or status');
  }
  if (typeof data.amount !== 'number' || !Number.isFinite(data.amount) || data.amount < 0)
    throw new PayoutUnknown('Xendit: a payout without amount');
  const raw = data.status;
  let status: PayoutStatus;
  if (IN_FLIGHT.has(raw)) status = 'ACCEPTED';
  else if (raw === 'SUCCEEDED') status = 'SUCCEEDED';
  else if (raw === 'REVERSED') status = 'REVERSED';
  else if (NOT_PAID.has(raw)) status = 'FAILED';
  else throw new PayoutUnknown(`Xendit: unknown payout status ${JSON.stringify(raw.slice(0, 40))}`);
  const failureCode = raw === 'CANCELLED' ? 'CANCELLED' : typeof data.failure_code === 'string' ? data.failure_code : undefined;
  return {
    providerRef: data.id,
    referenceId: data.reference_id,
    status,
    amount: Math.round(data.amount * 100),
    currency: typeof data.currency === 'string' ? data.currency : 'PHP',
    ...(status === 'FAILED' || status === 'REVERSED' ? { failureCode: failureCode ?? raw } : {}),
  };
}

/** Which of several payouts under one reference speaks for it: money out first, then in flight, then returned, then failed. */
const WEIGHT: Record<PayoutStatus, number> = { SUCCEEDED: 0, ACCEPTED: 1, REVERSED: 2, FAILED: 3 };

/**
 * The platform's client for Xendit's Payouts v2 API (and the sandbox shaped like it).
 *
 * What a create's answer means: a 2xx payout is what it says; a refusal in REFUSAL_CODES (the
 * request was invalid, so nothing was made under the key) comes back as a FAILED payout with
 * Xendit's error code as failureCode and an empty providerRef; anything else (no answer, a
 * timeout, a 5xx, an unreadable body, any other refusal) throws PayoutUnknown: the payout may
 * exist, so the caller keeps the hold and asks again (findByReference).
 */
export function xenditPayouts(options: XenditPayoutsOptions): PayoutProvider {
  const api = providerApi(options);

  /** One call; only a failure to get any readable answer throws here (a non-2xx is the caller's to judge). */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const what = `Xendit ${method} ${path.split('?')[0]}`;
    try {
      const response = await api.send(method, path, body, headers);
      // Read under the same timeout: a body that never ends is no answer either.
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Left null: a 2xx without JSON is unreadable, an error without JSON is unknown.
      }
      return { status: response.status, body: parsed };
    } catch (error) {
      throw new PayoutUnknown(timedOut(error) ? `${what}: no answer in ${api.timeoutMs} ms` : `${what}: unreachable`);
    }
  }

  return {
    code: 'xendit',

    async createPayout(request: PayoutRequest): Promise<Payout> {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new RangeError('amount must be a positive whole number of centavos');
      const answer = await call(
        'POST',
        '/v2/payouts',
        {
          reference_id: request.referenceId,
          channel_code: request.channelCode,
          channel_properties: { account_holder_name: request.accountHolderName, account_number: request.accountNumber },
          amount: toPesos(request.amount),
          currency: request.currency,
          description: request.description,
        },
        { 'idempotency-key': request.idempotencyKey },
      );
      if (answer.status >= 200 && answer.status < 300) {
        const payout = payoutOf(answer.body);
        // Never apply another payout's truth to this request.
        if (payout.referenceId !== request.referenceId) throw new PayoutUnknown('Xendit: the payout answered is for another reference');
        return payout;
      }
      const code = isObject(answer.body) && typeof answer.body.error_code === 'string' ? answer.body.error_code : null;
      if (answer.status === 400 && code !== null && REFUSAL_CODES.has(code)) {
        return {
          providerRef: '',
          referenceId: request.referenceId,
          status: 'FAILED',
          amount: request.amount,
          currency: request.currency,
          failureCode: code,
        };
      }
      throw new PayoutUnknown(`Xendit POST /v2/payouts: HTTP ${answer.status}${code ? ` ${code}` : ''}`);
    },

    async findByReference(referenceId: string): Promise<Payout | null> {
      const answer = await call('GET', `/v2/payouts?reference_id=${encodeURIComponent(referenceId)}`);
      if (answer.status < 200 || answer.status >= 300) throw new PayoutUnknown(`Xendit GET /v2/payouts: HTTP ${answer.status}`);
      // Xendit's reference lists it as `{ data: [...], has_more }`; a bare array is read too.
      const list = Array.isArray(answer.body)
        ? answer.body
        : isObject(answer.body) && Array.isArray(answer.body.data)
          ? answer.body.data
          : null;
      if (list === null) throw new PayoutUnknown('Xendit GET /v2/payouts: unreadable answer');
      const payouts = list.map(payoutOf);
      if (payouts.some((p) => p.referenceId !== referenceId)) throw new PayoutUnknown('Xendit: a payout listed under another reference');
      return payouts.sort((a, b) => WEIGHT[a.status] - WEIGHT[b.status])[0] ?? null;
    },

    verifyCallback(token: string | undefined): boolean {
      return typeof token === 'string' && token !== '' && secretsEqual(token, options.callbackToken);
    },
  };
}
