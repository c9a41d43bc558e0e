import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import {
  BonusReport,
  GgrReport,
  PaymentsReport,
  PlayersReport,
  ProtectionReport,
  ReportQuery,
  type ReportName,
} from '../../../contracts/reports';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { staffGuard } from '../staff/guard';
import { reportCsv, runReport } from './service';

const tags = ['reports'];
/** The console works during maintenance, as the operator API does. */
const config = { access: 'open' as const };

const REPORTS: { name: ReportName; summary: string; schema: TSchema }[] = [
  { name: 'ggr', summary: 'Gross gaming revenue per day, vendor and game, checked against the ledger', schema: GgrReport },
  { name: 'payments', summary: 'Completed deposits and withdrawals per day and channel', schema: PaymentsReport },
  { name: 'players', summary: 'Active, newly registered and depositing players per day', schema: PlayersReport },
  { name: 'bonus', summary: 'Bonus cost per day and promotion kind: granted less taken back', schema: BonusReport },
  { name: 'protection', summary: 'Limit and exclusion events per day and kind', schema: ProtectionReport },
];

/** The console's reports under /ops/api/reports/: JSON, or a CSV download with ?format=csv. Permission reports.view. */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { name, summary, schema } of REPORTS) {
    app.get(
      `/ops/api/reports/${name}`,
      {
        schema: { tags, summary, security: bearerAuth, querystring: ReportQuery, response: responses(schema) },
        config,
        preHandler: staffGuard('reports.view'),
      },
      async (request, reply) => {
        if (request.query.format !== 'csv') return ok(await runReport(app.ctx.db, name, request.query));
        const { filename, csv } = await reportCsv(app.ctx.db, name, request.query);
        // A string with its type set is sent as it is (the JSON response schema, which types send, does not apply).
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(csv as never);
      },
    );
  }
};
