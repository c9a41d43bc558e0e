#!/usr/bin/env node
// `npm start`: build the player client when its sources are newer than the build, then start
// the platform server in sandbox mode (embedded database, demo data). The server prints the URL.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'index.html');

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const sources = ['src', 'public', 'contracts', 'index.html', 'vite.config.ts', 'scripts/vite', 'package-lock.json'];
// Both builds (the client's, and the server's first screen that the same vite build makes).
const serverBuilt = path.join(root, 'dist-ssr', 'entry-server.js');
const stale = !existsSync(built) || !existsSync(serverBuilt) || sources.some((s) => newestMtime(s) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the player client (vite build)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
