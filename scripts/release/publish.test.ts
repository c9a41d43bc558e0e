import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { publishRelease } from './publish';
import { parseStagingPercentage, readUpdateInfo, ReleaseError } from './update-info';

/** What electron-builder wrote for the fixture's installer (sha512 and size of INSTALLER). */
const FIXTURE = readFileSync(new URL('./fixtures/latest.yml', import.meta.url), 'utf8');
const INSTALLER_NAME = 'Pinoy Play Setup 1.2.0.exe';
const INSTALLER = 'Pinoy Play Setup 1.2.0 (fixture installer)\n';
const BLOCKMAP = 'blockmap of 1.2.0';

let work: string;
let release: string;
let feed: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'pinoy-release-'));
  release = path.join(work, 'release');
  feed = path.join(work, 'feed');
  mkdirSync(release);
  writeFileSync(path.join(release, 'latest.yml'), FIXTURE);
  writeFileSync(path.join(release, INSTALLER_NAME), INSTALLER);
  writeFileSync(path.join(release, `${INSTALLER_NAME}.blockmap`), BLOCKMAP);
  // electron-builder's own notes, never part of the feed.
  writeFileSync(path.join(release, 'builder-debug.yml'), 'x: 1\n');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const read = (dir: string, name: string) => readFileSync(path.join(dir, name), 'utf8');

describe('npm run release', () => {
  it('puts the installer, its blockmap and latest.yml in the feed, offered to the stage, checksums untouched', async () => {
    const published = await publishRelease({ from: release, to: feed, stagingPercentage: 10 });
    expect(published).toEqual({ updateInfos: ['latest.yml'], copied: [INSTALLER_NAME, `${INSTALLER_NAME}.blockmap`], alreadyThere: [] });
    expect(readdirSync(feed).sort()).toEqual([INSTALLER_NAME, `${INSTALLER_NAME}.blockmap`, 'latest.yml']);
    expect(read(feed, INSTALLER_NAME)).toBe(INSTALLER);
    // Every line electron-builder wrote stays as it was; only the rollout share is added.
    expect(read(feed, 'latest.yml')).toBe(`${FIXTURE}stagingPercentage: 10\n`);
    expect(parse(read(feed, 'latest.yml'))).toMatchObject({ ...parse(FIXTURE), stagingPercentage: 10 });
  });

  it('raises the share of a release already in the feed without copying anything', async () => {
    await publishRelease({ from: release, to: feed, stagingPercentage: 10 });
    expect(await publishRelease({ from: feed, to: feed, stagingPercentage: 50 })).toMatchObject({ copied: [], alreadyThere: [] });
    expect(parse(read(feed, 'latest.yml'))).toMatchObject({ stagingPercentage: 50 });
    // Publishing the same build again finds its files there, byte for byte.
    expect(await publishRelease({ from: release, to: feed, stagingPercentage: 100 })).toMatchObject({
      copied: [],
      alreadyThere: [INSTALLER_NAME, `${INSTALLER_NAME}.blockmap`],
    });
  });

  it('refuses an installer changed after latest.yml was written (signed afterwards), and publishes nothing', async () => {
    writeFileSync(path.join(release, INSTALLER_NAME), INSTALLER.replace('fixture', 'signed!'));
    await expect(publishRelease({ from: release, to: feed, stagingPercentage: 10 })).rejects.toThrow(
      /Pinoy Play Setup 1\.2\.0\.exe does not match the sha512 in latest\.yml/,
    );
    expect(existsSync(feed)).toBe(false);
  });

  it('refuses a latest.yml naming a missing file, and a build with no latest.yml', async () => {
    rmSync(path.join(release, INSTALLER_NAME));
    await expect(publishRelease({ from: release, to: feed, stagingPercentage: 10 })).rejects.toThrow(/lists Pinoy Play Setup 1\.2\.0\.exe/);
    rmSync(path.join(release, 'latest.yml'));
    await expect(publishRelease({ from: release, to: feed, stagingPercentage: 10 })).rejects.toThrow(/No latest\*\.yml/);
  });

  it('refuses to replace an installer already in the feed with other bytes under the same name', async () => {
    mkdirSync(feed);
    writeFileSync(path.join(feed, INSTALLER_NAME), 'an earlier build of 1.2.0');
    writeFileSync(path.join(feed, 'latest.yml'), 'version: 1.1.0\n');
    const publishing = publishRelease({ from: release, to: feed, stagingPercentage: 10 });
    await expect(publishing).rejects.toThrow(/already in the feed with other bytes/);
    expect(read(feed, 'latest.yml')).toBe('version: 1.1.0\n');
  });
});

describe('readUpdateInfo', () => {
  it('lists each file once, with its checksum and size', () => {
    expect(readUpdateInfo(FIXTURE, 'latest.yml').files).toEqual([
      { name: INSTALLER_NAME, sha512: expect.stringMatching(/^ff\/VQ0f8/), size: 43 },
    ]);
  });

  it('refuses names the feed does not serve, and a file listed with two checksums', () => {
    const outside = FIXTURE.replaceAll(INSTALLER_NAME, '../outside.exe');
    expect(() => readUpdateInfo(outside, 'latest.yml')).toThrow(/not a file the update feed serves/);
    const elsewhere = FIXTURE.replaceAll(INSTALLER_NAME, 'https://cdn.example.com/setup.exe');
    expect(() => readUpdateInfo(elsewhere, 'latest.yml')).toThrow(ReleaseError);
    const twice = FIXTURE.replace(/^sha512: .*$/m, 'sha512: AAAA');
    expect(() => readUpdateInfo(twice, 'latest.yml')).toThrow(/two different sha512/);
    expect(() => readUpdateInfo('version: [', 'latest.yml')).toThrow(/not valid YAML/);
  });
});

describe('parseStagingPercentage', () => {
  it('takes a whole percentage from 0 to 100', () => {
    expect(parseStagingPercentage('0')).toBe(0);
    expect(parseStagingPercentage('25')).toBe(25);
    expect(parseStagingPercentage('100')).toBe(100);
    for (const bad of [undefined, '', '101', '-5', '12.5', '10%', 'all']) expect(() => parseStagingPercentage(bad)).toThrow(ReleaseError);
  });
});
