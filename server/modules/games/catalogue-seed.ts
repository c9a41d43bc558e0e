import { LOTTERY_GAME_TYPES, prizeModeOf } from '../../../contracts/constants';
import type { GameType } from '../../../contracts/games';
import type { Queryable } from '../../db/types';
import { LOTTERIES } from '../../vendors/house/lottery/lotteries';

/**
 * A demo catalogue shaped like production: 13 vendors, about 600 games over every lobby
 * category, with jackpot and bingo classifications, new games, a hot ranking and colour games.
 * Deterministic (seeded random), so every sandbox shows the same lobby.
 */
interface VendorSeed {
  code: string;
  name: string;
  types: Partial<Record<GameType, number>>;
}

export const VENDORS: VendorSeed[] = [
  { code: 'HOUSE', name: 'Pinoy Play Originals', types: { RNG: 6, PVP: 4, LOTT: 6 } },
  { code: 'BAYANI', name: 'Bayani Gaming', types: { RNG: 80, FISH: 10 } },
  { code: 'ISLA', name: 'Isla Slots', types: { RNG: 75, FISH: 8 } },
  { code: 'PERLAS', name: 'Perlas Play', types: { RNG: 70, PVP: 20 } },
  { code: 'TALA', name: 'Tala Studios', types: { RNG: 60, FISH: 12, POKER: 10 } },
  { code: 'AGILA', name: 'Agila Games', types: { RNG: 45, PVP: 25, POKER: 15 } },
  { code: 'BITUIN', name: 'Bituin Live', types: { LIVE: 45 } },
  { code: 'MAYNILA', name: 'Maynila Live', types: { LIVE: 30 } },
  { code: 'DAGAT', name: 'Dagat Fishing', types: { FISH: 15 } },
  { code: 'ARENA', name: 'Arena Sports', types: { SPORTS: 20, ESPORTS: 6 } },
  { code: 'KIDLAT', name: 'Kidlat Esports', types: { ESPORTS: 14 } },
  { code: 'SABONG', name: 'Sabong Live', types: { COCKFIGHT: 10 } },
  { code: 'TCG_SEA', name: 'TCG Lottery', types: { ELOTT: 12, LOTT: 8 } },
];

const WORDS: Record<GameType, [string[], string[]]> = {
  RNG: [
    [
      'Golden',
      'Lucky',
      'Fortune',
      'Mega',
      'Royal',
      'Jungle',
      'Island',
      'Dragon',
      'Mystic',
      'Super',
      'Wild',
      'Sunny',
      'Crystal',
      'Magic',
      'Treasure',
      'Pinoy',
      'Fiesta',
      'Diamond',
      'Thunder',
      'Tropical',
    ],
    [
      'Empire',
      'Riches',
      'Fruits',
      'Pearls',
      'Mangoes',
      'Gems',
      'Tiger',
      'Phoenix',
      'Carnival',
      'Jackpot',
      'Wheel',
      'Bonanza',
      'Tales',
      'Gold Rush',
      'Kingdom',
      'Sevens',
      'Stars',
      'Coins',
      'Volcano',
      'Festival',
    ],
  ],
  FISH: [
    ['Ocean', 'Deep Sea', 'Golden', 'Mega', 'Royal', 'Happy', 'Dragon', 'Shark'],
    ['Fishing', 'Hunter', 'Catch', 'Reef', 'Blast', 'Fortune', 'King', 'Legend'],
  ],
  LIVE: [
    ['Speed', 'VIP', 'Classic', 'Lightning', 'Manila', 'Golden', 'Super', 'No Commission'],
    ['Baccarat', 'Roulette', 'Sic Bo', 'Dragon Tiger', 'Blackjack', 'Fan Tan', 'Andar Bahar', 'Color Game'],
  ],
  PVP: [
    ['Tongits', 'Pusoy', 'Lucky 9', 'Mahjong', 'Pusoy Dos', 'Sabong', 'Color', 'Perya'],
    ['Go', 'Classic', 'Royale', 'Showdown', 'Blitz', 'Masters', 'Game', 'Arena'],
  ],
  SPORTS: [
    ['PBA', 'NBA', 'Premier', 'Volleyball', 'Boxing', 'Tennis', 'Football', 'Badminton'],
    ['Live', 'Parlay', 'Specials', 'Cup', 'League', 'Outright'],
  ],
  ESPORTS: [
    ['Mobile Legends', 'Dota 2', 'Valorant', 'CS2', 'League of Legends', 'PUBG Mobile', 'Honor of Kings'],
    ['Pro League', 'Cup', 'Series', 'Masters'],
  ],
  POKER: [
    ['Texas', 'Omaha', 'Short Deck', 'Caribbean', 'Three Card', 'Video'],
    ['Hold\u2019em', 'Poker', 'Stud', 'Showdown', 'Turbo'],
  ],
  COCKFIGHT: [
    ['Sabong', 'Derby', 'Pintakasi', 'World Slasher', 'Manila'],
    ['Live', 'Arena', 'Cup', 'Pit'],
  ],
  LOTT: [
    ['Lotto', 'Swertres', 'EZ2', 'Pick', 'Keno', 'Jueteng Free'],
    ['6/42', '6/45', '6/49', '6/55', '6/58', '3D', '2D', '4D', 'Express'],
  ],
  ELOTT: [
    ['Fast', 'Speed', 'Lucky', 'Power', 'Super', 'Mega'],
    ['Lotto 1 min', 'Lotto 3 min', 'Keno', 'Pick 3', 'Racing', 'Dice'],
  ],
};

