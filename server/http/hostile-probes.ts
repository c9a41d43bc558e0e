import { randomBytes, randomUUID } from 'node:crypto';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { DEMO_PLAYER } from '../db/seed';
import type { RouteInput } from './validation';

/*
 * The requests hostile-input.test.ts sends: for every field of a route's body, query string and
 * path params, valid samples everywhere else and one hostile value there, each with what it must
 * not do.
 */

type Schema = Record<string, unknown>;

/** The seamless-wallet partner the probes are signed as. */
export const PARTNER = 'hostile';

// ---------------------------------------------------------------------------------------------
// Valid sample values, so that the hostile field is the only thing wrong with a request.

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats.default(ajv);
const validators = new WeakMap<object, ValidateFunction>();
function fits(schema: Schema, value: unknown): boolean {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  return validate(value);
}

/** Values that lead requests as deep as they go (the demo player's own details). */
const HINTS: Record<string, unknown[]> = {
  username: [DEMO_PLAYER.username],
  password: [DEMO_PLAYER.password],
  mobileNum: [DEMO_PLAYER.mobile.mobileNum],
  countryDialingCode: [DEMO_PLAYER.mobile.countryDialingCode],
  birthday: ['1990-01-01'],
  email: ['demo@example.com'],
  partner: [PARTNER],
  currency: ['PHP'],
  depositId: ['D1'],
  withdrawalId: ['W1'],
  submissionId: ['K1'],
  applicationId: ['A1'],
  adjustmentId: ['A1'],
  case: ['deposit:D1'],
  hash: ['0'.repeat(64)],
  provider: ['paymongo'],
  bankCode: ['GCASH'],
  accountNumber: ['09171234567'],
  answers: [
    [
      { questionId: 1, answer: 'Bantay' },
      { questionId: 2, answer: 'Bebot' },
      { questionId: 3, answer: 'Jomar' },
    ],
  ],
  backUrl: ['/m/message'],
  linkUrl: ['/m/activity'],
  startsAt: ['2030-01-01T00:00:00Z'],
  endsAt: ['2030-01-02T00:00:00Z'],
  headerColor: ['#0b4f9c'],
  ticket: ['A'.repeat(43)],
  '*': ['index.html'],
};
const STRINGS = ['abc', 'EN', 'B', 'm_home', 'lobby', 'Elott', 'abc12345', 'a', '1.svg', '2025-01-01', '482915', randomUUID()];

function sample(schema: Schema, name: string): unknown {
  const candidates: unknown[] = [...(HINTS[name] ?? [])];
  if ('default' in schema) candidates.push(schema.default);
  if ('const' in schema) candidates.push(schema.const);
  if (Array.isArray(schema.enum)) candidates.push(schema.enum[0]);
  for (const branch of (schema.anyOf ?? schema.oneOf ?? []) as Schema[]) candidates.push(sample(branch, name));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) candidates.push(...STRINGS);
  if (types.includes('integer') || types.includes('number')) candidates.push(schema.minimum, 1, 0);
  if (types.includes('boolean')) candidates.push(true);
  if (types.includes('null')) candidates.push(null);
  if (types.includes('object')) candidates.push(sampleObject(schema));
  if (types.includes('array')) candidates.push([sample((schema.items ?? {}) as Schema, name)]);
  if (schema.type === undefined && !schema.anyOf && !schema.oneOf && !('const' in schema) && !schema.enum) candidates.push('x');
  const found = candidates.find((c) => c !== undefined && fits(schema, c));
  if (found === undefined) throw new Error(`no sample value for ${name}: ${JSON.stringify(schema)}; add one to HINTS`);
  return found;
}

function sampleObject(schema: Schema): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  return Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, sample(s, name)]));
}

/** An object schema, or each object branch of a union (a body may take several shapes). */
function shapes(schema: Schema | undefined): Schema[] {
  if (!schema) return [];
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) return branches.flatMap(shapes);
  return schema.type === 'object' ? [schema] : [];
}

