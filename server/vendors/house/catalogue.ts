import { LOTTERY_GAME_TYPES, prizeModeOf } from '../../../contracts/constants';
import type { GameType } from '../../../contracts/games';
import { LOTTERIES } from './lottery/lotteries';
import { mulberry32 } from './seeded-random';

/**
 * A demo catalogue shaped like production: 13 vendors, about 600 games over every lobby
 * category, with jackpot and bingo classifications, new games, a hot ranking and colour games.
 * Deterministic (seeded random), so every sandbox shows the same lobby.
 */
export interface VendorSeed {
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
  // The card tables the aggregator deals (the house's colour games are named apart).
  PVP: [
    ['Lucky 9', 'Pusoy Dos', 'Tongits'],
    ['Classic', 'Royale', 'Go', 'Blitz', 'Masters', 'Arena', 'Showdown', 'Club', 'Fiesta', 'Pro', 'Deluxe', 'Turbo'],
  ],
  SPORTS: [
    ['PBA', 'NBA', 'Premier', 'Volleyball', 'Boxing', 'Tennis', 'Football', 'Badminton'],
    ['Live', 'Parlay', 'Specials', 'Cup', 'League', 'Outright'],
  ],
  ESPORTS: [
    ['Mobile Legends', 'Dota 2', 'Valorant', 'CS2', 'League of Legends', 'PUBG Mobile', 'Honor of Kings'],
    ['Pro League', 'Cup', 'Series', 'Masters'],
  ],
  // Poker against the dealer: the games the aggregator deals.
  POKER: [
    ['Jacks or Better', 'Video Poker', 'Three Card Poker', 'Caribbean Stud'],
    ['Classic', 'Deluxe', 'Turbo', 'Gold', 'Royale', 'Pro'],
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
