import type { AppContext } from '../../app-context';
import { activeAffiliateExists } from './repository';

/** Whether an invitation code names one of the merchant's active affiliates (spaces around it ignored). */
export function isActiveAffiliate(ctx: AppContext, code: string): Promise<boolean> {
  return activeAffiliateExists(ctx.db, ctx.config.merchantCode, code.trim());
}
