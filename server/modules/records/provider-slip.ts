import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { BetSlip, SlipLeg, type BetSlip as Slip } from '../../../contracts/records';

/**
 * What the betting record reads from a provider's record of a round. A sports round, as far as
 * the betting record shows it: the slip and its legs, each with the match's result (a score, or
 * void). Anything else the record carries (seeds, stake, state) is the provider's page's to show;
 * a record that is not a slip is no slip.
 */
const ProviderSlip = Compile(
  Type.Object({
    ...BetSlip.properties,
    legs: Type.Array(Type.Object({ ...Type.Omit(SlipLeg, ['score']).properties, result: Type.Optional(Type.Unknown()) }), {
      minItems: 1,
      maxItems: 20,
    }),
  }),
);

const isScore = (result: unknown): result is { home: number; away: number } =>
  typeof result === 'object' &&
  result !== null &&
  Number.isInteger((result as { home?: unknown }).home) &&
  Number.isInteger((result as { away?: unknown }).away);

/** The slip a provider's record of a round describes, or null when it describes none. */
export function slipOf(record: unknown): Slip | null {
  if (!ProviderSlip.Check(record)) return null;
  return {
    kind: record.kind,
    odds: record.odds,
    legs: record.legs.map(({ result, ...leg }) => ({
      competition: leg.competition,
      home: leg.home,
      away: leg.away,
      kickoffAt: leg.kickoffAt,
      market: leg.market,
      selection: leg.selection,
      line: leg.line,
      odds: leg.odds,
      outcome: leg.outcome,
      score: isScore(result) ? { home: result.home, away: result.away } : null,
    })),
  };
}

/**
 * Until when a provider's record says the round may be cancelled (its `cancellableUntil`, a time
 * still to come), or null: a record that does not say so, or says something else, cancels nothing.
 */
export function cancellableUntilOf(record: unknown, now = Date.now()): string | null {
  const until = (record as { cancellableUntil?: unknown } | null)?.cancellableUntil;
  if (typeof until !== 'string') return null;
  const at = Date.parse(until);
  return Number.isFinite(at) && at > now ? new Date(at).toISOString() : null;
}
