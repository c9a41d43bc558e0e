import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, updatesDirOf } from '../server/config';
import { publishRelease } from './release/publish';
import { parseStagingPercentage, ReleaseError } from './release/update-info';

const USAGE = `Usage: npm run release -- --stage <0-100> [--from release] [--to <feed folder>]

Copies the shell's build (electron-builder's latest*.yml, installers and blockmaps) into the update
feed the platform serves at /updates (UPDATES_DIR, default DATA_DIR/updates) and offers it to
<stage> percent of installations. Raise it later with --from set to the feed folder.`;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } } });
  const stagingPercentage = parseStagingPercentage(values.stage);
  const from = path.resolve(values.from ?? 'release');
  const to = values.to ? path.resolve(values.to) : updatesDirOf(process.env, process.cwd());
  const published = await publishRelease({ from, to, stagingPercentage });
  for (const name of published.copied) console.log(`copied   ${name}`);
  for (const name of published.alreadyThere) console.log(`in feed  ${name}`);
  console.log(`${published.updateInfos.join(', ')} written to ${to}: offered to ${stagingPercentage}% of installations.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const badArguments = (error as { code?: unknown }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
    const refused = error instanceof ReleaseError || error instanceof ConfigError || badArguments;
    console.error(refused ? `Refused: ${(error as Error).message}\n\n${USAGE}` : error);
    process.exit(refused ? 1 : 2);
  },
);
