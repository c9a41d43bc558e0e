import type { BonusReport, GgrReport, PaymentsReport, PlayersReport, ProtectionReport, ReportName } from '../../../contracts/reports';
import type { OpsCall } from './call';
import type { OpsImageCall } from './imageCall';

/** Each report's answer (contracts/reports.ts). */
export interface ReportValues {
  ggr: GgrReport;
  payments: PaymentsReport;
  players: PlayersReport;
  bonus: BonusReport;
  protection: ProtectionReport;
}

/** Whole Manila days, both included (YYYY-MM-DD). */
export interface ReportRange {
  from: string;
  to: string;
}

/** The console's reports (permission reports.view): JSON for the screen, CSV for a spreadsheet. */
export interface ReportCalls {
  report<N extends ReportName>(name: N, range: ReportRange): Promise<ReportValues[N]>;
  /** The CSV file, fetched with the staff headers (a plain link could not send them), for the screen to save. */
  reportCsv(name: ReportName, range: ReportRange): Promise<Blob>;
}

const query = ({ from, to }: ReportRange) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** `file` is the console's GET of a private file (api/imageCall.ts), which hands back the bytes as a Blob. */
export function reportCalls(call: OpsCall, file: OpsImageCall): ReportCalls {
  return {
    report: (name, range) => call('GET', `/ops/api/reports/${name}?${query(range)}`),
    reportCsv: (name, range) => file(`/ops/api/reports/${name}?${query(range)}&format=csv`),
  };
}
