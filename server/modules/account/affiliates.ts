import type { AppContext } from '../../app-context';

export async function isActiveAffiliate(ctx: AppContext, code: string): Promise<boolean> {
  const rows = await ctx.db.query('SELECT 1 FROM affiliates WHERE merchant_code = $1 AND upper(code) = upper($2) AND active', [
    ctx.config.merchantCode,
    code.trim(),
  ]);
  return rows.length > 0;
}
