import type { ClaimResult, PromotionList, PromotionView } from '../../contracts/promotions';
import type { Http } from './http';

export type { ClaimResult, PromotionKind, PromotionList, PromotionState, PromotionView } from '../../contracts/promotions';

/**
 * /m/activity's calls: the list answers anyone (with the player's state when the session is a real
 * account's); applying and claiming need a real account and carry an Idempotency-Key (one per tap).
 */
export function promotionsApi(http: Http) {
  return {
    list: () => http.request<PromotionList>({ method: 'GET', url: '/wps/activity/promotions' }),
    apply: (promotionId: number, idempotencyKey: string) =>
      http.request<PromotionView>({
        method: 'POST',
        url: '/wps/activity/promotions/apply',
        data: { promotionId },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    claim: (promotionId: number, idempotencyKey: string) =>
      http.request<ClaimResult>({
        method: 'POST',
        url: '/wps/activity/promotions/claim',
        data: { promotionId },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  };
}
