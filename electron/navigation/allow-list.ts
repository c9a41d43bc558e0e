import { BRIDGE_LIMITS } from '../../contracts/platform-bridge';

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function isHttp(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/** The app window may only show its own origin; everything else is off limits. */
export function isAllowedNavigation(url: string, appOrigin: string): boolean {
  const parsed = parse(url);
  return parsed !== null && isHttp(parsed) && parsed.origin === appOrigin;
}

/**
 * Whether a URL may be handed to the operating system. Only http(s): other schemes
 * (file:, smb:, custom protocol handlers) can start programs. URLs with credentials are
 * a phishing tell and overlong ones are not links a page legitimately opens.
 */
export function isSafeExternalUrl(url: string): boolean {
  if (url.length > BRIDGE_LIMITS.urlChars) return false;
  const parsed = parse(url);
  return parsed !== null && isHttp(parsed) && parsed.hostname !== '' && !parsed.username && !parsed.password;
}

/** Permissions the app's own pages may use (copy a referral link, full-screen a game). */
const GRANTED_PERMISSIONS = new Set(['clipboard-sanitized-write', 'fullscreen']);

export function isAllowedPermission(permission: string, requestingUrl: string, appOrigin: string): boolean {
  return GRANTED_PERMISSIONS.has(permission) && isAllowedNavigation(requestingUrl, appOrigin);
}
