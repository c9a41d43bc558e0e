/**
 * Promotions (/m/activity; OpenAPI tag 'promotions'). The spec names no calls for activities, so the
 * paths are the platform's own:
 *   GET  /wps/activity/promotions        every running or announced promotion, with the caller's state
 *                                        in it (a visitor's or trial player's view without a session's facts)
 *   POST /wps/activity/promotions/apply  { promotionId }: apply to a promotion the operator approves
 *   POST /wps/activity/promotions/claim  { promotionId }: be paid a check-in, a cashback or an approved application
 * Both POSTs take an Idempotency-Key header, need a real account (trial: TRIAL_FORBIDDEN) and answer
 * the promotion as it stands after them. Money in centavos; days and weeks are Manila's (Monday first).
 * The operator's side: GET /ops/promotion-applications, POST …/:applicationId/approve and …/reject.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { PageOf } from './paging';

/** How a promotion is earned (see the promotions table's comment in migration 028). */
export const PROMOTION_KINDS = ['deposit', 'check_in', 'cashback', 'application'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * SPEC §4's activity labels, each a state of one promotion for one player: join (take part: deposit,
 * play, apply), claim (a reward is ready), applying (waiting for the operator, or a deposit for its
 * credit), rejected, issued (approved, ready to claim), claimed, closed, signed (checked in today),
 * coming_soon.
 */
export const PROMOTION_STATES = ['join', 'claim', 'applying', 'rejected', 'issued', 'claimed', 'closed', 'signed', 'coming_soon'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const APPLICATION_STATUSES = ['applying', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const enumOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Centavos = (description: string) => Type.Integer({ description: `Centavos; ${description}` });

export const PromotionView = Type.Object({
  promotionId: Type.Integer(),
  kind: enumOf(PROMOTION_KINDS),
  title: Type.String({ description: 'In English' }),
  titles: Type.Record(Type.String(), Type.String(), { description: 'The title in other languages, by locale (fil)' }),
  state: enumOf(PROMOTION_STATES),
  startsAt: Nullable(Type.String({ description: 'Before it: coming soon' })),
  endsAt: Nullable(Type.String({ description: 'From it: closed' })),
  minDeposit: Centavos('the smallest qualifying deposit, -1 when not a deposit promotion'),
  bonusPercent: Type.Integer({ description: 'Of the deposit (deposit kind) or of the week’s net loss (cashback)' }),
  maxBonus: Centavos('the cap of a percentage'),
  rewardAmount: Centavos('what a check-in or an approved application pays'),
  turnoverMultiplier: Type.Integer({
    description: 'Bets needed before the money is withdrawable, as a multiple of it (deposit: of deposit + bonus)',
  }),
  oncePerPlayer: Type.Boolean(),
  claimable: Nullable(Centavos('what a claim would pay now')),
  paid: Nullable(Centavos('what the player was paid in the current period (today, last week, once)')),
  nextAt: Nullable(Type.String({ description: 'When the next check-in or cashback can be claimed' })),
  week: Nullable(
    Type.Object(
      { from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }) },
      { description: 'Cashback: the Monday-to-Sunday week a claim pays for (the last one)' },
    ),
  ),
  netLoss: Nullable(Centavos('cashback: the player’s net loss in that week (stakes less wins; 0 when they won)')),
  applicationId: Nullable(Type.String()),
  reason: Nullable(Type.String({ description: 'Why the application was rejected' })),
});
export type PromotionView = Static<typeof PromotionView>;

export const PromotionList = Type.Array(PromotionView);
export type PromotionList = Static<typeof PromotionList>;

export const PromotionBody = Type.Object(
  { promotionId: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { additionalProperties: false },
);
export type PromotionBody = Static<typeof PromotionBody>;

export const ClaimResult = Type.Object({
  promotion: PromotionView,
  amount: Centavos('paid into the balance'),
  turnoverRequired: Centavos('bets needed before it can be withdrawn'),
});
export type ClaimResult = Static<typeof ClaimResult>;

// The operator's side.

export const OpsApplicationsQuery = Type.Object(
  {
    status: Type.Optional(enumOf(APPLICATION_STATUSES)),
    pageNo: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type OpsApplicationsQuery = Static<typeof OpsApplicationsQuery>;

export const OpsApplicationParams = Type.Object(
  { applicationId: Type.String({ pattern: '^A[0-9]{1,18}$' }) },
  { additionalProperties: false },
);

export const OpsApplication = Type.Object({
  applicationId: Type.String(),
  username: Type.String(),
  promotionId: Type.Integer(),
  promotionTitle: Type.String(),
  rewardAmount: Type.Integer(),
  status: enumOf(APPLICATION_STATUSES),
  reason: Nullable(Type.String()),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  decidedBy: Nullable(Type.String()),
});
export type OpsApplication = Static<typeof OpsApplication>;

export const OpsApplicationPage = PageOf(OpsApplication);
export type OpsApplicationPage = Static<typeof OpsApplicationPage>;
