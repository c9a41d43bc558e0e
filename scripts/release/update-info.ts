import { parseDocument } from 'yaml';
import { feedMediaType } from '../../server/modules/updates/feed-files';

/** A refusal of `npm run release`: printed as it is, exit code 1. */
export class ReleaseError extends Error {}

/** The rollout share `--stage` takes: a whole number from 0 (in the feed, offered to nobody yet) to 100. */
export function parseStagingPercentage(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,3}$/.test(raw) || Number(raw) > 100) {
    throw new ReleaseError('--stage takes a whole percentage from 0 to 100');
  }
  return Number(raw);
}

/** electron-builder's update info per platform: latest.yml (Windows), latest-mac.yml, latest-linux.yml, latest-linux-arm64.yml. */
export const isUpdateInfoName = (name: string): boolean => /^latest(-[a-z0-9-]+)?\.yml$/.test(name);

/** A file an update info names, with the checksum electron-updater will hold the download to. */
export interface ListedFile {
  name: string;
  /** Base64 SHA-512 of the file, as electron-builder writes it. */
  sha512: string;
  size?: number;
}

export interface UpdateInfo {
  files: ListedFile[];
  /** The same text with `stagingPercentage` set; every other line (checksums, sizes, dates) as it was. */
  withStagingPercentage(percent: number): string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function listed(entry: unknown, source: string): ListedFile {
  if (!isRecord(entry) || typeof entry.url !== 'string' || typeof entry.sha512 !== 'string') {
    throw new ReleaseError(`${source}: every file needs a url and a sha512`);
  }
  // Only a flat name the feed serves: no address elsewhere, no path out of the folder.
  if (!feedMediaType(entry.url)) throw new ReleaseError(`${source}: "${entry.url}" is not a file the update feed serves`);
  return { name: entry.url, sha512: entry.sha512, ...(typeof entry.size === 'number' ? { size: entry.size } : {}) };
}

/**
 * Reads an update info: its `files` and the older top-level `path`/`sha512` pair (which names one
 * of them). A file named twice with two checksums is refused.
 */
export function readUpdateInfo(text: string, source: string): UpdateInfo {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new ReleaseError(`${source}: not valid YAML (${doc.errors[0]!.message})`);
  const info: unknown = doc.toJS();
  if (!isRecord(info) || typeof info.version !== 'string' || !Array.isArray(info.files) || info.files.length === 0) {
    throw new ReleaseError(`${source}: not an electron-builder update info (version and files)`);
  }
  const entries = info.files.map((entry) => listed(entry, source));
  if (info.path !== undefined) entries.push(listed({ url: info.path, sha512: info.sha512 }, source));
  const byName = new Map<string, ListedFile>();
  for (const entry of entries) {
    const seen = byName.get(entry.name);
    if (seen && seen.sha512 !== entry.sha512) throw new ReleaseError(`${source}: ${entry.name} is listed with two different sha512`);
    if (!seen || entry.size !== undefined) byName.set(entry.name, entry);
  }
  return {
    files: [...byName.values()],
    withStagingPercentage(percent) {
      const staged = doc.clone();
      staged.set('stagingPercentage', percent);
      // No folding: a checksum or a date is written back exactly as it was read.
      return staged.toString({ lineWidth: 0 });
    },
  };
}
