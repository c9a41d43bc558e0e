import type { WhitelabelFlag } from '../../../contracts/system';
import type { OpsWhitelabelResult } from '../../../contracts/operator';
import type { AppContext } from '../../app-context';
import { audited } from '../audit/log';
import { setWhitelabelFlag as writeFlag } from '../merchant/repository';

/** Who switched a flag, as the audit log names it: an operator key's (`operator.whitelabel`) or a staff member's in the console. */
export interface FlagSwitcher {
  kind: 'operator.whitelabel' | 'settings.whitelabel';
  actor: string;
}

/**
 * Switches one whitelabel flag of the platform's merchant (MANDATORYKYC3, the registration
 * methods...), recorded in the audit log. This process sees it on its next request; every other
 * process once its merchant cache expires (a few seconds: MerchantDirectory).
 */
export async function setWhitelabelFlag(
  ctx: Pick<AppContext, 'db' | 'config' | 'merchants'>,
  by: FlagSwitcher,
  flag: WhitelabelFlag,
  on: boolean,
): Promise<OpsWhitelabelResult> {
  await audited(
    ctx.db,
    (tx) => writeFlag(tx, ctx.config.merchantCode, flag, on),
    (changed) => (changed ? { kind: by.kind, actor: by.actor, data: { flag, on } } : null),
  );
  ctx.merchants.forget(ctx.config.merchantCode);
  return { flag, on };
}
