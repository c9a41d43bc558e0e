import type { WhitelabelFlag } from '../../../contracts/system';
import type { OpsWhitelabelResult } from '../../../contracts/operator';
import type { AppContext } from '../../app-context';
import { audited } from '../audit/log';
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
    (tx) =>
      tx.query(
        `UPDATE merchants
            SET settings = jsonb_set(settings || jsonb_build_object('whitelabel', coalesce(settings->'whitelabel', '{}'::jsonb)),
                                     ARRAY['whitelabel', $2::text], to_jsonb($3::boolean), true)
          WHERE code = $1 RETURNING code`,
        [ctx.config.merchantCode, flag, on],
      ),
    (rows) => (rows.length === 0 ? null : { kind: 'operator.whitelabel', actor: `operator:${operator.id}`, data: { flag, on } }),
  );
  return { flag, on };
}
