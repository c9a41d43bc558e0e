// `npm run bench`: the figures the issues ask for, printed in one run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { measureInitialBundle } from './bundle-size';
import { measureThroughput } from './http-throughput';
import { pgbenchTps } from './pgbench';
import { measureSearch } from './search-throughput';
import { measureWallet } from './wallet-throughput';

const root = path.resolve(import.meta.dirname, '..', '..');
const JS_BUDGET_BYTES = 170 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const bundle = measureInitialBundle(path.join(root, 'dist'));
console.log('\n/m/home before first render (gzip -9):');
for (const f of bundle.files) console.log(`  ${f.kind.padEnd(3)} ${kb(f.gzipBytes).padStart(9)}  ${f.file}`);
console.log(`  JS  ${kb(bundle.jsGzip)} (budget ${kb(JS_BUDGET_BYTES)}), CSS ${kb(bundle.cssGzip)}`);

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// PGlite as `npm start` runs; PostgreSQL too when a database URL is given (as CI's is).
const databases = [undefined, process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL].filter((u, i) => i === 0 || u);
for (const url of databases) {
  const t = await measureThroughput(seconds, url);
  console.log(`\nThroughput on ${t.dialect} (${t.seconds} s each, ${t.connections} connections, loopback, server in its own process):`);
  console.log(`  bare Fastify route, same JSON  ${t.bare.toFixed(0).padStart(7)} req/s`);
  console.log(`  GET /wps/system/status         ${t.status.toFixed(0).padStart(7)} req/s  ratio ${(t.status / t.bare).toFixed(2)}`);
  console.log(`  GET /wps/wallets/gcs (session) ${t.wallet.toFixed(0).padStart(7)} req/s  ratio ${(t.wallet / t.bare).toFixed(2)}`);
}

const search = await measureSearch(seconds);
console.log(
  `\nGame search (GCSGAME_gameList?gameName=…, ${search.workers} callers, PGlite): ` +
    `${search.perSecond.toFixed(0)} req/s, p95 ${search.p95.toFixed(1)} ms, ${search.failures} failures`,
);

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
for (const url of [undefined, pgUrl].filter((u, i) => i === 0 || u)) {
  const w = await measureWallet(seconds, url);
  const inv = w.invariants;
  console.log(
    `\nSeamless wallet on ${w.dialect}: ${w.perSecond.toFixed(0)} bet+win round trips/s with ${w.players} players at once, ` +
      `p95 ${w.p95.toFixed(1)} ms, ${w.failures} failures`,
  );
  console.log(
    `  afterwards: ledger sum ${inv.ledgerSum}, negative balances ${inv.negativeBalances}, ` +
      `${inv.walletTransactions} wallet transactions -> ${inv.ledgerTransfers} ledger transfers (${inv.distinctKeys} distinct keys)`,
  );
  if (
    inv.ledgerSum !== 0 ||
    inv.negativeBalances !== 0 ||
    inv.ledgerTransfers !== inv.distinctKeys ||
    inv.walletTransactions !== inv.ledgerTransfers
  ) {
    console.error('  INVARIANT BROKEN');
    process.exitCode = 1;
  }
}
if (pgUrl) {
  const pg = pgbenchTps(pgUrl, seconds);
  console.log(
    'tps' in pg
      ? `  pgbench TPC-B (scale 2, 10 clients) on the same PostgreSQL: ${pg.tps.toFixed(0)} tps`
      : `  pgbench skipped: ${pg.skipped}`,
  );
} else {
  console.log('\nPostgreSQL figures skipped: set TEST_DATABASE_URL or BENCH_DATABASE_URL');
}

if (bundle.jsGzip > JS_BUDGET_BYTES) {
  console.error(`\nOver budget: /m/home loads ${kb(bundle.jsGzip)} of JS, the budget is ${kb(JS_BUDGET_BYTES)}.`);
  process.exit(1);
}
