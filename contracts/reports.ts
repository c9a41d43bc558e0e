import { Type, type Static, type TSchema } from 'typebox';

/**
 * The console's reports (GET /ops/api/reports/<name>, permission reports.view). Each covers whole
 * days in Manila, `from` to `to` both included, at most REPORT_MAX_DAYS. Money is integer
 * centavos (the CSV form shows pesos with two decimals); `day` is a Manila date, YYYY-MM-DD.
 */
export const REPORT_MAX_DAYS = 92;
export const REPORT_NAMES = ['ggr', 'payments', 'players', 'bonus', 'protection'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const ReportQuery = Type.Object(
  {
    from: Type.String({ format: 'date', description: 'First Manila day, YYYY-MM-DD' }),
    to: Type.String({ format: 'date', description: 'Last Manila day, YYYY-MM-DD (included)' }),
    format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')], { description: 'csv: a text/csv download' })),
  },
  { additionalProperties: false },
);
export type ReportQuery = Static<typeof ReportQuery>;

const Centavos = (description: string) => Type.Integer({ description: `${description}, centavos` });
const Count = (description: string) => Type.Integer({ minimum: 0, description });
const Day = Type.String({ format: 'date' });

/** Every report: its range and its rows; the totals are the rows' sums. */
const ReportOf = <R extends TSchema, T extends TSchema>(row: R, totals: T) =>
  Type.Object({ from: Day, to: Day, rows: Type.Array(row), totals });

const GgrFigures = {
  stakes: Centavos('Real bets taken (a bet later refunded included)'),
  wins: Centavos('Wins paid'),
  refunds: Centavos('Stakes given back by rollbacks'),
  ggr: Centavos('stakes - wins - refunds'),
  bets: Count('Bets taken'),
};
export const GgrRow = Type.Object({
  day: Day,
  vendor: Type.String({ description: 'The game’s vendor in the catalogue, else the wallet partner' }),
  partner: Type.String({ description: 'The wallet partner that reported the round' }),
  gameCode: Type.String(),
  gameName: Type.String(),
  ...GgrFigures,
});
export type GgrRow = Static<typeof GgrRow>;
const GgrSum = Type.Object(GgrFigures);
export type GgrSum = Static<typeof GgrSum>;
export const GgrReport = Type.Object({
  ...ReportOf(GgrRow, GgrSum).properties,
  days: Type.Array(Type.Object({ day: Day, ...GgrFigures })),
  vendors: Type.Array(Type.Object({ vendor: Type.String(), ...GgrFigures })),
  ledger: Type.Object(
    {
      net: Centavos('What the ledger’s bet, win and rollback transfers of real players moved to the house in the range'),
      reconciled: Type.Boolean({ description: 'net equals totals.ggr' }),
    },
    { description: 'The check: GGR against the ledger' },
  ),
});
export type GgrReport = Static<typeof GgrReport>;

export const PaymentRow = Type.Object({
  day: Day,
  direction: Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')]),
  channel: Type.String({ description: 'Deposit channel name, or the payout bank code; "ledger" for a transfer with no order' }),
  amount: Centavos('Completed: credited deposits, paid-out withdrawals'),
  count: Count('Completed orders'),
  reversed: Centavos('Withdrawals paid out and returned by the bank that day'),
  reversedCount: Count('Returned withdrawals'),
});
export type PaymentRow = Static<typeof PaymentRow>;
export const PaymentsReport = ReportOf(
  PaymentRow,
  Type.Object({
    deposits: Centavos('Deposits credited'),
    depositCount: Count('Deposits credited'),
    withdrawals: Centavos('Withdrawals paid out'),
    withdrawalCount: Count('Withdrawals paid out'),
    reversed: Centavos('Withdrawals returned'),
  }),
);
export type PaymentsReport = Static<typeof PaymentsReport>;

export const PlayersRow = Type.Object({
  day: Day,
  active: Count('Real players with at least one bet taken'),
  registered: Count('Real accounts registered (trial players not included)'),
  depositing: Count('Players with at least one deposit credited'),
});
export type PlayersRow = Static<typeof PlayersRow>;
export const PlayersReport = ReportOf(
  PlayersRow,
  Type.Object({
    active: Count('Distinct players active in the range'),
    registered: Count('Registered in the range'),
    depositing: Count('Distinct players who deposited in the range'),
  }),
);
export type PlayersReport = Static<typeof PlayersReport>;

export const BonusRow = Type.Object({
  day: Day,
  promotionKind: Type.String({ description: 'deposit, check_in, cashback, application; "taken_back" for bonuses forfeited back' }),
  granted: Centavos('Bonus transfers to players'),
  grants: Count('Bonus transfers to players'),
  takenBack: Centavos('Bonus transfers back from players (forfeited on a break)'),
  cost: Centavos('granted - takenBack'),
});
export type BonusRow = Static<typeof BonusRow>;
export const BonusReport = ReportOf(
  BonusRow,
  Type.Object({ granted: Centavos('Granted'), takenBack: Centavos('Taken back'), cost: Centavos('granted - takenBack') }),
);
export type BonusReport = Static<typeof BonusReport>;

export const ProtectionRow = Type.Object({
  day: Day,
  event: Type.String({ description: 'The audit kind, e.g. protection.limit_set, protection.break_taken' }),
  count: Count('Events'),
  players: Count('Distinct players'),
});
export type ProtectionRow = Static<typeof ProtectionRow>;
export const ProtectionReport = ReportOf(ProtectionRow, Type.Object({ events: Count('Events in the range') }));
export type ProtectionReport = Static<typeof ProtectionReport>;
