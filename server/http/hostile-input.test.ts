import { generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EncryptionKeyValue } from '../../contracts/account';
import { encryptBody, encryptionHeader } from '../../contracts/encrypt-body';
import { DEMO_PLAYER } from '../db/seed';
import { bearer, loginAs, useTestApp } from '../test/harness';
import { HOUSE_PARTNER, registerPartner } from '../vendors/house/partner';
import { hasInputs, isWallet, PARTNER, probesFor, type Mode, type Probe } from './hostile-probes';
import { registeredRoutes, type RouteInput } from './validation';

/**
 * Every route, every field of its body, query string and path params, sent hostile values
 * (U+0000, unpaired surrogates, integers past 2^53 and 2^63, 30,000 characters, arrays and
 * objects where a scalar belongs...) as a visitor and as a logged-in member, and the seamless
 * wallet's routes signed, unsigned and badly signed. Nothing may answer 5xx (or, on the wallet,
 * RS_ERROR_UNKNOWN), the values the validators must refuse are refused with INVALID_INPUT,
 * and nothing is written.
 */

const t = useTestApp();
const partnerKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

let ipSeq = 0;
const nextIp = () => {
  const n = ++ipSeq;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

interface Finding {
  mode: Mode;
  probe: Probe;
  status: number;
  body: string;
}

async function send(probe: Probe, mode: Mode, token: string, key: EncryptionKeyValue): Promise<Finding> {
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (probe.payload !== undefined) {
    headers['content-type'] = 'application/json';
    payload = typeof probe.payload === 'string' ? probe.payload : JSON.stringify(probe.payload);
  }
  if (mode === 'member') Object.assign(headers, bearer(token));
  if (mode === 'signed' && payload !== undefined)
    headers['x-hub88-signature'] = sign('sha256', Buffer.from(payload), partnerKeys.privateKey).toString('base64');
  if (mode === 'bad signature') headers['x-hub88-signature'] = randomBytes(256).toString('base64');
  if (mode === 'encrypted' && probe.payload !== undefined) {
    // The client half encrypts JSON.stringify(body), which a 30,000-level body would overflow: that one goes plain.
    const body = typeof probe.payload !== 'string' ? probe.payload : probe.payload.length <= 10_000 ? JSON.parse(probe.payload) : undefined;
    if (body !== undefined) {
      headers.encryption = encryptionHeader(key);
      payload = JSON.stringify(await encryptBody(key, body));
    }
  }
  const res = await t.app.inject({ method: probe.method as 'GET', url: probe.url, headers, payload, remoteAddress: nextIp() });
  return { mode, probe, status: res.statusCode, body: res.body };
}

/** Runs the probes a few at a time (PGlite serialises queries; password hashing runs aside). */
async function runAll(jobs: (() => Promise<Finding>)[], width = 8): Promise<Finding[]> {
  const results: Finding[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) results.push(await jobs[next++]!());
    }),
  );
  return results;
}

function describeFinding(f: Finding): string {
  return `${f.mode} ${f.probe.method} ${f.probe.route.url} ${f.probe.what} -> ${f.status} ${f.body.slice(0, 160)}`;
}

/** What a refusal looks like: INVALID_INPUT in the envelope, or a wallet syntax/type status. */
function isRefusal(f: Finding): boolean {
  // A path the router cannot decode never reaches a route, the wallet's included.
  if (f.probe.what.startsWith('params.') && f.status >= 400 && f.status < 500) return true;
  if (isWallet(f.probe.route)) {
    const status = safeJson(f.body)?.status;
    return f.status === 200 && (status === 'RS_ERROR_WRONG_SYNTAX' || status === 'RS_ERROR_WRONG_TYPES');
  }
  return f.status === 400 && safeJson(f.body)?.code === 'INVALID_INPUT';
}

