/** Home's own banner group; its call also brings the player notices and pop-ups. */
export const HOME_GROUP = 'm_home';
/** Banners of live streams. */
export const LIVE_GROUP = 'm_live';

/**
 * The banner groups fetched besides home's (SPEC §2 "m_live hidden if the user has no model"):
 * live-stream banners only for a user who has a model. No user has one in this product yet
 * (member info carries no model), so callers pass false and m_live is never fetched or shown.
 */
export function liveBannerGroups(hasModel: boolean): string[] {
  return hasModel ? [LIVE_GROUP] : [];
}
