import dayjs from 'dayjs';
import type { CoolOffDuration, SelfExclusionDuration } from '../../../contracts/protection-constants';

const LENGTHS: Record<CoolOffDuration | SelfExclusionDuration, [number, 'hour' | 'day' | 'month' | 'year']> = {
  '24h': [24, 'hour'],
  '7d': [7, 'day'],
  '30d': [30, 'day'],
  '6m': [6, 'month'],
  '1y': [1, 'year'],
  '5y': [5, 'year'],
};

/** When a break taken now would end, for the confirmation's text (the server's answer has the exact end). */
export function breakEnd(duration: CoolOffDuration | SelfExclusionDuration, from = new Date()): Date {
  const [amount, unit] = LENGTHS[duration];
  return dayjs(from).add(amount, unit).toDate();
}
