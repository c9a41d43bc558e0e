import type { Winner } from '../../api';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';

/** The latest wins for the winner board, asked again when the language changes; a failure leaves the board as it was (empty at first). */
export function useWinners(language: string): Winner[] {
  const { winners } = useStores();
  return useLoad(language, () => winners.latest(language), { keep: true }).value ?? NO_WINNERS;
}

const NO_WINNERS: Winner[] = [];
