import type {
  BonusReport,
  GgrReport,
  GgrSum,
  PaymentsReport,
  PlayersReport,
  ProtectionReport,
  ReportName,
  ReportQuery,
} from '../../../contracts/reports';
import type { Db, Queryable } from '../../db/types';
import { toCsv, type CsvColumn } from './csv';
import { reportRange } from './range';
import {
  activePlayers,
  bonusLines,
  depositingPlayers,
  ggrLines,
  ledgerGameNet,
  onOneSnapshot,
  paymentLines,
  protectionLines,
  registeredPlayers,
  type Range,
} from './repository';

type Figures = Omit<GgrSum, 'ggr'>;
const noFigures = (): Figures => ({ stakes: 0, wins: 0, refunds: 0, bets: 0 });
const withGgr = (f: Figures): GgrSum => ({ ...f, ggr: f.stakes - f.wins - f.refunds });

/** Adds each line's figures into the total of its key, keys in first-seen order (the lines come sorted). */
function sumBy<L extends Figures>(lines: L[], key: (line: L) => string): Map<string, Figures> {
  const sums = new Map<string, Figures>();
  for (const line of lines) {
    const sum = sums.get(key(line)) ?? noFigures();
    sum.stakes += line.stakes;
    sum.wins += line.wins;
    sum.refunds += line.refunds;
    sum.bets += line.bets;
    sums.set(key(line), sum);
  }
  return sums;
}

/** GGR per day, vendor and game, its roll-ups by day and by vendor, and the check against the ledger. */
export async function ggrReport(db: Queryable, range: Range, q: Pick<ReportQuery, 'from' | 'to'>): Promise<GgrReport> {
  // One after the other: a report runs on one connection, in one snapshot (onOneSnapshot).
  const lines = await ggrLines(db, range);
  const net = await ledgerGameNet(db, range);
  const rows = lines.map(({ vendor, gameName, ...line }) => ({
    ...line,
    vendor: vendor ?? line.partner,
    gameName: gameName ?? line.gameCode,
    ggr: line.stakes - line.wins - line.refunds,
  }));
  const totals = withGgr(sumBy(rows, () => 'all').get('all') ?? noFigures());
  const days = [...sumBy(rows, (r) => r.day)].map(([day, f]) => ({ day, ...withGgr(f) }));
  const vendors = [...sumBy(rows, (r) => r.vendor)]
    .map(([vendor, f]) => ({ vendor, ...withGgr(f) }))
    .sort((a, b) => a.vendor.localeCompare(b.vendor));
  return { from: q.from, to: q.to, rows, totals, days, vendors, ledger: { net, reconciled: net === totals.ggr } };
}

export async function paymentsReport(db: Queryable, range: Range, q: Pick<ReportQuery, 'from' | 'to'>): Promise<PaymentsReport> {
  const rows = await paymentLines(db, range);
  const totals = { deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0, reversed: 0 };
  for (const r of rows) {
    if (r.direction === 'deposit') {
      totals.deposits += r.amount;
      totals.depositCount += r.count;
    } else {
      totals.withdrawals += r.amount;
      totals.withdrawalCount += r.count;
      totals.reversed += r.reversed;
    }
  }
  return { from: q.from, to: q.to, rows, totals };
}

