import type { WhitelabelFlag } from '../../../contracts/system';
import type { OpsWhitelabelResult } from '../../../contracts/operator';
import type { AppContext } from '../../app-context';
import { audited } from '../audit/log';
import { setWhitelabelFlag as writeFlag } from '../merchant/repository';
import type { OperatorRow } from './repository';

/**
 * Switches one whitelabel flag of the platform's merchant (MANDATORYKYC3, the registration
 * methods...), recorded in the audit log. Every process sees it once its merchant cache expires
 * (a few seconds: MerchantDirectory).
 */
export async function setWhitelabelFlag(
  ctx: Pick<AppContext, 'db' | 'config'>,
  operator: OperatorRow,
  flag: WhitelabelFlag,
  on: boolean,
): Promise<OpsWhitelabelResult> {
  await audited(
    ctx.db,
    (tx) => writeFlag(tx, ctx.config.merchantCode, flag, on),
    (changed) => (changed ? { kind: 'operator.whitelabel', actor: `operator:${operator.id}`, data: { flag, on } } : null),
  );
  return { flag, on };
}
