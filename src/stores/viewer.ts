import { isRealMemberType } from '../../contracts/constants';

/** Who is looking: member types 0, 1, 2 are real accounts; every other type is a trial (SPEC §3). */
export type Viewer = 'visitor' | 'trial' | 'member';

export function viewerOf(loggedIn: boolean, type: number | null): Viewer {
  if (!loggedIn) return 'visitor';
  return type !== null && isRealMemberType(type) ? 'member' : 'trial';
}
