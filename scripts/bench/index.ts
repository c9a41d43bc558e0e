// `npm run bench`: the figures the issues ask for, printed in one run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { measureThroughput } from './http-throughput';
import { measurePhone } from './phone-figures';
import { pgbenchTps } from './pgbench';
import { scriptBreakdown } from './script-breakdown';
import { measureSearch } from './search-throughput';
import { measureWallet } from './wallet-throughput';
import { reportWalletInvariants } from './invariants';
import { measureWalletSteps, reportWalletSteps } from './wallet-steps';
import { measureCashier } from './cashier';
import { measureAggregator } from './aggregator';
import { measurePvpReturns } from './pvp-returns';
import { measureQueue, reportQueue } from './queues';
import { measureGgrReport, reportGgr } from './reports';
import { measurePlayersLoad, reportPlayersLoad } from './players-load';

const root = path.resolve(import.meta.dirname, '..', '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Goals a figure misses; the bench fails when any is listed. */
const broken: string[] = [];

/** Prints a figure beside its goal and records a miss. */
function against(label: string, value: number, shown: string, goal: { max?: number; min?: number; text: string }): void {
  const ok = (goal.max === undefined || value <= goal.max) && (goal.min === undefined || value >= goal.min);
  console.log(`  ${label.padEnd(34)} ${shown.padStart(10)}   goal ${goal.text}${ok ? '' : '   MISSED'}`);
  if (!ok) broken.push(`${label} ${shown} (goal ${goal.text})`);
}

/** Ends the run: fails it when any goal was missed. */
function finish(): void {
  if (broken.length > 0) {
    console.error(`\n${broken.length} goal(s) missed:\n  ${broken.join('\n  ')}`);
    process.exitCode = 1;
  }
}
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** How long each throughput figure is measured (BENCH_SECONDS). */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** Issue 16: 1,000 players against several server processes (BENCH_PLAYERS_SECONDS, default 60; BENCH_PROCESSES, default 2). */
const playersLoad = async (url: string) =>
  reportPlayersLoad(
    await measurePlayersLoad(url, {
      seconds: Number(process.env.BENCH_PLAYERS_SECONDS ?? 60),
      processes: Number(process.env.BENCH_PROCESSES ?? 2),
    }),
    against,
  );
/**
 * Issue 16: seamless-wallet round trips on PGlite or PostgreSQL; on PostgreSQL held to a share of
 * pgbench's TPC-B figure, measured just before it.
 */
async function seamlessWallet(url: string | undefined) {
  const pgbench = url ? pgbenchTps(url, seconds) : null;
  const w = await measureWallet(seconds, url);
  const inv = w.invariants;
  console.log(
    `\nSeamless wallet on ${w.dialect}: ${w.perSecond.toFixed(0)} bet+win round trips/s with ${w.players} players at once, ` +
      `p95 ${w.p95.toFixed(1)} ms, ${w.failures} failures`,
  );
  if (w.ranOut > 0) console.log(`  ${w.ranOut} players used up their signed rounds: the figure is a lower bound`);
  if (w.cpu) {
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(
      `  CPU per round trip: platform ${ms(w.cpu.platformMs)}, PostgreSQL ${ms(w.cpu.postgresMs)}, ` +
        `load generator ${ms(w.cpu.loadGeneratorMs)}; the machine ${(w.cpu.machineBusy * 100).toFixed(0)}% busy`,
    );
  }
  if (pgbench && 'tps' in pgbench) {
    const share = w.perSecond / pgbench.tps;
    console.log(`  pgbench TPC-B just before, same PostgreSQL: ${pgbench.tps.toFixed(0)} tps`);
    against('round trips / pgbench tps', share, share.toFixed(2), { min: 0.3, text: '>= 0.30' });
    against('round trip p95', w.p95, `${w.p95.toFixed(0)} ms`, { max: 100, text: '< 100 ms' });
  } else if (pgbench) {
    console.log(`  pgbench skipped: ${pgbench.skipped}`);
  }
  reportWalletInvariants(inv);
  reportWalletSteps(await measureWalletSteps(url));
}

// `npm run bench -- players-load` or `-- wallet`: that bench alone, on PostgreSQL.
if (process.argv[2] === 'players-load' || process.argv[2] === 'wallet') {
  if (!pgUrl) throw new Error(`${process.argv[2]} runs on PostgreSQL: set TEST_DATABASE_URL or BENCH_DATABASE_URL`);
  await (process.argv[2] === 'wallet' ? seamlessWallet(pgUrl) : playersLoad(pgUrl));
  finish();
  process.exit();
}

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// Issue 10: what a visitor's phone meets, in a real browser (Debian's Chromium), from a fresh start.
const phone = await measurePhone(root, Number(process.env.BENCH_WEB_PORT ?? 8291), Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
console.log('\n/m/home as a visitor on a phone, every script until the network is idle (gzip -9):');
for (const f of phone.homeScripts.files) console.log(`  ${kb(f.gzipBytes).padStart(9)}  ${f.url}`);
against('JavaScript on /m/home', phone.homeScripts.gzipBytes, kb(phone.homeScripts.gzipBytes), { max: 120 * 1024, text: '<= 120 KB' });
console.log('  by origin (source maps):');
for (const share of scriptBreakdown(
  path.join(root, 'dist'),
  phone.homeScripts.files.map((f) => f.url),
)) {
  if (share.gzipBytes >= 512) console.log(`  ${kb(share.gzipBytes).padStart(9)}  ${share.origin}`);
}
const loginRuns = phone.loginRuns.map((ms) => ms.toFixed(0)).join(', ');
console.log(`\nLogin as the demo player, CPU slowed 4x, typed at 4 keys a second (runs: ${loginRuns} ms):`);
against('tap on Log in -> balance (median)', phone.loginMs, `${phone.loginMs.toFixed(0)} ms`, { max: 1500, text: '<= 1500 ms' });
console.log('\nLighthouse, mobile defaults (slow 4G, 4x CPU), median of its runs:');
for (const { route, figures: f } of phone.lighthouse) {
  // Blocking time is this machine's main-thread time times four: its CPU score says how fast it is.
  console.log(` ${route}   (Lighthouse's CPU benchmark of this machine: ${f.benchmarkIndex.toFixed(0)})`);
  against('performance', f.performance, String(f.performance), { min: 95, text: '>= 95' });
  against('first contentful paint', f.fcpMs, `${(f.fcpMs / 1000).toFixed(2)} s`, { max: 1500, text: '<= 1.5 s' });
  against('largest contentful paint', f.lcpMs, `${(f.lcpMs / 1000).toFixed(2)} s`, { max: 1800, text: '<= 1.8 s' });
  against('total blocking time', f.tbtMs, `${f.tbtMs.toFixed(0)} ms`, { max: 150, text: '<= 150 ms' });
  against('cumulative layout shift', f.cls, f.cls.toFixed(3), { max: 0.02, text: '<= 0.02' });
  against('accessibility', f.accessibility, String(f.accessibility), { min: 100, text: '100' });
  against('best practices', f.bestPractices, String(f.bestPractices), { min: 100, text: '100' });
}

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

for (const url of [undefined, pgUrl].filter((u, i) => i === 0 || u)) await seamlessWallet(url);
// Issue 12: the game aggregator's rounds against the seamless wallet, every family at once.
for (const url of [undefined, pgUrl].filter((u, i) => i === 0 || u)) {
  const a = await measureAggregator(url, seconds);
  const inv = a.invariants;
  console.log(`\nThe game aggregator on ${a.dialect}, ${a.players} players over ${a.families} families (rounds played or bets placed):`);
  against('rounds per second', a.perSecond, a.perSecond.toFixed(0), { min: 20, text: '>= 20' });
  against('failed rounds', a.failures, String(a.failures), { max: 0, text: '0' });
  console.log(`  p95 ${a.p95.toFixed(0)} ms`);
  reportWalletInvariants(inv);
}
// Issue 12: a million games of each PVP table against its published return.
console.log('\nPVP tables, a million games each with the player on the bots\u2019 strategy (return 1 - 5% rake):');
for (const { table, check, seconds } of measurePvpReturns()) {
  const shown = `${(check.returned * 100).toFixed(3)}%`;
  against(`${table} return (${seconds.toFixed(0)} s)`, Math.abs(check.returned - check.expected), shown, {
    max: check.tolerance,
    text: `95% ± ${(check.tolerance * 100).toFixed(2)} (4 SE)`,
  });
}
// Issue 11: the deposit path from the provider's event to the player's balance.
for (const url of [undefined, pgUrl].filter((u, i) => i === 0 || u)) {
  const c = await measureCashier(url);
  const inv = c.invariants;
  console.log(`\nDeposits through the payment provider on ${c.dialect}:`);
  console.log(`  webhook events processed (${c.events}, 20 connections: stored, re-read, credited) ${c.eventsPerSecond.toFixed(0)} per s`);
  against('provider approval -> balance p50', c.p50, `${c.p50.toFixed(0)} ms`, { max: 1000, text: '<= 1 s' });
  against('provider approval -> balance p95', c.p95, `${c.p95.toFixed(0)} ms`, {
    max: 2000,
    text: '<= 2 s (the result page polls every 2 s)',
  });
  console.log(
    `  afterwards: ledger sum ${inv.ledgerSum}, negative balances ${inv.negativeBalances}, ` +
      `${inv.completedDeposits} completed deposits -> ${inv.depositTransfers} deposit transfers`,
  );
  if (inv.ledgerSum !== 0 || inv.negativeBalances !== 0 || inv.completedDeposits !== inv.depositTransfers) {
    console.error('  INVARIANT BROKEN');
    process.exitCode = 1;
  }
}

// Issue 15: the console's withdrawal queue with 100,000 withdrawals.
for (const url of [undefined, pgUrl].filter((u, i) => i === 0 || u)) reportQueue(await measureQueue(url), against);
// Issue 15: the console's GGR report over 1,000,000 rounds (BENCH_GGR_PGLITE=0 skips PGlite's ~4 minutes of seeding).
for (const url of [undefined, pgUrl].filter((u, i) => (i === 0 ? process.env.BENCH_GGR_PGLITE !== '0' : u))) {
  reportGgr(await measureGgrReport(url), against);
}

if (pgUrl) await playersLoad(pgUrl);

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

finish();
