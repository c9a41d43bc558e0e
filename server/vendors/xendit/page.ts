import { channelOf, FAILURE_CODES } from './channels';
import { OUTCOME_RULES } from './outcomes';
import type { CallbackRow, PayoutRow } from './repository';
import { baseCss, escapeHtml as escape, formatAmount, htmlPage, pagePolicy } from '../sandbox-page';

/**
 * The testers' page at /sandbox: it stands in for Xendit's dashboard, a third party's, so its
 * texts are English and kept here in one place. Plain HTML forms, no script; phone first.
 */
export const TEXTS = {
  lang: 'en',
  title: 'Xendit payouts sandbox',
  notice: 'Sandbox: no real money moves. Payouts settle on their own after a few seconds; decide one here to override.',
  faultsHeading: 'API faults',
  faultsHelp: 'While on, every /v2/payouts call still does its work, but its answer is spoiled.',
  timeout: 'Time out (hold answers past the client’s patience)',
  serverError: 'Answer 500 SERVER_ERROR',
  on: 'On',
  off: 'Off',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  rulesHeading: 'Test account numbers',
  rulesIntro: 'The account number decides what a new payout does:',
  ruleHold: 'The account number 131313 also stays ACCEPTED.',
  ruleOther: 'Any other number: succeeds.',
  payoutsHeading: 'Recent payouts',
  none: 'No payouts yet.',
  reference: 'Reference',
  id: 'Payout id',
  amount: 'Amount',
  channel: 'Channel',
  account: 'Account',
  status: 'Status',
  failureCode: 'Failure code',
  created: 'Created',
  callbacks: 'Callbacks',
  noCallbacks: 'none',
  delivered: 'delivered',
  gaveUp: 'given up',
  due: (attempt: number) => `attempt ${attempt} due`,
  unsent: 'not sent (no callback URL)',
  succeed: 'Succeed now',
  fail: 'Fail now',
  failWith: 'Failure code',
  reverse: 'Reverse now',
} as const;

const CSS = `${baseCss(640)}h2{font-size:1.15rem;margin:24px 0 8px}
h3{font-size:1rem;margin:0 0 8px;overflow-wrap:anywhere}
.notice{background:#fff4d6;border:1px solid #c99a06;border-radius:8px;padding:8px 12px;font-size:.95rem}
.card{background:#fff;border-radius:12px;padding:12px 16px;margin:0 0 12px}
dl{margin:0 0 8px;display:grid;grid-template-columns:auto 1fr;gap:4px 12px}
dt{color:#4a5163}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
ul{margin:0;padding-left:20px}
form{margin:8px 0 0}
.row{display:flex;flex-wrap:wrap;gap:8px;align-items:end}
label{display:block;font-size:.9rem;color:#4a5163}
select{min-height:44px;font:inherit;border-radius:8px;border:1px solid #8a91a3;padding:0 8px;max-width:100%}
button{min-height:44px;border-radius:10px;font:inherit;font-weight:600;padding:8px 16px;border:2px solid #1d4ed8;background:#1d4ed8;
color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8}
button.danger{background:#fff;color:#b42318;border-color:#b42318}
button:focus-visible,select:focus-visible{outline:3px solid #111;outline-offset:2px}
`;
/** The page's own policy: its forms post only here. */
export const PAGE_CSP = pagePolicy(CSS)();

function callbackState(c: CallbackRow): string {
  const state = c.delivered_at
    ? TEXTS.delivered
    : c.gave_up_at
      ? TEXTS.gaveUp
      : c.next_attempt_at
        ? TEXTS.due(c.attempts + 1)
        : TEXTS.unsent;
  return `${c.event}: ${state}`;
}

const row = (term: string, value: string) => `<dt>${escape(term)}</dt><dd>${value}</dd>`;
const actionPath = (id: string, action: string) => `/sandbox/payouts/${encodeURIComponent(id)}/${action}`;
const button = (action: string, label: string, cls = '') =>
  `<form method="post" action="${action}"><button type="submit"${cls ? ` class="${cls}"` : ''}>${escape(label)}</button></form>`;

