import { LOTTERY_LOBBY_CODE } from '../../../contracts/constants';
import { lotteryByCode } from './lottery/lotteries';

/** Which page plays which house game code (the catalogue's game_code). */
export function pageFor(gameCode: string): 'slot' | 'colour' | 'lottery' | null {
  if (/^house-rng-/.test(gameCode)) return 'slot';
  if (/^house-pvp-/.test(gameCode)) return 'colour';
  if (gameCode === LOTTERY_LOBBY_CODE || lotteryByCode(gameCode)) return 'lottery';
  return null;
}
