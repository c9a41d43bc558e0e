import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/open';
import { issueOperatorKey } from '../server/modules/operator/service';

/**
 * `npm run ops:key -- <name>`: issues an operator a key for the cashier API and `npm run ops`,
 * on the platform's own database (DATABASE_URL, or the sandbox's PGlite in DATA_DIR while the
 * platform is stopped). The key is printed once and stored only as its hash.
 */
const name = process.argv[2];
if (!name || !/^[a-z0-9][a-z0-9._-]{2,40}$/.test(name)) {
  console.error('Usage: npm run ops:key -- <operator name> (3 to 41 lowercase letters, digits, dots, hyphens)');
  process.exit(2);
}
const db = await openDatabase(loadConfig());
try {
  const key = await issueOperatorKey(db, name);
  console.log(`Operator ${name}: OPS_KEY=${key}`);
  console.log('Shown once: keep it in a password manager. Running this again gives a new key and ends the old one.');
} finally {
  await db.close();
}
