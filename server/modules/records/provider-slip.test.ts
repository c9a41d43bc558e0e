import { describe, expect, it } from 'vitest';
import { slipOf } from './provider-slip';

const leg = {
  matchId: 'm1',
  competition: 'PBA Governors Cup',
  home: 'Ginebra',
  away: 'Meralco',
  kickoffAt: '2026-11-26T10:00:00.000Z',
  market: 'handicap',
  selection: 'away',
  line: -4.5,
  odds: 1.9,
  outcome: 'lost',
  result: { home: 98, away: 90, winner: 'home', margin: 8, total: 188, distance: null, periods: [] },
  serverSeedHash: 'a'.repeat(64),
  serverSeed: 'b'.repeat(64),
};
const record = { slipId: 's1', game: 'arena-sports-001', kind: 'single', stake: 1000, odds: 1.9, state: 'settled', win: 0, legs: [leg] };

describe('a provider\u2019s record of a round, as the betting record shows it', () => {
  it('keeps a slip\u2019s kind, odds and legs, each with its final score, and nothing the record does not show', () => {
    expect(slipOf(record)).toEqual({
      kind: 'single',
      odds: 1.9,
      legs: [
        {
          competition: 'PBA Governors Cup',
          home: 'Ginebra',
          away: 'Meralco',
          kickoffAt: '2026-11-26T10:00:00.000Z',
          market: 'handicap',
          selection: 'away',
          line: -4.5,
          odds: 1.9,
          outcome: 'lost',
          score: { home: 98, away: 90 },
        },
      ],
    });
  });

  it('shows no score for a match not yet played or void', () => {
    const open = slipOf({
      ...record,
      legs: [
        { ...leg, outcome: null, result: null },
        { ...leg, outcome: 'void', result: { void: true } },
      ],
    });
    expect(open!.legs.map((l) => [l.outcome, l.score])).toEqual([
      [null, null],
      ['void', null],
    ]);
  });

  it('finds no slip in another game\u2019s record, or in one that is not what a slip is', () => {
    expect(slipOf({ game: 'house-rng-001', state: 'settled', stake: 500, win: 0, outcome: { grid: [] } })).toBeNull();
    expect(slipOf({ ...record, legs: [] })).toBeNull();
    expect(slipOf({ ...record, legs: [{ ...leg, market: 'exotic' }] })).toBeNull();
    expect(slipOf({ ...record, legs: [{ ...leg, home: 'x'.repeat(500) }] })).toBeNull();
    expect(slipOf({ ...record, odds: '1.9' })).toBeNull();
    expect(slipOf(null)).toBeNull();
  });
});
