import { describe, expect, it } from 'vitest';
import { fairStream, seedHash } from '../fairness';
import { mulberry32 } from '../seeded-random';
import { COMPETITIONS, competitionByCode, sportOf } from './competitions';
import { binomial, massOf, split } from './dist';
import {
  fixtureById,
  fixturesOf,
  KICKOFF_GAP_MS,
  MATCHES_PER_SLOT,
  PLAY_MS,
  playedOf,
  pricesOf,
  scoreAt,
  serverSeedOf,
  SLOT_MS,
  stateAt,
} from './fixtures';
import { legOutcome } from './markets';
import { bestOf, raceScores, winByTwo } from './races';

const SECRET = 'a'.repeat(64);

describe('the exact races', () => {
  it('gives a tennis game the textbook chance, and an even race one half', () => {
    const r = 0.6;
    const q = 0.4;
    const game = r ** 4 * (1 + 4 * q + 10 * q ** 2) + 20 * r ** 3 * q ** 3 * ((r * r) / (r * r + q * q));
    expect(winByTwo(r, 4)).toBeCloseTo(game, 14);
    expect(winByTwo(0.5, 25)).toBeCloseTo(0.5, 14);
  });

  it('ends every bounded race and series with all of its probability', () => {
    const badminton = raceScores(
      () => 0.53,
      (a, b) => ((a >= 21 || b >= 21) && Math.abs(a - b) >= 2) || a === 30 || b === 30,
    );
    expect(badminton.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 12);
    expect(badminton.some((s) => s.a === 30 && s.b === 29)).toBe(true);
    const bo5 = bestOf(5, () => [
      { home: true, total: 1, p: 0.6 },
      { home: false, total: 1, p: 0.4 },
    ]);
    expect(bo5.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 12);
    // 3-0 needs three in a row.
    expect(bo5.find((s) => s.a === 3 && s.b === 0)!.p).toBeCloseTo(0.6 ** 3, 14);
  });

  it('makes football scores two independent binomials', () => {
    const [fixture] = fixturesOf(SECRET, competitionByCode('epl')!, 5);
    const p = fixture!.competition.model.params(fixture!.home.rating, fixture!.away.rating) as { home: number; away: number };
    const home = binomial(20, p.home);
    const away = binomial(20, p.away);
    let draw = 0;
    home.p.forEach((x, i) => (draw += x * away.p[i]!));
    expect(pricesOf(fixture!).summary.winner.draw).toBeCloseTo(draw, 14);
  });
});

describe('every sport\u2019s simulation plays by its exact model', () => {
  for (const competition of COMPETITIONS.filter((c, i, all) => all.findIndex((x) => x.model.sport === c.model.sport) === i)) {
    it(`${competition.model.sport}: winners and totals as often as the model says`, () => {
      const [fixture] = fixturesOf(SECRET, competition, 3);
      const { summary, markets } = pricesOf(fixture!);
      expect(massOf(summary.total)).toBeCloseTo(1, 12);
      if (summary.margin) expect(massOf(summary.margin)).toBeCloseTo(1, 12);
      const params = competition.model.params(fixture!.home.rating, fixture!.away.rating);
      const line = markets.find((m) => m.market === 'total')!.line!;
      const n = 20_000;
      const random = mulberry32(7);
      let home = 0;
      let over = 0;
      for (let i = 0; i < n; i++) {
        const match = competition.model.play(random, params);
        if (match.winner === 'home') home++;
        if (legOutcome('total', 'over', line, match) === 'won') over++;
      }
      // Five standard errors of a proportion out of 20,000.
      const near = (count: number, p: number) => expect(Math.abs(count / n - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n) + 1e-9);
      near(home, summary.winner.home);
      near(over, split(summary.total, line).above);
    });
  }
});

