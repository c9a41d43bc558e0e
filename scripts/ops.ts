import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { callFor, describe, failed, USAGE, UsageError } from './ops/commands';

/**
 * `npm run ops -- <command>`: the operator's hand on the cashier until the back-office exists.
 * It calls the platform's operator API with the operator key (OPS_KEY, or the sandbox's key
 * file beside the data), prints the answer, and exits 1 when the platform refuses.
 */
function operatorKey(): string {
  if (process.env.OPS_KEY) return process.env.OPS_KEY;
  const file = path.resolve(process.env.DATA_DIR ?? 'data', 'ops-key');
  if (!existsSync(file)) throw new UsageError(`No OPS_KEY, and no sandbox key at ${file}: start the platform in sandbox mode first`);
  return readFileSync(file, 'utf8').trim();
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      status: { type: 'string' },
      flow: { type: 'string' },
      reason: { type: 'string' },
      name: { type: 'string' },
      anchor: { type: 'string' },
      state: { type: 'string' },
      until: { type: 'string' },
      final: { type: 'boolean' },
      title: { type: 'string' },
      body: { type: 'string' },
      segment: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const [command, ...rest] = positionals;
  // A local command on the platform's database, not an API call: there is no admin to call the API yet.
  if (command === 'staff:create-admin') return (await import('./ops/staff-admin')).runCreateAdmin(rest);
  const call = callFor(command, rest, values as Record<string, string | undefined>);
  const base = process.env.OPS_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
  const res = await fetch(`${base}${call.path}`, {
    method: call.method,
    headers: { authorization: `Bearer ${operatorKey()}`, ...(call.body ? { 'content-type': 'application/json' } : {}) },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  const answer = (await res.json()) as { success: boolean; value: unknown; code?: string; message?: string };
  if (values.json) console.log(JSON.stringify(answer.value ?? answer, null, 2));
  if (!answer.success) {
    console.error(`Refused: ${answer.code} ${answer.message ?? ''}`);
    return 1;
  }
  if (!values.json) {
    const value = answer.value as { list?: Parameters<typeof describe>[0][] } & Parameters<typeof describe>[0];
    for (const row of value.list ?? [value]) console.log(describe(row));
    if (value.list && value.list.length === 0) console.log('Nothing to show.');
  }
  return failed(answer.value) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : error);
    process.exit(2);
  },
);
