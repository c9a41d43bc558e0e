// `npm run bench`: the figures the issues ask for, printed in one run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { measureInitialBundle } from './bundle-size';
import { measureThroughput } from './http-throughput';

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

if (bundle.jsGzip > JS_BUDGET_BYTES) {
  console.error(`\nOver budget: /m/home loads ${kb(bundle.jsGzip)} of JS, the budget is ${kb(JS_BUDGET_BYTES)}.`);
  process.exit(1);
}