describe('provably fair matches', () => {
  it('plays a match from its seed: the same every time, the published hash the seed\u2019s', () => {
    for (const competition of COMPETITIONS) {
      const [fixture] = fixturesOf(SECRET, competition, 99);
      const { seed, hash, played } = playedOf(SECRET, fixture!);
      expect(seed).toBe(serverSeedOf(SECRET, fixture!.matchId));
      expect(seedHash(seed)).toBe(hash);
      const params = competition.model.params(fixture!.home.rating, fixture!.away.rating);
      expect(competition.model.play(fairStream(seed, fixture!.matchId), params)).toEqual(played);
    }
  });

  it('gives every match its own seed, and another vendor\u2019s secret other matches', () => {
    const nba = competitionByCode('nba')!;
    const seeds = new Set(fixturesOf(SECRET, nba, 1).map((f) => serverSeedOf(SECRET, f.matchId)));
    expect(seeds.size).toBe(MATCHES_PER_SLOT);
    expect(serverSeedOf('other', 'nba-1-0')).not.toBe(serverSeedOf(SECRET, 'nba-1-0'));
    expect(fixturesOf('other', nba, 1).map((f) => f.home.name)).not.toEqual(fixturesOf(SECRET, nba, 1).map((f) => f.home.name));
  });
});

describe('the schedule', () => {
  it('kicks a slot\u2019s matches off a minute apart with no side twice, finished when the next slot starts', () => {
    for (const competition of COMPETITIONS) {
      const matches = fixturesOf(SECRET, competition, 500);
      const sides = matches.flatMap((m) => [m.home.name, m.away.name]);
      expect(new Set(sides).size).toBe(sides.length);
      matches.forEach((m, i) => {
        expect(m.kickoffAt).toBe(500 * SLOT_MS + i * KICKOFF_GAP_MS);
        expect(m.endsAt - m.kickoffAt).toBe(PLAY_MS);
        expect(m.endsAt).toBeLessThanOrEqual(501 * SLOT_MS);
        expect(fixtureById(SECRET, m.matchId)).toEqual(m);
      });
    }
    expect(fixtureById(SECRET, 'nba-500-3')).toBeNull();
    expect(fixtureById(SECRET, 'curling-500-0')).toBeNull();
  });

  it('is open before kick-off, live for two minutes, then ended', () => {
    const [m] = fixturesOf(SECRET, competitionByCode('pvl')!, 10);
    expect(stateAt(m!, m!.kickoffAt - 1)).toBe('open');
    expect(stateAt(m!, m!.kickoffAt)).toBe('live');
    expect(stateAt(m!, m!.endsAt)).toBe('ended');
  });

  it('shows the live score as it stood, and the final score at the end', () => {
    const [m] = fixturesOf(SECRET, competitionByCode('pvl')!, 10);
    const { played } = playedOf(SECRET, m!);
    expect(scoreAt(played, 0)).toEqual({ home: 0, away: 0, period: 1, inPeriod: [0, 0] });
    expect(scoreAt(played, 1)).toMatchObject({ home: played.home, away: played.away, period: played.periods.length });
    const midway = scoreAt(played, 0.5);
    expect(midway.home + midway.away).toBeLessThanOrEqual(played.home + played.away);
  });

  it('names the competition of each catalogue entry from its name', () => {
    const code = (name: string, type?: string) => sportOf(name, type).code;
    expect(code('PBA Live')).toBe('pba');
    expect(code('NBA Parlay')).toBe('nba');
    expect(code('Premier Live 20')).toBe('epl');
    expect(code('Volleyball Cup')).toBe('pvl');
    expect(code('Boxing Specials')).toBe('boxing');
    expect(code('Mobile Legends Pro League 6')).toBe('mpl');
    expect(code('Dota 2 Cup')).toBe('dota');
    expect(code('Valorant Masters')).toBe('valorant');
    expect(code('CS2 Series 14')).toBe('cs2');
    expect(code('Honor of Kings Cup')).toBe('hok');
    expect(code('Curling Open')).toBe('pfl');
    expect(code('Starcraft Cup', 'ESPORTS')).toBe('mpl');
  });
});
