import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isUpdateInfoName, readUpdateInfo, ReleaseError } from './update-info';

export interface PublishOptions {
  /** electron-builder's output folder (`release/`). */
  from: string;
  /** The update feed the server sends from (UPDATES_DIR). */
  to: string;
  /** The share of installations, 0 to 100, that take this release (electron-updater's stagingPercentage). */
  stagingPercentage: number;
}

export interface Published {
  updateInfos: string[];
  /** Installers and blockmaps copied into the feed. */
  copied: string[];
  /** Already in the feed, byte for byte. */
  alreadyThere: string[];
}

/** Base64 SHA-512, electron-builder's checksum; streamed, as installers run to hundreds of megabytes. */
export async function sha512Of(file: string): Promise<string> {
  const hash = createHash('sha512');
  await pipeline(createReadStream(file), hash);
  return hash.digest('base64');
}

/** Writes beside the target, then renames: a client never reads a half-written file. */
async function placeAtomically(target: string, write: (temporary: string) => Promise<void>): Promise<void> {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.part`);
  await write(temporary);
  await rename(temporary, target);
}

/**
 * Puts a build into the update feed with a staged rollout. Every file each latest*.yml names must
 * be on disk with the sha512 and size it lists: a file changed after electron-builder wrote the
 * yml (signed afterwards, rebuilt) is refused, since every client would download it and then
 * reject it as a sha512 mismatch. Nothing is copied unless all of it checks out; a file already in
 * the feed under the same name with other bytes is refused too (clients and caches keep an
 * installer a year). The installers and their blockmaps go in first and the yml files last, so a
 * client never reads a yml naming a file that is not there yet. Running it again with the feed as
 * `from` changes only the percentage.
 */
export async function publishRelease({ from, to, stagingPercentage }: PublishOptions): Promise<Published> {
  const names = (await readdir(from)).filter(isUpdateInfoName).sort();
  if (names.length === 0) throw new ReleaseError(`No latest*.yml in ${from}: build the shell first (npm run dist)`);

  // Installers run to hundreds of megabytes: each file is hashed once, whoever asks.
  const digests = new Map<string, Promise<string>>();
  const digestOf = (file: string) => {
    if (!digests.has(file)) digests.set(file, sha512Of(file));
    return digests.get(file)!;
  };
  const staged = new Map<string, string>();
  const artifacts = new Set<string>();
  for (const name of names) {
    const info = readUpdateInfo(await readFile(path.join(from, name), 'utf8'), name);
    for (const file of info.files) {
      const onDisk = path.join(from, file.name);
      if (!existsSync(onDisk)) throw new ReleaseError(`${name} lists ${file.name}, which is not in ${from}`);
      const { size } = await stat(onDisk);
      if ((file.size !== undefined && size !== file.size) || (await digestOf(onDisk)) !== file.sha512) {
        throw new ReleaseError(
          `${file.name} does not match the sha512 in ${name}: it changed after electron-builder wrote ${name} ` +
            '(signed outside electron-builder?). Sign inside electron-builder and build again.',
        );
      }
      artifacts.add(file.name);
      // electron-updater's differential download reads the new and the installed version's blockmaps.
      if (existsSync(`${onDisk}.blockmap`)) artifacts.add(`${file.name}.blockmap`);
    }
    staged.set(name, info.withStagingPercentage(stagingPercentage));
  }

  const sameFolder = path.resolve(from) === path.resolve(to);
  const copied: string[] = [];
  const alreadyThere: string[] = [];
  for (const name of artifacts) {
    const target = path.join(to, name);
    if (sameFolder || !existsSync(target)) continue;
    if ((await sha512Of(target)) !== (await digestOf(path.join(from, name)))) {
      throw new ReleaseError(
        `${name} is already in the feed with other bytes; clients and caches keep it a year. Build a new version instead.`,
      );
    }
    alreadyThere.push(name);
  }

  await mkdir(to, { recursive: true });
  for (const name of artifacts) {
    if (sameFolder || alreadyThere.includes(name)) continue;
    await placeAtomically(path.join(to, name), (temporary) => copyFile(path.join(from, name), temporary));
    copied.push(name);
  }
  for (const [name, text] of staged) await placeAtomically(path.join(to, name), (temporary) => writeFile(temporary, text));
  return { updateInfos: names, copied, alreadyThere };
}
