import type { ReportName } from '../../../../contracts/reports';
import type { ReportRange, ReportValues } from '../../api/reportCalls';

/** How a figure reads: text as it is (or a text key's words), money from centavos, a count. */
export type FigureKind = 'text' | 'money' | 'count';

export interface ReportColumn {
  key: string;
  kind: FigureKind;
  /** Text cells that are one of a few known values read through `ops.reports.values.<key>.<value>`. */
  worded?: boolean;
}

/** A chart line: a figure per day. */
export interface ChartSeries {
  key: string;
}

type Row = Record<string, string | number>;

/** What the screen shows of one report: the table's columns, the totals, and the chart's figures per day. */
export interface ReportView<N extends ReportName> {
  columns: ReportColumn[];
  totals: { key: string; kind: FigureKind }[];
  chart: { kind: Exclude<FigureKind, 'text'>; series: ChartSeries[]; perDay: (value: ReportValues[N]) => Row[] };
}

/** Adds each row's figures into its day's. */
const sumPerDay = <R extends { day: string }>(rows: R[], figures: (row: R) => Record<string, number>): Row[] => {
  const days = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const sum = days.get(row.day) ?? {};
    for (const [key, value] of Object.entries(figures(row))) sum[key] = (sum[key] ?? 0) + value;
    days.set(row.day, sum);
  }
  return [...days].map(([day, sum]) => ({ day, ...sum }));
};

const money = (key: string): ReportColumn => ({ key, kind: 'money' });
const count = (key: string): ReportColumn => ({ key, kind: 'count' });
const text = (key: string, worded = false): ReportColumn => ({ key, kind: 'text', worded });

export const REPORT_VIEWS: { [N in ReportName]: ReportView<N> } = {
  ggr: {
    columns: [text('day'), text('vendor'), text('gameName'), count('bets'), money('stakes'), money('wins'), money('refunds'), money('ggr')],
    totals: [
      { key: 'bets', kind: 'count' },
      { key: 'stakes', kind: 'money' },
      { key: 'wins', kind: 'money' },
      { key: 'refunds', kind: 'money' },
      { key: 'ggr', kind: 'money' },
    ],
    chart: { kind: 'money', series: [{ key: 'stakes' }, { key: 'ggr' }], perDay: (value) => value.days },
  },
  payments: {
    columns: [
      text('day'),
      text('direction', true),
      text('channel'),
      count('count'),
      money('amount'),
      count('reversedCount'),
      money('reversed'),
    ],
    totals: [
      { key: 'deposits', kind: 'money' },
      { key: 'depositCount', kind: 'count' },
      { key: 'withdrawals', kind: 'money' },
      { key: 'withdrawalCount', kind: 'count' },
      { key: 'reversed', kind: 'money' },
    ],
    chart: {
      kind: 'money',
      series: [{ key: 'deposits' }, { key: 'withdrawals' }],
      perDay: (value) =>
        sumPerDay(value.rows, (row): Record<string, number> =>
          row.direction === 'deposit' ? { deposits: row.amount } : { withdrawals: row.amount },
        ),
    },
  },
  players: {
    columns: [text('day'), count('active'), count('registered'), count('depositing')],
    totals: [
      { key: 'active', kind: 'count' },
      { key: 'registered', kind: 'count' },
      { key: 'depositing', kind: 'count' },
    ],
    chart: { kind: 'count', series: [{ key: 'active' }, { key: 'registered' }, { key: 'depositing' }], perDay: (value) => value.rows },
  },
  bonus: {
    columns: [text('day'), text('promotionKind', true), count('grants'), money('granted'), money('takenBack'), money('cost')],
    totals: [
      { key: 'granted', kind: 'money' },
      { key: 'takenBack', kind: 'money' },
      { key: 'cost', kind: 'money' },
    ],
    chart: { kind: 'money', series: [{ key: 'cost' }], perDay: (value) => sumPerDay(value.rows, (row) => ({ cost: row.cost })) },
  },
  protection: {
    columns: [text('day'), text('event', true), count('count'), count('players')],
    totals: [{ key: 'events', kind: 'count' }],
    chart: { kind: 'count', series: [{ key: 'events' }], perDay: (value) => sumPerDay(value.rows, (row) => ({ events: row.count })) },
  },
};

/** Every day of the range, oldest first, each with its figures (0 where the report has none that day). */
export function everyDay(range: ReportRange, perDay: Row[], series: ChartSeries[]): Row[] {
  const known = new Map(perDay.map((row) => [String(row.day), row]));
  const days: Row[] = [];
  for (let at = Date.parse(`${range.from}T00:00:00Z`); at <= Date.parse(`${range.to}T00:00:00Z`); at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    const row = known.get(day);
    days.push({ day, ...Object.fromEntries(series.map((s) => [s.key, Number(row?.[s.key] ?? 0)])) });
  }
  return days;
}
