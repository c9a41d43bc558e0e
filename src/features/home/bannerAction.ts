import { isSafeExternalUrl } from '../../platform/openExternal';

/** What a tap on a banner does: an in-app route, an outside page, or nothing. */
export type BannerAction = { kind: 'navigate'; to: string } | { kind: 'external'; url: string } | null;

const IN_APP_PREFIX = '/m/';

/**
 * A banner's link (SPEC §2 "tap triggers the banner action"): in-app /m/ paths navigate, http(s)
 * opens outside, anything else does nothing.
 */
export function bannerAction(linkUrl: string | null): BannerAction {
  if (!linkUrl) return null;
  if (linkUrl.startsWith(IN_APP_PREFIX)) return { kind: 'navigate', to: linkUrl };
  return isSafeExternalUrl(linkUrl) ? { kind: 'external', url: linkUrl } : null;
}
