import { spawnSync } from 'node:child_process';

/**
 * pgbench's TPC-B-like figure on the same PostgreSQL, in its own throwaway database, for scale.
 * Null (with the reason) when pgbench or the server is not there.
 */
export function pgbenchTps(databaseUrl: string, seconds: number): { tps: number } | { skipped: string } {
  const url = new URL(databaseUrl);
  const conn = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
  const db = `pgbench_${process.pid}`;
  const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { encoding: 'utf8' });
  if (run('createdb', [...conn, db]).status !== 0) return { skipped: 'could not create a database for pgbench (createdb)' };
  try {
    const init = run('pgbench', [...conn, '-i', '-s', '2', '-q', db]);
    if (init.status !== 0) return { skipped: `pgbench -i failed: ${init.stderr.trim().split('\n').pop()}` };
    const bench = run('pgbench', [...conn, '-c', '10', '-j', '2', '-T', String(seconds), db]);
    const match = /tps = ([\d.]+)/.exec(bench.stdout);
    return match ? { tps: Number(match[1]) } : { skipped: 'pgbench printed no tps' };
  } finally {
    run('dropdb', [...conn, db]);
  }
}
