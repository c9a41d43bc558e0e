import type { ViewPolicy } from './isolated-views';

/** The in-memory partition of a vendor origin's games: one per origin, so vendors share nothing. */
export function gamePartition(gameOrigin: string): string {
  return `game-${new URL(gameOrigin).host.replace(/[^a-z0-9.-]/gi, '_')}`;
}

/**
 * Vendors' games: opened only on the configured origins (PINOY_GAME_ORIGINS), each origin in a
 * session of its own. A game may go full screen; no camera, microphone, location, clipboard,
 * notification or external-protocol prompt.
 */
export function gameViewPolicy(gameOrigins: readonly string[]): ViewPolicy {
  return {
    name: 'game',
    partitionFor: (origin) => (gameOrigins.includes(origin) ? gamePartition(origin) : null),
    partitions: gameOrigins.map(gamePartition),
    permissions: new Set(['fullscreen']),
  };
}
