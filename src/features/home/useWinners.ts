import { useEffect, useState } from 'react';
import type { Winner } from '../../api';
import { useStores } from '../../stores/context';

/** SPEC §9: winner limit 100. */
export const WINNER_LIMIT = 100;

/** The latest wins for the winner board, asked again when the language changes; a failure leaves the board empty. */
export function useWinners(language: string): Winner[] {
  const { api } = useStores();
  const [winners, setWinners] = useState<Winner[]>([]);

  useEffect(() => {
    let live = true;
    api.winners.list({ language, limitNum: WINNER_LIMIT }).then(
      ({ list }) => live && setWinners(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, language]);

  return winners;
}