const isTyped = (schema: Schema) =>
  schema.type !== undefined || Array.isArray(schema.anyOf) || 'const' in schema || Array.isArray(schema.enum);
const isInteger = (schema: Schema) => schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));

// ---------------------------------------------------------------------------------------------
// Hostile values.

/** Incompressible, so it cannot slip into an index entry by compression. */
const LONG = randomBytes(22_500).toString('base64');

/** Refused by the validators whatever the field (text rule), or on integer fields (bounds rule). */
export type Expect = 'refused' | 'refused-if-integer' | 'no-5xx';

const JSON_NASTIES: [string, unknown, Expect][] = [
  ['NUL inside', 'a\u0000b', 'refused'],
  ['NUL alone', '\u0000', 'refused'],
  ['unpaired surrogate', 'a\uD800b', 'refused'],
  ['30,000 characters', LONG, 'no-5xx'],
  ['1e308', 1e308, 'refused'],
  ['2^63', 2 ** 63, 'refused'],
  ['-2^63', -(2 ** 63), 'refused'],
  ['2^53', 2 ** 53, 'refused'],
  ['2^31', 2 ** 31, 'no-5xx'],
  ['-1', -1, 'no-5xx'],
  ['0.5', 0.5, 'no-5xx'],
  ['array', ['a', 'b'], 'no-5xx'],
  ['nested object', { a: { b: { c: ['\u0000'] } } }, 'refused'],
  ['null', null, 'no-5xx'],
  ['boolean', true, 'no-5xx'],
];

/** Already percent-encoded: query-string values and path segments. */
const TEXT_NASTIES: [string, string, Expect][] = [
  ['NUL inside', 'a%00b', 'refused'],
  ['NUL alone', '%00', 'refused'],
  ['unpaired surrogate', 'a%ED%A0%80b', 'no-5xx'],
  ['invalid UTF-8', '%FF%FE', 'no-5xx'],
  ['30,000 characters', encodeURIComponent(LONG), 'no-5xx'],
  ['1e308', '1e308', 'refused-if-integer'],
  ['2^63', '9223372036854775808', 'refused-if-integer'],
  ['-2^63', '-9223372036854775808', 'refused-if-integer'],
  ['2^53 + 1', '9007199254740993', 'refused-if-integer'],
  ['2^31', '2147483648', 'no-5xx'],
  ['-1', '-1', 'no-5xx'],
  ['0.5', '0.5', 'no-5xx'],
  ['Infinity', 'Infinity', 'refused-if-integer'],
  ['NaN', 'NaN', 'refused-if-integer'],
  ['hex', '0x10', 'no-5xx'],
  ['empty', '', 'no-5xx'],
];

// ---------------------------------------------------------------------------------------------
// Probes: one request each, with what it must not do.

export type Mode = 'visitor' | 'member' | 'signed' | 'unsigned' | 'bad signature' | 'encrypted';

export interface Probe {
  route: RouteInput;
  what: string;
  expect: Expect;
  method: string;
  url: string;
  payload?: unknown;
}

export const isWallet = (route: RouteInput) => route.url.startsWith('/seamless/');

function pathWith(route: RouteInput, params: Record<string, string>): string {
  return route.url.replace(/:([A-Za-z0-9_]+)|\*/g, (all, name: string | undefined) => params[name ?? '*'] ?? all);
}

