import type { TFunction } from 'i18next';
import type { PromotionView } from '../../api';
import { formatTime } from '../../lib/formatTime';

type Money = (centavos: number) => string;

/** The title in the language shown, where the operator wrote one, else the English. */
export function titleOf(p: PromotionView, locale: string): string {
  return p.titles[locale] ?? p.title;
}

/** How the promotion pays, how often, what must be bet before withdrawing, and its dates. */
export function rulesOf(p: PromotionView, t: TFunction, money: Money): string[] {
  const lines: string[] = [];
  if (p.kind === 'deposit') {
    lines.push(t('promotions.rules.deposit', { percent: p.bonusPercent, max: money(p.maxBonus), min: money(p.minDeposit) }));
    lines.push(t(p.oncePerPlayer ? 'promotions.rules.depositOnce' : 'promotions.rules.depositEvery'));
  } else if (p.kind === 'cashback') {
    lines.push(t('promotions.rules.cashback', { percent: p.bonusPercent, max: money(p.maxBonus) }));
  } else {
    lines.push(t(`promotions.rules.${p.kind}`, { amount: money(p.rewardAmount) }));
  }
  const times = p.turnoverMultiplier;
  lines.push(
    times === 0
      ? t('promotions.rules.noTurnover')
      : t(p.kind === 'deposit' ? 'promotions.rules.turnoverDeposit' : 'promotions.rules.turnover', { times }),
  );
  if (p.startsAt) lines.push(t('promotions.rules.starts', { time: formatTime(p.startsAt) }));
  if (p.endsAt) lines.push(t('promotions.rules.ends', { time: formatTime(p.endsAt) }));
  return lines;
}

const JOIN_HINTS: Partial<Record<PromotionView['kind'], string>> = {
  deposit: 'promotions.note.joinDeposit',
  cashback: 'promotions.note.joinCashback',
  application: 'promotions.note.joinApplication',
};

/** What the player's state means now: what is ready or was paid, last week's loss, when the next opens, why a refusal. */
export function notesOf(p: PromotionView, t: TFunction, money: Money): string[] {
  const notes: string[] = [];
  if (p.claimable !== null && (p.state === 'claim' || p.state === 'issued'))
    notes.push(t('promotions.note.claimable', { amount: money(p.claimable) }));
  if (p.paid !== null) notes.push(t('promotions.note.paid', { amount: money(p.paid) }));
  if (p.week && p.netLoss !== null) notes.push(t('promotions.note.week', { from: p.week.from, to: p.week.to, loss: money(p.netLoss) }));
  if (p.nextAt) notes.push(t('promotions.note.next', { time: formatTime(p.nextAt) }));
  if (p.reason) notes.push(t('promotions.note.reason', { reason: p.reason }));
  if (p.state === 'applying') notes.push(t(p.kind === 'deposit' ? 'promotions.note.waitingDeposit' : 'promotions.note.waitingTeam'));
  const hint = JOIN_HINTS[p.kind];
  if (p.state === 'join' && hint) notes.push(t(hint));
  return notes;
}