function safeJson(text: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Rows in the tables a hostile request could write to. */
async function footprint(): Promise<Record<string, number>> {
  const tables = [
    'members',
    'sessions',
    'trusted_devices',
    'ledger_transfers',
    'ledger_entries',
    'wallet_transactions',
    'game_tokens',
    'favourite_games',
    'recent_games',
    'announcement_reads',
    'house_lottery_tickets',
    'house_rounds',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const rows = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`).catch(() => null);
    if (rows) counts[table] = rows[0]!.n;
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------

describe('hostile input on every route', () => {
  let token = '';
  let key: EncryptionKeyValue;
  let findings: Finding[] = [];
  let atStart: Record<string, number>;
  let before: Record<string, number>;
  let after: Record<string, number>;
  let routes: RouteInput[] = [];

  beforeAll(async () => {
    await t.db.query(`INSERT INTO wallet_partners (code, name, public_key_pem) VALUES ($1, 'Hostile test partner', $2)`, [
      PARTNER,
      partnerKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    ]);
    // As main.ts does in the sandbox: the house vendor is a wallet partner, so launches work.
    await registerPartner(t.db, HOUSE_PARTNER, 'House vendor', generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
    token = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    key = (await t.app.inject({ url: '/wps/session/encryption' })).json().value as EncryptionKeyValue;
    routes = registeredRoutes(t.app).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    const jobs: { refused: boolean; run: () => Promise<Finding> }[] = [];
    for (const route of routes) {
      const probes = hasInputs(route)
        ? probesFor(route)
        : route.method === 'GET'
          ? [{ route, what: 'query: unknown key with NUL', expect: 'no-5xx' as const, method: 'GET', url: `${route.url}?x%00=%00` }]
          : [];
      const modes: Mode[] = isWallet(route) ? ['signed', 'unsigned', 'bad signature'] : ['visitor', 'member'];
      if (route.url === '/wps/session/login') modes.push('encrypted');
      for (const probe of probes)
        for (const mode of modes) jobs.push({ refused: probe.expect !== 'no-5xx', run: () => send(probe, mode, token, key) });
    }
    // Values a field accepts (an in-range integer, a boolean) may legitimately write; the values
    // the rules refuse run last, between two counts of every table they could write to.
    atStart = await footprint();
    findings = await runAll(jobs.filter((j) => !j.refused).map((j) => j.run));
    before = await footprint();
    findings.push(...(await runAll(jobs.filter((j) => j.refused).map((j) => j.run))));
    after = await footprint();
  }, 120_000);

  it('knows every route (the app registered them through registerValidation)', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    for (const url of [
      'POST /wps/session/login',
      'GET /wps/relay/GCSGAME_gameList',
      'GET /lgw/orders/detail',
      'POST /seamless/:partner/transaction/bet',
      'GET /wps/game/icon/:file',
    ]) {
      expect(urls).toContain(url);
    }
    expect(findings.length).toBeGreaterThan(1000);
  });

  it('answers no 5xx anywhere (and the wallet never RS_ERROR_UNKNOWN)', () => {
    const failures = findings.filter(
      (f) => f.status >= 500 || (isWallet(f.probe.route) && safeJson(f.body)?.status === 'RS_ERROR_UNKNOWN'),
    );
    const distinct = new Set(
      failures.map(
        (f) => `${f.mode === 'member' ? 'member' : 'visitor'} ${f.probe.method} ${f.probe.route.url} ${f.probe.what.split(' = ')[0]}`,
      ),
    );
    expect(
      failures.map(describeFinding),
      `${failures.length} failed answers, ${distinct.size} distinct (caller, route, field):\n${[...distinct].sort().join('\n')}`,
    ).toEqual([]);
  });

  it('refuses U+0000, unpaired surrogates and integers past 2^53 at validation, with INVALID_INPUT', () => {
    const wrong = findings
      .filter((f) => f.probe.expect === 'refused' || f.probe.expect === 'refused-if-integer')
      .filter((f) => !isRefusal(f));
    expect(wrong.map(describeFinding)).toEqual([]);
  });

  it('writes nothing: no member, session, transfer or wallet row from any refused value, no new member at all', () => {
    expect(after).toEqual(before);
    expect(after.members).toBe(atStart.members);
  });

  it('still lets the member in: the token survived every probe', async () => {
    const res = await t.app.inject({ url: '/wps/member/info', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  });
});

describe('hostile headers', () => {
  it('are answered without a 5xx', async () => {
    const bad = [
      'a\u0000b',
      'x'.repeat(8_000),
      'Bearer ' + 'A'.repeat(40) + '\u0000',
      '\u00ff\u00fe',
      '; keyId=',
      'RSA-OAEP-256+A256GCM; keyId=' + 'A'.repeat(64),
    ];
    const targets = [
      { method: 'POST', url: '/wps/session/login', payload: { username: 'demo', password: 'wrong-password' } },
      { method: 'GET', url: '/wps/member/info' },
      { method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements' },
      { method: 'POST', url: `/seamless/${PARTNER}/user/balance`, payload: { user: 'p000001', token: 'x', request_uuid: randomUUID() } },
    ] as const;
    const failures: string[] = [];
    for (const target of targets) {
      for (const value of bad) {
        for (const header of [
          'authorization',
          'encryption',
          'x-hub88-signature',
          'cookie',
          'x-forwarded-for',
          'content-type',
          'accept-language',
        ]) {
          const headerValue = header === 'cookie' ? `pp_device=${encodeURIComponent(value)}` : value;
          const res = await t.app
            .inject({
              method: target.method,
              url: target.url,
              payload: 'payload' in target ? target.payload : undefined,
              headers: { [header]: headerValue },
              remoteAddress: nextIp(),
            })
            .catch((error: unknown) => ({ statusCode: 0, body: String(error) }));
          if (res.statusCode >= 500)
            failures.push(`${target.url} ${header}: ${JSON.stringify(value).slice(0, 40)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the two rules', () => {
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers, remoteAddress: nextIp() });

  it('refuse U+0000 and unpaired surrogates with a message naming the field', async () => {
    const nul = await get('/wps/check/username?username=a%00b');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
      message: 'querystring/username must not contain the NUL character (U+0000)',
    });
    const body = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/affiliate',
      payload: { code: 'PINOY\uD800' },
      remoteAddress: nextIp(),
    });
    expect(body.json()).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'body/code must be well-formed Unicode text (it contains an unpaired surrogate)',
    });
    const key = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/affiliate',
      payload: { code: 'PINOY', 'x\u0000': 1 },
      remoteAddress: nextIp(),
    });
    expect(key.json()).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'body must not have a property name containing the NUL character (U+0000)',
    });
  });

  it('apply to the decrypted login body', async () => {
    const key = (await get('/wps/session/encryption')).json().value as EncryptionKeyValue;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { encryption: encryptionHeader(key) },
      payload: await encryptBody(key, { username: 'de\u0000mo', password: 'x' }),
      remoteAddress: nextIp(),
    });
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', message: 'body/username must not contain the NUL character (U+0000)' });
  });

  it('bound integers to the safe range (query strings coerced first) and int4 fields to int4', async () => {
    for (const [url, message] of [
      ['/wps/relay/GCSGAME_gameList?pageNo=1e308', 'querystring/pageNo must be <= 9007199254740991'],
      ['/wps/relay/GCSGAME_gameList?minBet=-9223372036854775808', 'querystring/minBet must be >= 0'],
      ['/wps/relay/GCSGAME_gameList?clientType=-9223372036854775808', 'querystring/clientType must be >= -9007199254740991'],
      ['/wps/relay/GCSGAME_gameList?minLine=2147483648', 'querystring/minLine must be <= 2147483647'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'INVALID_INPUT', message });
    }
    expect((await get('/wps/relay/GCSGAME_gameList?minLine=2147483647&pageNo=9007199254740991')).json()).toMatchObject({
      success: true,
      value: { games: [] },
    });
  });

  it('cover headers and cookies read outside the schemas', async () => {
    const res = await get('/wps/member/info', { cookie: 'pp_device=%00' });
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', message: 'cookies/pp_device must not contain the NUL character (U+0000)' });
  });

  it('leave the published OpenAPI document as the routes wrote it', async () => {
    const res = await get('/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(res.body).not.toContain('wellFormedText');
    const params = doc.paths['/wps/relay/GCSGAME_gameList'].get.parameters as { name: string; schema: Record<string, unknown> }[];
    expect(params.find((p) => p.name === 'minLine')?.schema).toMatchObject({ type: 'integer', minimum: 0, maximum: 2147483647 });
    expect(params.find((p) => p.name === 'pageNo')?.schema).toEqual({ type: 'integer', minimum: 1, default: 1 });
    expect(Object.keys(doc.paths)).toContain('/wps/session/login');
  });
});
