import type { OpsPromotion, OpsPromotionChange } from '../../../contracts/content-ops';
import type { AppContext } from '../../app-context';
import { PG, pgErrorCode } from '../../db/types';
import { errors } from '../../http/app-error';
import { audited } from '../audit/log';
import { actorOf, fieldsOf, type Editor } from './editor';
import { listEditablePromotions, updateEditablePromotion, type EditablePromotion, type PromotionWrite } from './promotion-repository';

function view(p: EditablePromotion): OpsPromotion {
  const { titles, startsAt, endsAt, ...rest } = p;
  return { ...rest, titleFil: titles.fil ?? null, startsAt: startsAt?.toISOString() ?? null, endsAt: endsAt?.toISOString() ?? null };
}

const instant = (iso: string | null | undefined): Date | null | undefined => (iso === undefined || iso === null ? iso : new Date(iso));

export async function consolePromotions(ctx: AppContext): Promise<OpsPromotion[]> {
  return (await listEditablePromotions(ctx.db, ctx.config.merchantCode)).map(view);
}

/**
 * A promotion's texts, dates, visibility and what it pays. How it is earned (its kind, its minimum
 * deposit, once per player or not) stays as made: players may already hold a part in it.
 */
export async function changePromotion(
  ctx: AppContext,
  editor: Editor,
  promotionId: number,
  body: OpsPromotionChange,
): Promise<OpsPromotion> {
  const current = (await listEditablePromotions(ctx.db, ctx.config.merchantCode)).find((p) => p.promotionId === promotionId);
  if (!current) throw errors.notFound('No such promotion');
  const { titleFil, startsAt, endsAt, ...plain } = body;
  const change: PromotionWrite = { ...plain, title: body.title?.trim(), startsAt: instant(startsAt), endsAt: instant(endsAt) };
  if (titleFil !== undefined) {
    const { fil: _old, ...others } = current.titles;
    change.titles = titleFil === null ? others : { ...others, fil: titleFil.trim() };
  }
  const nextStart = change.startsAt === undefined ? current.startsAt : change.startsAt;
  const nextEnd = change.endsAt === undefined ? current.endsAt : change.endsAt;
  if (nextStart && nextEnd && nextEnd <= nextStart) throw errors.fieldInvalid('endsAt', 'The end must come after the start');
  try {
    const changed = await audited(
      ctx.db,
      (tx) => updateEditablePromotion(tx, ctx.config.merchantCode, promotionId, change),
      (p) =>
        p && { kind: 'content.promotion_changed', actor: actorOf(editor), data: { promotionId, fields: fieldsOf(body), active: p.active } },
    );
    if (!changed) throw errors.notFound('No such promotion');
    return view(changed);
  } catch (error) {
    // The table's own rule: a check-in or an application pays something, a cashback a percentage with a cap.
    if (pgErrorCode(error) === PG.checkViolation) throw errors.fieldInvalid('rewardAmount', 'This kind of promotion must pay something');
    throw error;
  }
}
