import type { Queryable } from '../../db/types';

/** Sets (or, with null, removes) the merchant's override of one registration field (merchants.settings.registerFields). */
export async function writeRegisterField(tx: Queryable, merchantCode: string, field: string, rule: object | null): Promise<boolean> {
  const rows = await tx.query(
    rule === null
      ? `UPDATE merchants SET settings = settings #- ARRAY['registerFields', $2::text] WHERE code = $1 RETURNING code`
      : `UPDATE merchants
            SET settings = jsonb_set(settings || jsonb_build_object('registerFields', coalesce(settings->'registerFields', '{}'::jsonb)),
                                     ARRAY['registerFields', $2::text], $3::jsonb, true)
          WHERE code = $1 RETURNING code`,
    rule === null ? [merchantCode, field] : [merchantCode, field, JSON.stringify(rule)],
  );
  return rows.length === 1;
}

/** A deposit channel's switch, limits and preset amounts (centavos); false when the merchant has no such channel. */
export async function writeChannel(
  tx: Queryable,
  merchantCode: string,
  channelId: number,
  c: { enabled: boolean; min: number; max: number; fixAmounts: number[] },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE deposit_channels SET enabled = $3, min_amount = $4, max_amount = $5, fix_amounts = $6::jsonb
      WHERE merchant_code = $1 AND channel_id = $2 RETURNING channel_id`,
    [merchantCode, channelId, c.enabled, c.min, c.max, JSON.stringify(c.fixAmounts)],
  );
  return rows.length === 1;
}
