import { makeAutoObservable, runInAction } from 'mobx';
import { REPORT_MAX_DAYS, type ReportName } from '../../../contracts/reports';
import type { OpsApi } from '../api/opsApi';
import type { ReportRange, ReportValues } from '../api/reportCalls';

const DAY_MS = 86_400_000;
/** Manila keeps UTC+8 all year. */
const MANILA_MS = 8 * 3_600_000;

/** The Manila day `daysAgo` days before `now`, as YYYY-MM-DD. */
export function manilaDay(now: number, daysAgo = 0): string {
  return new Date(now + MANILA_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** What is wrong with a range before asking the server (its own check stays the rule): a text key, or null. */
export function rangeProblem({ from, to }: ReportRange): string | null {
  if (!from || !to) return 'ops.reports.rangeMissing';
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) return 'ops.reports.rangeBackwards';
  if (days > REPORT_MAX_DAYS) return 'ops.reports.rangeTooLong';
  return null;
}

/** The reports screen (reports.view): which report, over which days, and what the server answered. */
export class ReportsStore {
  name: ReportName = 'ggr';
  range: ReportRange;
  /** The report shown, with the name and range it was asked for. */
  shown: { name: ReportName; range: ReportRange; value: ReportValues[ReportName] } | null = null;
  loading = false;

  constructor(
    private readonly api: OpsApi,
    now = Date.now(),
  ) {
    // The last seven whole days up to today.
    this.range = { from: manilaDay(now, 6), to: manilaDay(now) };
    makeAutoObservable<ReportsStore, 'api'>(this, { api: false });
  }

  choose(name: ReportName): void {
    this.name = name;
  }

  setRange(range: Partial<ReportRange>): void {
    this.range = { ...this.range, ...range };
  }

  async load(): Promise<void> {
    const { name, range } = this;
    this.loading = true;
    try {
      const value = await this.api.report(name, range);
      runInAction(() => (this.shown = { name, range, value }));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** The CSV of the report as chosen now, and the name to save it under (the server's own). */
  async csv(): Promise<{ blob: Blob; filename: string }> {
    const { name, range } = this;
    return { blob: await this.api.reportCsv(name, range), filename: `${name}_${range.from}_${range.to}.csv` };
  }
}