function query(values: Record<string, string>): string {
  const parts = Object.entries(values).map(([k, v]) => `${encodeURIComponent(k)}=${v}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export function probesFor(route: RouteInput): Probe[] {
  const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
  const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*');
  const paramSchemas = (schema.params?.properties ?? {}) as Record<string, Schema>;
  const baseParams = Object.fromEntries(
    paramNames.map((n) => [n, encodeURIComponent(String(paramSchemas[n] ? sample(paramSchemas[n], n) : sample({ type: 'string' }, n)))]),
  );
  const queryShape = shapes(schema.querystring)[0];
  const baseQuery = queryShape
    ? Object.fromEntries(Object.entries(sampleObject(queryShape)).map(([k, v]) => [k, encodeURIComponent(String(v))]))
    : {};
  const bodyShapes = shapes(schema.body);
  const baseBody = bodyShapes[0] ? sampleObject(bodyShapes[0]) : undefined;
  const probes: Probe[] = [];
  const add = (
    what: string,
    expect: Expect,
    parts: { params?: Record<string, string>; query?: Record<string, string>; rawQuery?: string; body?: unknown },
  ) =>
    probes.push({
      route,
      what,
      expect,
      method: route.method,
      url: pathWith(route, parts.params ?? baseParams) + (parts.rawQuery ?? query(parts.query ?? baseQuery)),
      payload: 'body' in parts ? parts.body : baseBody,
    });

  for (const name of paramNames) {
    const field = paramSchemas[name] ?? { type: 'string' };
    for (const [label, value, expect] of TEXT_NASTIES) {
      if (value === '') continue; // an empty segment is another route
      add(`params.${name} = ${label}`, expect === 'refused-if-integer' && !isInteger(field) ? 'no-5xx' : expect, {
        params: { ...baseParams, [name]: value },
      });
    }
  }
  if (queryShape) {
    for (const [name, field] of Object.entries((queryShape.properties ?? {}) as Record<string, Schema>)) {
      for (const [label, value, expect] of TEXT_NASTIES) {
        add(`query.${name} = ${label}`, expect === 'refused-if-integer' && !isInteger(field) ? 'no-5xx' : expect, {
          query: { ...baseQuery, [name]: value },
        });
      }
      add(`query.${name} twice`, 'no-5xx', { rawQuery: `${query(baseQuery)}${Object.keys(baseQuery).length ? '&' : '?'}${name}=1` });
      add(`query.${name}[a] nested`, 'no-5xx', { rawQuery: `${query({ ...baseQuery, [`${name}[a]`]: '%00' })}` });
    }
  }
  add('query: unknown key with NUL', queryShape ? 'refused' : 'no-5xx', { query: { ...baseQuery, 'x%00': '%00' } });
  for (const [i, shape] of bodyShapes.entries()) {
    const base = sampleObject(shape);
    for (const [name, field] of Object.entries((shape.properties ?? {}) as Record<string, Schema>)) {
      for (const [label, value, expect] of JSON_NASTIES) {
        add(
          `body${i ? `#${i}` : ''}.${name} = ${label}`,
          isTyped(field) ? (expect === 'refused-if-integer' && !isInteger(field) ? 'no-5xx' : expect) : 'no-5xx',
          { body: { ...base, [name]: value } },
        );
      }
    }
    add(`body${i ? `#${i}` : ''}: NUL in a property name`, 'refused', { body: { ...base, 'a\u0000': 1 } });
  }
  if (baseBody) {
    add('body: an array', 'no-5xx', { body: [baseBody] });
    add('body: a string', 'no-5xx', { body: JSON.stringify('a\u0000') });
    // Raw text: 30,000 levels is more than a recursive walker (or JSON.stringify) survives.
    add('body: 30,000 levels deep', 'no-5xx', {
      body:
        `${JSON.stringify(baseBody).slice(0, -1)}${Object.keys(baseBody).length ? ',' : ''}` +
        `"deep":${'['.repeat(30_000)}"\u0000"${']'.repeat(30_000)}}`,
    });
  }
  return probes;
}

/** Safe methods without any declared input are probed once, with a query they should ignore. */
export function hasInputs(route: RouteInput): boolean {
  const s = (route.schema ?? {}) as Record<string, unknown>;
  return Boolean(s.body || s.querystring || s.params || /[:*]/.test(route.url));
}