/** The house vendor's own games (issue: real games); kept first and named exactly. */
const HOUSE_GAMES: Partial<Record<GameType, string[]>> = {
  RNG: ['Perlas ng Silangan Slot', 'Mango Madness', 'Jeepney Jackpot', 'Sampaguita Spins', 'Bahay Kubo Bonanza', 'Fiesta Reels'],
  PVP: ['Color Game', 'Perya Color Game', 'Color Game Deluxe', 'Lucky Dice Color'],
};

/** Games named exactly: the house vendor's own, then the lotteries it runs, in their code order. */
function fixedNames(vendor: string, type: GameType): string[] {
  const lotteries = LOTTERIES.filter((l) => l.vendor === vendor && l.type === type).map((l) => l.name);
  return [...((vendor === 'HOUSE' && HOUSE_GAMES[type]) || []), ...lotteries];
}

const isLottery = (type: GameType) => (LOTTERY_GAME_TYPES as readonly string[]).includes(type);

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GameSeed {
  vendorCode: string;
  gameId: string;
  gameName: string;
  gameType: GameType;
  classify: 'JP' | 'BG' | null;
  isNew: boolean;
  hotRank: number | null;
  sortOrder: number;
  minBet: number;
  lottoMode: string | null;
  gameGroupId: string | null;
}

export function catalogue(): GameSeed[] {
  const random = mulberry32(20_261_122);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const games: GameSeed[] = [];
  for (const vendor of VENDORS) {
    for (const [type, count] of Object.entries(vendor.types) as [GameType, number][]) {
      const names = new Set<string>(fixedNames(vendor.code, type));
      const [first, second] = WORDS[type];
      while (names.size < count) {
        const name = `${pick(first)} ${pick(second)}`;
        names.add(names.has(name) ? `${name} ${names.size + 2}` : name);
      }
      [...names].forEach((gameName, i) => {
        const roll = random();
        games.push({
          vendorCode: vendor.code,
          gameId: `${vendor.code.toLowerCase()}-${type.toLowerCase()}-${String(i + 1).padStart(3, '0')}`,
          gameName,
          gameType: type,
          classify: type === 'RNG' && roll < 0.12 ? 'JP' : type === 'RNG' && roll > 0.93 ? 'BG' : null,
          isNew: random() < 0.07,
          hotRank: null,
          sortOrder: i + 1,
          minBet: pick([100, 200, 500, 1000, 2000]),
          lottoMode: isLottery(type) ? prizeModeOf(vendor.code) : null,
          gameGroupId: isLottery(type) ? `${vendor.code}-${type}` : null,
        });
      });
    }
  }
  // The hot list: the house games first, then a spread across vendors.
  let rank = 1;
  for (const game of games.filter((g) => g.vendorCode === 'HOUSE')) game.hotRank = rank++;
  for (const game of games) if (game.hotRank === null && random() < 0.06) game.hotRank = rank++;
  return games;
}

/**
 * A sandbox seeded before the lotteries were real keeps its catalogue, so its lottery entries
 * are brought in line with the games the house vendor runs (name and prize mode by code), and
 * the entries it does not run leave the lobby. On a fresh catalogue this changes nothing.
 */
async function alignLotteries(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE games g SET game_name = l.name, lotto_mode = l.mode, active = true
       FROM unnest($1::text[], $2::text[], $3::text[]) AS l(code, name, mode)
      WHERE g.game_code = l.code AND (g.game_name <> l.name OR g.lotto_mode IS DISTINCT FROM l.mode OR NOT g.active)`,
    [LOTTERIES.map((l) => l.code), LOTTERIES.map((l) => l.name), LOTTERIES.map((l) => prizeModeOf(l.vendor))],
  );
  await db.query(
    `UPDATE games SET active = false
      WHERE game_type IN ('LOTT', 'ELOTT') AND vendor_code = ANY($1::text[]) AND active AND NOT (game_code = ANY($2::text[]))`,
    [[...new Set(LOTTERIES.map((l) => l.vendor))], LOTTERIES.map((l) => l.code)],
  );
}

/** Inserts vendors and games once; a second run changes nothing but the lotteries' alignment. */
export async function seedCatalogue(db: Queryable): Promise<void> {
  const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM games');
  if ((existing[0]?.n ?? 0) > 0) {
    await alignLotteries(db);
    return;
  }
  for (const [i, vendor] of VENDORS.entries()) {
    await db.query('INSERT INTO game_vendors (code, name, sort_order) VALUES ($1, $2, $3) ON CONFLICT (code) DO NOTHING', [
      vendor.code,
      vendor.name,
      i + 1,
    ]);
  }
  const rows = catalogue();
  // One multi-row insert per 100 games keeps the seed fast on PGlite.
  for (let start = 0; start < rows.length; start += 100) {
    const chunk = rows.slice(start, start + 100);
    const params: unknown[] = [];
    const values = chunk.map((g, i) => {
      params.push(
        g.vendorCode,
        g.gameId,
        g.gameId,
        g.gameName,
        g.gameType,
        g.classify,
        g.gameGroupId,
        g.lottoMode,
        g.isNew,
        g.hotRank,
        g.sortOrder,
        g.minBet,
      );
      return `(${Array.from({ length: 12 }, (_, k) => `$${i * 12 + k + 1}`).join(', ')})`;
    });
    await db.query(
      `INSERT INTO games (vendor_code, game_id, game_code, game_name, game_type, game_classify_new, game_group_id, lotto_mode,
                          is_new, hot_rank, sort_order, min_bet)
       VALUES ${values.join(', ')} ON CONFLICT ON CONSTRAINT games_vendor_game_unique DO NOTHING`,
      params,
    );
  }
}