export async function playersReport(db: Queryable, range: Range, q: Pick<ReportQuery, 'from' | 'to'>): Promise<PlayersReport> {
  const active = await activePlayers(db, range);
  const registered = await registeredPlayers(db, range);
  const depositing = await depositingPlayers(db, range);
  const figures = { active, registered, depositing };
  const days = new Map<string, PlayersReport['rows'][number]>();
  const totals = { active: 0, registered: 0, depositing: 0 };
  for (const [figure, counts] of Object.entries(figures) as [keyof typeof figures, typeof active][]) {
    for (const { day, count } of counts) {
      if (day === null) {
        totals[figure] = count;
        continue;
      }
      const row = days.get(day) ?? { day, active: 0, registered: 0, depositing: 0 };
      row[figure] = count;
      days.set(day, row);
    }
  }
  const rows = [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
  return { from: q.from, to: q.to, rows, totals };
}

export async function bonusReport(db: Queryable, range: Range, q: Pick<ReportQuery, 'from' | 'to'>): Promise<BonusReport> {
  const rows = (await bonusLines(db, range)).map((line) => ({ ...line, cost: line.granted - line.takenBack }));
  const granted = rows.reduce((s, r) => s + r.granted, 0);
  const takenBack = rows.reduce((s, r) => s + r.takenBack, 0);
  return { from: q.from, to: q.to, rows, totals: { granted, takenBack, cost: granted - takenBack } };
}

export async function protectionReport(db: Queryable, range: Range, q: Pick<ReportQuery, 'from' | 'to'>): Promise<ProtectionReport> {
  const rows = await protectionLines(db, range);
  return { from: q.from, to: q.to, rows, totals: { events: rows.reduce((s, r) => s + r.count, 0) } };
}

/** Each report: how it is computed and the columns of its CSV form. */
interface ReportKind<T extends { rows: unknown[] }> {
  build: (db: Queryable, range: Range, q: Pick<ReportQuery, 'from' | 'to'>) => Promise<T>;
  columns: CsvColumn<T['rows'][number]>[];
}
const text = <R>(header: string, value: (row: R) => string): CsvColumn<R> => ({ header, kind: 'text', value });
const money = <R>(header: string, value: (row: R) => number): CsvColumn<R> => ({ header, kind: 'money', value });
const count = <R>(header: string, value: (row: R) => number): CsvColumn<R> => ({ header, kind: 'count', value });

const ggr: ReportKind<GgrReport> = {
  build: ggrReport,
  columns: [
    text('day', (r) => r.day),
    text('vendor', (r) => r.vendor),
    text('partner', (r) => r.partner),
    text('game_code', (r) => r.gameCode),
    text('game_name', (r) => r.gameName),
    count('bets', (r) => r.bets),
    money('stakes_php', (r) => r.stakes),
    money('wins_php', (r) => r.wins),
    money('refunds_php', (r) => r.refunds),
    money('ggr_php', (r) => r.ggr),
  ],
};
const payments: ReportKind<PaymentsReport> = {
  build: paymentsReport,
  columns: [
    text('day', (r) => r.day),
    text('direction', (r) => r.direction),
    text('channel', (r) => r.channel),
    count('count', (r) => r.count),
    money('amount_php', (r) => r.amount),
    count('reversed_count', (r) => r.reversedCount),
    money('reversed_php', (r) => r.reversed),
  ],
};
const players: ReportKind<PlayersReport> = {
  build: playersReport,
  columns: [
    text('day', (r) => r.day),
    count('active', (r) => r.active),
    count('registered', (r) => r.registered),
    count('depositing', (r) => r.depositing),
  ],
};
const bonus: ReportKind<BonusReport> = {
  build: bonusReport,
  columns: [
    text('day', (r) => r.day),
    text('promotion_kind', (r) => r.promotionKind),
    count('grants', (r) => r.grants),
    money('granted_php', (r) => r.granted),
    money('taken_back_php', (r) => r.takenBack),
    money('cost_php', (r) => r.cost),
  ],
};
const protection: ReportKind<ProtectionReport> = {
  build: protectionReport,
  columns: [text('day', (r) => r.day), text('event', (r) => r.event), count('count', (r) => r.count), count('players', (r) => r.players)],
};
interface Reports {
  ggr: GgrReport;
  payments: PaymentsReport;
  players: PlayersReport;
  bonus: BonusReport;
  protection: ProtectionReport;
}
const KINDS: { [N in ReportName]: ReportKind<Reports[N]> } = { ggr, payments, players, bonus, protection };

/** A report for the asked range (validated: real dates, in order, at most REPORT_MAX_DAYS). */
export function runReport<N extends ReportName>(db: Db, name: N, q: ReportQuery): Promise<Reports[N]> {
  const kind: ReportKind<Reports[N]> = KINDS[name];
  const range = reportRange(q.from, q.to);
  return onOneSnapshot(db, (tx) => kind.build(tx, range, q));
}

/** The report's rows as a CSV file: its text and the name to save it under. */
export async function reportCsv<N extends ReportName>(db: Db, name: N, q: ReportQuery): Promise<{ filename: string; csv: string }> {
  const report = await runReport(db, name, q);
  const kind: ReportKind<Reports[N]> = KINDS[name];
  return { filename: `${name}_${q.from}_${q.to}.csv`, csv: toCsv(kind.columns, report.rows) };
}
