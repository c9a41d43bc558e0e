import type { Winner } from '../api';
import type { RootStore } from './RootStore';

/** SPEC §9: the winner board shows at most 100 wins. */
export const WINNER_LIMIT = 100;

/** The winner board: the latest real wins over every category (SPEC §7), names masked by the server. */
export class WinnersStore {
  constructor(private readonly root: RootStore) {}

  async latest(language: string): Promise<Winner[]> {
    return (await this.root.api.winners.list({ language, limitNum: WINNER_LIMIT })).list;
  }
}
