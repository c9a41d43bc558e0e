import { describe, expect, it } from 'vitest';
import { aggregatorGames } from './aggregator';
import { cardGameOf } from './cards/family';
import type { AggregatorGame } from './family';
import { pvpGameOf } from './pvp/games';
import { tableKindOf } from './studio/family';
import { CHIP_SETS, DEALERS, LOOK_PALETTES, paletteOfName, tableLook } from './table-look';

const game = (code: string, name: string, over: Partial<AggregatorGame> = {}): AggregatorGame => ({
  vendor: 'BITUIN',
  code,
  name,
  type: 'LIVE',
  classify: null,
  minBet: 100,
  family: 'table',
  ...over,
});

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The kind of table a game is, whatever its family: two games of one kind must not look alike. */
function kindOf(g: AggregatorGame): string | null {
  if (g.family === 'table') return tableKindOf(g.name, g.type);
  if (g.family === 'cards') return cardGameOf(g.name);
  if (g.family === 'blackjack') return 'blackjack';
  if (g.family === 'pvp') return pvpGameOf(g.name);
  return null;
}

describe('a table’s look', () => {
  it('is the same for the same catalogue entry, every time', () => {
    const a = game('bituin-live-012', 'Speed Baccarat');
    expect(tableLook(a)).toEqual(tableLook({ ...a }));
    expect(JSON.stringify(tableLook(a))).toBe(JSON.stringify(tableLook(game('bituin-live-012', 'Speed Baccarat'))));
  });

  it('differs between two games of one kind: palette by the name, number and dealer by the code', () => {
    const speed = tableLook(game('bituin-live-012', 'Speed Baccarat'));
    const vip = tableLook(game('bituin-live-030', 'VIP Baccarat'));
    expect([speed.palette, vip.palette]).toEqual(['speed', 'vip']);
    expect(vip.colours.background).not.toEqual(speed.colours.background);
    // The same name twice (the catalogue's "Speed Baccarat 14"): another table, its own number.
    const again = tableLook(game('bituin-live-013', 'Speed Baccarat 14'));
    expect(again.palette).toBe('speed');
    expect(again.table).not.toBe(speed.table);
    expect(again).not.toEqual(speed);
  });

  it('gives every table of a kind in the catalogue a look of its own, in several palettes and card backs', () => {
    const byKind = new Map<string, AggregatorGame[]>();
    for (const g of aggregatorGames().values()) {
      const kind = kindOf(g);
      if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), g]);
    }
    expect([...byKind.keys()].sort()).toEqual(
      expect.arrayContaining(['baccarat', 'blackjack', 'caribbean', 'dragon-tiger', 'lucky-9', 'pusoy-dos', 'roulette', 'tongits']),
    );
    for (const [kind, games] of byKind) {
      const looks = games.map((g) => JSON.stringify(tableLook(g)));
      expect(new Set(looks).size, kind).toBe(games.length);
      if (games.length >= 6) {
        const all = games.map(tableLook);
        expect(new Set(all.map((l) => l.palette)).size, kind).toBeGreaterThanOrEqual(2);
        expect(new Set(all.map((l) => l.cardBack.pattern)).size, kind).toBeGreaterThanOrEqual(2);
        expect(new Set(all.map((l) => l.dealer)).size, kind).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('takes its palette from the first word of the name that names one, else from the code', () => {
    const cases: [string, string][] = [
      ['VIP Roulette', 'vip'],
      ['Manila Dragon Tiger', 'manila'],
      ['Manila Arena', 'manila'],
      ['Lightning Sic Bo', 'lightning'],
      ['Golden Color Game', 'golden'],
      ['Three Card Poker Gold', 'golden'],
      ['Classic Blackjack', 'classic'],
      ['Lucky 9 Royale', 'royale'],
      ['Tongits Fiesta', 'fiesta'],
      ['Pusoy Dos Blitz', 'speed'],
      ['No Commission Baccarat', 'jade'],
      ['Jacks or Better Deluxe', 'wine'],
      ['Caribbean Stud Pro', 'sapphire'],
      ['Sabong Live', 'arena'],
    ];
    for (const [name, palette] of cases) expect(paletteOfName(name)?.id, name).toBe(palette);
    expect(paletteOfName('Jacks or Better')).toBeNull();
    expect(paletteOfName('Pusoy Dos Goal')).toBeNull(); // whole words only
    // Without a word, the code's hash: stable, and spread over the palettes.
    const plain = Array.from({ length: 60 }, (_, i) => tableLook(game(`tala-poker-${i}`, 'Jacks or Better', { family: 'cards' })).palette);
    expect(new Set(plain).size).toBeGreaterThanOrEqual(6);
    expect(tableLook(game('tala-poker-7', 'Jacks or Better')).palette).toBe(plain[7]);
  });

  it('names the studio (the vendor), the table, its dealer or host, and a layout', () => {
    const look = tableLook(game('maynila-live-014', 'VIP Blackjack', { vendor: 'MAYNILA', family: 'blackjack' }));
    expect(look).toMatchObject({ studio: 'Maynila Live', table: 14, role: 'dealer' });
    expect(DEALERS).toContain(look.dealer);
    expect(['side', 'below']).toContain(look.layout.road);
    expect(['rounded', 'arch', 'rail']).toContain(look.layout.edge);
    expect(look.layout.chips.colours).toEqual(CHIP_SETS[look.layout.chips.id]);
    expect(tableLook(game('perlas-pvp-001', 'Tongits Fiesta', { vendor: 'PERLAS', type: 'PVP', family: 'pvp' }))).toMatchObject({
      studio: 'Perlas Play',
      table: 1,
      role: 'host',
    });
    expect(tableLook(game('sabong-cockfight-002', 'Pintakasi Cup', { vendor: 'SABONG', type: 'COCKFIGHT' })).role).toBe('host');
    // A code without a number still gets one.
    expect(tableLook(game('studio-x', 'Speed Baccarat')).table).toBeGreaterThanOrEqual(10);
  });
});

describe('the palettes’ contrast (WCAG AA: 4.5 for text)', () => {
  // Colours the pages keep whatever the palette: the hands' names on the felt (table.css,
  // tables.css), the advice's tag (cards.css) and the dark text on the accent (game.css's main
  // button, a stake's badge).
  const ON_FELT = ['#a9c8ff', '#ffb8b8', '#8fe3ae'];
  const ON_ACCENT = '#111111';

  for (const { id, colours: c, back } of LOOK_PALETTES) {
    it(`keeps ${id}'s texts readable`, () => {
      const pairs: [string, string, string][] = [
        ...[...c.background, ...c.felt, c.spot, c.panel].map((bg): [string, string, string] => ['text', c.text, bg]),
        ...[c.panel, ...c.background, ...c.felt, c.spot].map((bg): [string, string, string] => ['muted', c.muted, bg]),
        ...[c.panel, ...c.background, ...c.felt].map((bg): [string, string, string] => ['accent', c.accent, bg]),
        ...c.felt.map((bg): [string, string, string] => ['line', c.line, bg]),
        ...ON_FELT.flatMap((colour) => c.felt.map((bg): [string, string, string] => ['fixed colour', colour, bg])),
        ['dark text on the accent', ON_ACCENT, c.accent],
      ];
      for (const [what, fg, bg] of pairs) expect(contrast(fg, bg), `${id}: ${what} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      // A card back's ink is a drawing, not text: 3 is the bar for graphics.
      expect(contrast(back[1], back[0]), `${id}: card back`).toBeGreaterThanOrEqual(3);
    });
  }

  it('keeps the chips’ white values readable', () => {
    for (const [id, colours] of Object.entries(CHIP_SETS)) {
      expect(colours, id).toHaveLength(6);
      for (const colour of colours) expect(contrast('#ffffff', colour), `${id} ${colour}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
