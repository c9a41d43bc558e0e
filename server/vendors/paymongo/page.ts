import type { GatewayMethod } from '../payments';
import { baseCss, escapeHtml as escape, formatAmount, htmlPage, pagePolicy } from '../sandbox-page';
import type { SessionView } from './checkout';
import { SANDBOX_MERCHANT } from './resources';

/**
 * The hosted payment page: it stands in for PayMongo's checkout page, a third party's, so its
 * texts are English and kept here in one place. Plain HTML forms, no script; phone first.
 */
export const TEXTS = {
  lang: 'en',
  title: 'PayMongo sandbox checkout',
  sandboxNotice: 'Sandbox: no real money moves. Choose what the payment provider does.',
  payHeading: 'Pay the merchant',
  paidHeading: 'Payment received',
  expiredHeading: 'This checkout has expired',
  notFoundHeading: 'Checkout not found',
  notFoundText: 'This checkout does not exist. Go back to the merchant and start again.',
  details: 'Payment details',
  merchant: 'Merchant',
  reference: 'Merchant reference',
  description: 'Description',
  amount: 'Amount',
  method: 'Method',
  timeLeft: 'Time left',
  paidAt: 'Paid at',
  lessThanAMinute: 'less than a minute',
  hours: (h: number) => `${h} h`,
  minutes: (m: number) => `${m} min`,
  declined: (code: string) => `The last attempt was declined (${code}). You can try again until the checkout expires.`,
  outcome: 'Choose the outcome',
  authorize: 'Authorize test payment',
  fail: 'Fail test payment',
  expire: 'Let it expire',
  backToMerchant: 'Back to the merchant',
  methods: { gcash: 'GCash', paymaya: 'Maya', qrph: 'QR Ph', dob: 'Online banking' } satisfies Record<GatewayMethod, string>,
} as const;

const CSS = `${baseCss(430)}h2{font-size:1.1rem;margin:20px 0 8px}
.notice{background:#fff4d6;border:1px solid #c99a06;border-radius:8px;padding:8px 12px;font-size:.95rem}
.declined{background:#fde8e8;border:1px solid #b42318;border-radius:8px;padding:8px 12px}
dl{background:#fff;border-radius:12px;padding:12px 16px;margin:0;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:#4a5163}
dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.25rem}
form{margin:0 0 12px}
button,.link{display:block;width:100%;min-height:48px;border-radius:10px;font:inherit;font-weight:600;text-align:center;
padding:12px;border:2px solid #1d4ed8;cursor:pointer;text-decoration:none}
.authorize{background:#1d4ed8;color:#fff}
.fail{background:#fff;color:#b42318;border-color:#b42318}
.expire,.link{background:#fff;color:#1d4ed8}
button:focus-visible,.link:focus-visible{outline:3px solid #111;outline-offset:2px}
`;
/** The merchant's return addresses are given on the pay page: its buttons' posts end there. */
const policy = pagePolicy(CSS);

export function formatTimeLeft(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return TEXTS.lessThanAMinute;
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${TEXTS.hours(hours)} ${TEXTS.minutes(minutes % 60)}` : TEXTS.minutes(minutes);
}

function layout(heading: string, body: string): string {
  const main = `<h1>${escape(heading)}</h1>\n<p class="notice">${escape(TEXTS.sandboxNotice)}</p>\n${body}`;
  return htmlPage({ lang: TEXTS.lang, title: `${heading} · ${TEXTS.title}`, css: CSS }, main);
}

const row = (term: string, value: string, cls = '') => `<dt>${escape(term)}</dt><dd${cls ? ` class="${cls}"` : ''}>${value}</dd>`;

const button = (id: string, action: 'authorize' | 'fail' | 'expire', label: string) =>
  `<form method="post" action="/checkout/${encodeURIComponent(id)}/${action}">` +
  `<button type="submit" class="${action}">${escape(label)}</button></form>`;

export interface RenderedPage {
  html: string;
  csp: string;
}

/** The page for a session as it stands at `now`: buttons while it is active, its outcome and a way back after. */
export function checkoutPage(view: SessionView, now: Date): RenderedPage {
  const { session, payments, status } = view;
  const method = session.payment_method_types[0]!;
  const bank = method === 'dob' && session.metadata?.bank_code ? ` (${session.metadata.bank_code.toUpperCase()})` : '';
  const paid = payments.find((p) => p.status === 'paid');
  const rows = [
    row(TEXTS.merchant, escape(SANDBOX_MERCHANT)),
    session.reference_number ? row(TEXTS.reference, escape(session.reference_number)) : '',
    session.description ? row(TEXTS.description, escape(session.description)) : '',
    row(TEXTS.amount, escape(formatAmount(Number(session.amount))), 'amount'),
    row(TEXTS.method, escape(TEXTS.methods[method] + bank)),
    status === 'active'
      ? row(
          TEXTS.timeLeft,
          `<time datetime="${session.expires_at.toISOString()}">` +
            `${escape(formatTimeLeft(session.expires_at.getTime() - now.getTime()))}</time>`,
        )
      : '',
    paid?.paid_at ? row(TEXTS.paidAt, `<time datetime="${paid.paid_at.toISOString()}">${escape(paid.paid_at.toISOString())}</time>`) : '',
  ].join('');
  const details = `<h2>${escape(TEXTS.details)}</h2><dl>${rows}</dl>`;

  if (status !== 'active') {
    const back = status === 'paid' ? session.success_url : session.cancel_url;
    const heading = status === 'paid' ? TEXTS.paidHeading : TEXTS.expiredHeading;
    const body = `${details}<p><a class="link" href="${escape(back)}">${escape(TEXTS.backToMerchant)}</a></p>`;
    return { html: layout(heading, body), csp: policy([]) };
  }
  const last = payments.at(-1);
  const declined =
    last?.status === 'failed' ? `<p class="declined" role="status">${escape(TEXTS.declined(last.failed_code ?? ''))}</p>` : '';
  const buttons = [
    button(session.id, 'authorize', TEXTS.authorize),
    button(session.id, 'fail', TEXTS.fail),
    button(session.id, 'expire', TEXTS.expire),
  ].join('\n');
  const body = `${declined}${details}<h2>${escape(TEXTS.outcome)}</h2>\n${buttons}`;
  return { html: layout(TEXTS.payHeading, body), csp: policy([session.success_url, session.cancel_url]) };
}

export function notFoundPage(): RenderedPage {
  return { html: layout(TEXTS.notFoundHeading, `<p>${escape(TEXTS.notFoundText)}</p>`), csp: policy([]) };
}
