import {
  GatewayUnavailable,
  type Checkout,
  type CheckoutRequest,
  type GatewayPayment,
  type PaymentGateway,
  type WebhookVerdict,
} from '../payments';
import { isJsonObject as isObject, providerApi, type JsonObject as Json } from '../provider-api';
import { METHOD_LIFETIME_MS } from './methods';
import { parseSignatureHeader, signatureMatches } from './signature';

/** How far a webhook's timestamp may be from our clock before it is refused as a replay. */
export const WEBHOOK_TOLERANCE_S = 300;

export interface PaymongoGatewayOptions {
  /** The API's origin: `https://api.paymongo.com`, or the sandbox's. */
  apiUrl: string;
  /** The hosted pages' origin: `https://checkout.paymongo.com`, or the sandbox's. */
  origin: string;
  secretKey: string;
  webhookSecret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The platform's client for PayMongo's Checkout API (and the sandbox shaped like it): opens
 * checkout sessions, reads them back, and checks the webhooks' signatures.
 */
export function paymongoGateway(options: PaymongoGatewayOptions): PaymentGateway {
  const api = providerApi(options);
  const origin = new URL(options.origin).origin;

  /** One API call's `data`; any failure to get it is GatewayUnavailable (the outcome is unknown). */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Json> {
    const answer = await api.object('PayMongo', (why) => new GatewayUnavailable(why), method, path, body, headers);
    if (isObject(answer.data)) return answer.data;
    throw new GatewayUnavailable(`PayMongo ${method} ${path}: unreadable answer`);
  }

  const attributesOf = (data: Json): Json => {
    if (typeof data.id !== 'string' || !isObject(data.attributes))
      throw new GatewayUnavailable('PayMongo: answer without id or attributes');
    return data.attributes;
  };

  return {
    code: 'paymongo',
    origin,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const metadata: Record<string, string> = { reference: request.reference };
      // PayMongo's checkout picks the bank on its page; the sandbox's page shows the one the player chose.
      if (request.bankCode) metadata.bank_code = request.bankCode;
      const data = await call(
        'POST',
        '/v1/checkout_sessions',
        {
          data: {
            attributes: {
              line_items: [{ amount: request.amount, currency: request.currency, name: request.description, quantity: 1 }],
              payment_method_types: [request.method],
              reference_number: request.reference,
              description: request.description,
              success_url: request.successUrl,
              cancel_url: request.cancelUrl,
              metadata,
            },
          },
        },
        { 'idempotency-key': request.idempotencyKey },
      );
      const attributes = attributesOf(data);
      const checkoutUrl = attributes.checkout_url;
      // The player is sent to this address: it must be on the provider's page origin, whatever the answer says.
      if (typeof checkoutUrl !== 'string' || !URL.canParse(checkoutUrl) || new URL(checkoutUrl).origin !== origin) {
        throw new GatewayUnavailable('PayMongo: checkout_url is not on the hosted pages’ origin');
      }
      // The sandbox says when the session expires; PayMongo's own answer does not, so the method's lifetime stands in.
      const expiresAt = isCount(attributes.expires_at)
        ? new Date(attributes.expires_at * 1000)
        : new Date((isCount(attributes.created_at) ? attributes.created_at * 1000 : Date.now()) + METHOD_LIFETIME_MS[request.method]);
      return { providerRef: data.id as string, checkoutUrl, expiresAt };
    },

    async getPayment(providerRef: string): Promise<GatewayPayment> {
      const data = await call('GET', `/v1/checkout_sessions/${encodeURIComponent(providerRef)}`);
      return paymentOf(data.id as string, attributesOf(data));
    },

    verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): WebhookVerdict {
      if (!signatureHeader) return { ok: false, reason: 'missing_signature' };
      const parts = parseSignatureHeader(signatureHeader);
      if (!parts) return { ok: false, reason: 'bad_signature' };
      // A live-mode event is signed in `li`, a test-mode one in `te`; the other is empty.
      const signature = parts.live !== '' ? parts.live : parts.test;
      if (!signatureMatches(options.webhookSecret, parts.timestamp, rawBody, signature)) return { ok: false, reason: 'bad_signature' };
      if (Math.abs(now.getTime() / 1000 - parts.timestamp) > WEBHOOK_TOLERANCE_S) return { ok: false, reason: 'stale' };
      return eventOf(rawBody);
    },
  };
}

/**
 * A checkout session as the platform sees it: paid once a payment went through, expired past
 * its time, failed while its latest attempt was declined (not final: the payer may try again on
 * the same page until it expires, so `paid` can still follow), pending otherwise.
 */
function paymentOf(providerRef: string, a: Json): GatewayPayment {
  const payments = (Array.isArray(a.payments) ? a.payments : []).filter(isObject).map((p) => (isObject(p.attributes) ? p.attributes : {}));
  const paid = payments.find((p) => p.status === 'paid');
  const last = payments.at(-1);
  const lineItems = (Array.isArray(a.line_items) ? a.line_items : []).filter(isObject);
  const total = lineItems.reduce(
    (sum, item) => sum + (isCount(item.amount) ? item.amount : 0) * (isCount(item.quantity) ? item.quantity : 1),
    0,
  );
  if (a.status !== 'active' && a.status !== 'paid' && a.status !== 'expired')
    throw new GatewayUnavailable('PayMongo: unknown session status');
  const status =
    a.status === 'paid' || paid ? 'paid' : a.status === 'expired' ? 'expired' : last?.status === 'failed' ? 'failed' : 'pending';
  const currency = (paid ?? lineItems[0])?.currency;
  return {
    providerRef,
    reference: typeof a.reference_number === 'string' ? a.reference_number : '',
    status,
    amount: paid && isCount(paid.amount) ? paid.amount : total,
    currency: typeof currency === 'string' ? currency : 'PHP',
  };
}

/**
 * The event's id, type and time, and the checkout it is about: a checkout session event's
 * resource is the session; a payment event's resource is the payment, which PayMongo links to
 * its payment intent only, so the session is read from `metadata.checkout_session_id` (which
 * the sandbox sets on every payment of a checkout).
 */
function eventOf(rawBody: Buffer): WebhookVerdict {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const event = isObject(body) && isObject(body.data) ? body.data : null;
  const attributes = event && isObject(event.attributes) ? event.attributes : null;
  if (!event || !attributes || typeof event.id !== 'string' || event.id === '') return { ok: false, reason: 'malformed' };
  if (typeof attributes.type !== 'string' || attributes.type === '' || !isCount(attributes.created_at))
    return { ok: false, reason: 'malformed' };
  const resource = isObject(attributes.data) ? attributes.data : null;
  const metadata =
    resource && isObject(resource.attributes) && isObject(resource.attributes.metadata) ? resource.attributes.metadata : null;
  let providerRef: string | null = null;
  if (resource?.type === 'checkout_session' && typeof resource.id === 'string') providerRef = resource.id;
  else if (typeof metadata?.checkout_session_id === 'string') providerRef = metadata.checkout_session_id;
  return {
    ok: true,
    event: { eventId: event.id, eventType: attributes.type, providerRef },
  };
}
