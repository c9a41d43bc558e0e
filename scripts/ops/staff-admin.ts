import { mkdirSync } from 'node:fs';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { AppError } from '../../server/http/app-error';
import { createAdmin } from '../../server/modules/staff/management';
import { UsageError } from './commands';

const USERNAME = /^[a-z][a-z0-9._-]{2,31}$/;

/** The username `staff:create-admin` was given, as the console's accounts take it. */
export function adminUsername(positionals: string[]): string {
  const [username, ...extra] = positionals;
  if (!username || extra.length > 0 || !USERNAME.test(username)) {
    throw new UsageError(
      'staff:create-admin takes one username: 3 to 32 lowercase letters, digits, dots, hyphens, underscores; a letter first',
    );
  }
  return username;
}

/**
 * `npm run ops -- staff:create-admin <username>`: a local command, like ops:key. It writes to the
 * platform's own database (DATABASE_URL, or the sandbox's PGlite in DATA_DIR while the platform
 * is stopped), not through the API: before the first admin there is nobody to call it.
 */
export async function runCreateAdmin(positionals: string[]): Promise<number> {
  const username = adminUsername(positionals);
  const config = loadConfig();
  // Before the platform's first start there is no data folder yet: make it, as the server does.
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const db = await openDatabase(config);
  try {
    // The staff tables may be newer than the database's last start; migrating is idempotent and locked.
    await migrate(db);
    const { oneTimePassword } = await createAdmin(db, username);
    console.log(`Admin ${username} created. One-time password: ${oneTimePassword}`);
    console.log('Shown once. At the first sign-in at /ops it must be replaced, and an authenticator app enrolled.');
    return 0;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'USERNAME_TAKEN')) throw error;
    console.error(`Refused: a staff account named ${username} already exists.`);
    return 1;
  } finally {
    await db.close();
  }
}
