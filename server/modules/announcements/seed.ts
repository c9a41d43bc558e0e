import type { AnnouncementType } from '../../../contracts/announcements';
import type { Queryable } from '../../db/types';
import { countAnnouncements, insertAnnouncement } from './repository';

type Row = [type: AnnouncementType, group: string | null, title: string, content: string, link: string | null, sort: number];

const ANNOUNCEMENTS: Row[] = [
  ['B', 'm_home', 'Welcome bonus 100%', 'Double your first deposit up to ₱5,000.', '/m/activity', 1],
  ['B', 'm_home', 'Perlas ng Silangan', 'Our new 5-reel slot: pearls pay 5,000x.', '/m/game?activeType=RNG', 2],
  ['B', 'm_home', 'Color Game Fridays', 'Play the perya colour game every Friday night.', '/m/game?activeType=COLOR', 3],
  ['B', 'm_live', 'Live sabong tonight', 'Watch and play live from the arena.', '/m/game?activeType=COCKFIGHT', 1],
  ['PL', null, 'System maintenance on Sunday 2:00-4:00 AM', 'Games will be unavailable during the maintenance window.', null, 1],
  ['PL', null, 'New payment channel: GCash', 'Deposits through GCash are now instant.', null, 2],
  ['PL', null, 'Play responsibly', 'Set limits in the member centre, and take breaks.', '/m/help#responsible-gaming', 3],
  ['PU', null, 'Verify your account', 'Verify your identity to enjoy faster withdrawals.', null, 1],
  ['PR', null, 'Daily cashback 1%', 'Get back 1% of your daily slot bets, credited every midnight.', '/m/activity', 1],
  ['PR', null, 'Refer a friend', 'Earn ₱200 for every friend who tops up.', '/m/activity', 2],
];

/** Demo announcements for sandbox mode; inserted once. */
export async function seedAnnouncements(db: Queryable, merchantCode: string): Promise<void> {
  if ((await countAnnouncements(db, merchantCode)) > 0) return;
  for (const [type, group, title, content, link, sort] of ANNOUNCEMENTS) {
    await insertAnnouncement(db, { merchantCode, type, group, title, content, link, sort });
  }
}
