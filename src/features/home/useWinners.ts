import type { Winner } from '../../api';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';

/** SPEC §9: winner limit 100. */
export const WINNER_LIMIT = 100;

/** The latest wins for the winner board, asked again when the language changes; a failure leaves the board as it was (empty at first). */
export function useWinners(language: string): Winner[] {
  const { games } = useStores();
  return useLoad(language, () => games.winners(language, WINNER_LIMIT), { keep: true }).value ?? NO_WINNERS;
}

const NO_WINNERS: Winner[] = [];
