import type { TFunction } from 'i18next';
import type { InboxMessage } from '../../api/inbox';

const LIMIT_KINDS = new Set(['deposit', 'loss', 'wager', 'session']);
const PERIODS = new Set(['day', 'week', 'month']);

/** The i18n key of a platform message: a KYC rejection the player may answer, or a limit removed, reads differently. */
function templateKey(message: InboxMessage): string {
  const { template, params } = message;
  if (template === 'kycRejected' && params.canResubmit === 1) return 'kycRejectedRetry';
  if (template === 'limitEffective' && params.amount === -1) return 'limitRemoved';
  return template!;
}

/** The limit's name ("weekly loss limit") and amount (money, or minutes for a session). */
function limitWords(params: InboxMessage['params'], t: TFunction, money: (centavos: number) => string) {
  const kind = LIMIT_KINDS.has(String(params.kind)) ? String(params.kind) : 'deposit';
  const period = PERIODS.has(String(params.period)) ? t(`inbox.periods.${String(params.period)}`) : '';
  const amount = Number(params.amount);
  return {
    limit: t(`inbox.limits.${kind}`, { period }),
    amount: kind === 'session' ? t('inbox.limits.minutes', { count: amount }) : money(amount),
  };
}

/**
 * What a message says, in the language shown: an operator's as they wrote it; the platform's
 * from its template, with amounts in the merchant's currency.
 */
export function wordingOf(message: InboxMessage, t: TFunction, money: (centavos: number) => string): { title: string; body: string } {
  if (message.template === null) return { title: message.title ?? '', body: message.body ?? '' };
  const { params } = message;
  const key = templateKey(message);
  const values =
    message.template === 'limitEffective'
      ? limitWords(params, t, money)
      : { ...params, amount: typeof params.amount === 'number' ? money(params.amount) : '' };
  return { title: t(`inbox.templates.${key}.title`, values), body: t(`inbox.templates.${key}.body`, values) };
}
