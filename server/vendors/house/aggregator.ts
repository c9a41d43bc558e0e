import { catalogue, VENDORS, type GameSeed } from './catalogue';
import type { AggregatorGame, FamilyName } from './family';
import { HOUSE_PARTNER } from './partner';

/**
 * The sandbox aggregator's partners: the house (its own games and TCG_SEA's lotteries, at the
 * origin's root, as it always was) and every other catalogue vendor as a seamless-wallet partner
 * of its own, with its own key pair, under /v/<code>.
 */
export interface AggregatorPartner {
  code: string;
  name: string;
  /** The catalogue vendor codes whose games it serves. */
  vendors: readonly string[];
  /** Where its pages and API live on the aggregator's origin ('' for the house). */
  prefix: string;
}

const HOUSE_VENDORS = ['HOUSE', 'TCG_SEA'];

export const AGGREGATOR_PARTNERS: readonly AggregatorPartner[] = [
  { code: HOUSE_PARTNER, name: 'Pinoy Play Originals', vendors: HOUSE_VENDORS, prefix: '' },
  ...VENDORS.filter((v) => !HOUSE_VENDORS.includes(v.code)).map((v) => ({
    code: v.code.toLowerCase(),
    name: v.name,
    vendors: [v.code],
    prefix: `/v/${v.code.toLowerCase()}`,
  })),
];

export const partnerOfVendor = (vendorCode: string) => AGGREGATOR_PARTNERS.find((p) => p.vendors.includes(vendorCode));

/** Which family plays a catalogue entry: by its type, and by its name where a type holds several games. */
export function familyOf(game: Pick<GameSeed, 'gameType' | 'gameName'>): FamilyName {
  switch (game.gameType) {
    case 'RNG':
      return 'slot';
    case 'FISH':
      return 'fish';
    case 'LIVE':
      return /blackjack/i.test(game.gameName) ? 'blackjack' : 'table';
    case 'PVP':
      return /colou?r/i.test(game.gameName) ? 'colour' : 'pvp';
    case 'POKER':
      return 'cards';
    case 'SPORTS':
    case 'ESPORTS':
      return 'sports';
    case 'COCKFIGHT':
      return 'table';
    default:
      return 'lottery';
  }
}

let games: Map<string, AggregatorGame> | null = null;

/** Every game the aggregator runs, by game code: the catalogue it publishes to the operator. */
export function aggregatorGames(): ReadonlyMap<string, AggregatorGame> {
  games ??= new Map(
    catalogue().map((g) => [
      g.gameId,
      {
        vendor: g.vendorCode,
        code: g.gameId,
        name: g.gameName,
        type: g.gameType,
        classify: g.classify,
        minBet: g.minBet,
        family: familyOf(g),
      },
    ]),
  );
  return games;
}