/** A switch: its state, and one button that flips it (described by the state, so a screen reader says which switch). */
function faultForm(fault: 'timeout' | 'server_error', name: string, on: boolean): string {
  const state = on ? TEXTS.on : TEXTS.off;
  const action = `/sandbox/faults/${fault}/${on ? 'off' : 'on'}`;
  const turn = escape(on ? TEXTS.turnOff : TEXTS.turnOn);
  const press = `<button type="submit" class="${on ? 'danger' : 'secondary'}" aria-describedby="fault-${fault}">${turn}</button>`;
  return `<div class="card"><p id="fault-${fault}">${escape(name)}: <strong>${escape(state)}</strong></p>
<form method="post" action="${action}">${press}</form></div>`;
}

function payoutCard(p: PayoutRow, callbacks: CallbackRow[], index: number): string {
  const channel = channelOf(p.channel_code);
  const details = [
    row(TEXTS.id, escape(p.id)),
    row(TEXTS.amount, escape(formatAmount(Number(p.amount)))),
    row(TEXTS.channel, escape(channel ? `${channel.name} (${p.channel_code})` : p.channel_code)),
    row(TEXTS.account, escape(`${p.account_holder_name} · ${p.account_number}`)),
    row(TEXTS.status, escape(p.status)),
    p.failure_code ? row(TEXTS.failureCode, escape(p.failure_code)) : '',
    row(TEXTS.created, `<time datetime="${p.created_at.toISOString()}">${escape(p.created_at.toISOString())}</time>`),
    row(TEXTS.callbacks, escape(callbacks.length > 0 ? callbacks.map(callbackState).join('; ') : TEXTS.noCallbacks)),
  ].join('');
  let actions = '';
  if (p.status === 'ACCEPTED') {
    const select = `fail-code-${index}`;
    const options = FAILURE_CODES.map((code) => `<option>${escape(code)}</option>`).join('');
    actions =
      button(actionPath(p.id, 'succeed'), TEXTS.succeed) +
      `<form method="post" action="${actionPath(p.id, 'fail')}" class="row">` +
      `<div><label for="${select}">${escape(TEXTS.failWith)}</label><select id="${select}" name="failure_code">${options}</select></div>` +
      `<button type="submit" class="danger">${escape(TEXTS.fail)}</button></form>`;
  } else if (p.status === 'SUCCEEDED') {
    actions = button(actionPath(p.id, 'reverse'), TEXTS.reverse, 'danger');
  }
  const heading = `<h3 id="payout-${index}">${escape(TEXTS.reference)}: ${escape(p.reference_id)}</h3>`;
  return `<article class="card" aria-labelledby="payout-${index}">${heading}<dl>${details}</dl>${actions}</article>`;
}

export interface PageView {
  faults: { timeout: boolean; serverError: boolean };
  payouts: { row: PayoutRow; callbacks: CallbackRow[] }[];
}

export function sandboxPage(view: PageView): string {
  const rules = OUTCOME_RULES.map((rule) => `<li>…${escape(rule.suffix)}: ${escape(rule.says)}</li>`).join('');
  const payouts =
    view.payouts.length > 0 ? view.payouts.map((p, i) => payoutCard(p.row, p.callbacks, i)).join('\n') : `<p>${escape(TEXTS.none)}</p>`;
  const main = `<h1>${escape(TEXTS.title)}</h1>
<p class="notice">${escape(TEXTS.notice)}</p>
<section aria-labelledby="faults"><h2 id="faults">${escape(TEXTS.faultsHeading)}</h2>
<p>${escape(TEXTS.faultsHelp)}</p>
${faultForm('timeout', TEXTS.timeout, view.faults.timeout)}
${faultForm('server_error', TEXTS.serverError, view.faults.serverError)}
</section>
<section aria-labelledby="rules"><h2 id="rules">${escape(TEXTS.rulesHeading)}</h2>
<p>${escape(TEXTS.rulesIntro)}</p><ul>${rules}<li>${escape(TEXTS.ruleHold)}</li><li>${escape(TEXTS.ruleOther)}</li></ul>
</section>
<section aria-labelledby="payouts"><h2 id="payouts">${escape(TEXTS.payoutsHeading)}</h2>
${payouts}
</section>`;
  return htmlPage({ lang: TEXTS.lang, title: TEXTS.title, css: CSS }, main);
}
