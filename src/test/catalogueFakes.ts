import type { Game, VendorEntry } from '../../contracts/games';
import type { Announcement, Winner } from '../api';

// The catalogue as the server answers it: games, vendors, categories, announcements, winners.

/** A catalogue game as the server answers it; slots by the first vendor unless overridden. */
export function gameOf(nodeId: number, overrides: Partial<Game> = {}): Game {
  return {
    nodeId,
    gameId: `G${nodeId}`,
    gameName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    gameType: 'RNG',
    vassalage: 'BAYANI',
    vendor: 'Bayani Gaming',
    gameCode: `G${nodeId}`,
    gameGroupId: null,
    lottoMode: null,
    gameClassifyNew: null,
    iconUrl: `/wps/game/icon/${nodeId}.svg`,
    showIcon: `/wps/game/icon/${nodeId}.svg`,
    mobileLargeIcon: `/wps/game/icon/${nodeId}.svg`,
    supportPlay: true,
    isNew: false,
    minBet: 100,
    ...overrides,
  };
}

export const gamesOf = (count: number, from = 1, overrides: Partial<Game> = {}): Game[] =>
  Array.from({ length: count }, (_, i) => gameOf(from + i, overrides));

export const VENDORS: VendorEntry[] = [
  { vassalage: 'BAYANI', accountTypeName: 'Bayani Gaming', gameType: 'FISH', gameCount: 10 },
  { vassalage: 'BAYANI', accountTypeName: 'Bayani Gaming', gameType: 'RNG', gameCount: 80 },
  { vassalage: 'ISLA', accountTypeName: 'Isla Slots', gameType: 'RNG', gameCount: 75 },
  { vassalage: 'BITUIN', accountTypeName: 'Bituin Live', gameType: 'LIVE', gameCount: 45 },
];

export const CATEGORIES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'POKER', 'COCKFIGHT', 'LOTT', 'ELOTT', 'PROMO'].map(
  (gameCategory, i) => ({
    gameCategory,
    sort: i + 1,
  }),
);

/** An announcement as the server answers it: a home banner unless overridden. */
export function announcementOf(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    announcementId: id,
    type: 'B',
    groupName: 'm_home',
    title: `Banner ${id}`,
    content: `Content ${id}`,
    url: `/wps/banner/${id}.svg`,
    linkUrl: null,
    read: false,
    ...overrides,
  };
}

/** A winner-board entry: ₱1,234.50 won on a catalogue game. */
export function winnerOf(nodeId: number, overrides: Partial<Winner> = {}): Winner {
  return {
    customerName: `p***${nodeId}`,
    winAmount: 123_450,
    gameName: `Game ${nodeId}`,
    nodeId,
    gameId: `G${nodeId}`,
    vendor: 'BAYANI',
    iconUrl: `/wps/game/icon/${nodeId}.svg`,
    wonAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
