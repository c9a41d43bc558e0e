import { Ajv, type SchemaValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';

/**
 * Request validation, with two rules every route gets without asking (the platform's tables
 * are PostgreSQL's, and what it cannot store must be refused here, as a 400, not at the
 * database as a 500):
 *
 * 1. Text: no string anywhere in a request (body, query string, path params, headers, cookies;
 *    values and property names, at any depth, whatever the schema says) may contain U+0000,
 *    which PostgreSQL text cannot hold, or an unpaired UTF-16 surrogate, which has no UTF-8
 *    form (it would be stored as U+FFFD, another value than the one checked).
 * 2. Numbers: every `integer` in a request schema is bounded to JavaScript's safe integers
 *    (±2^53 - 1, inside PostgreSQL's bigint), unless the schema bounds it tighter; every
 *    `number` is bounded to finite values. Fields that land in an int4 column declare
 *    `maximum: 2147483647` themselves.
 *
 * The route's schema objects are never modified (OpenAPI publishes them as written): each is
 * copied with the rules added before it is compiled.
 */

/** The keyword of rule 1; a refusal's validation entry names it. */
export const TEXT_KEYWORD = 'wellFormedText';

// U+0000, or (in a u-flag regex, where pairs are one code point) an unpaired surrogate.
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this looks for
const NOT_STORABLE = /[\u0000\p{Cs}]/u;

export interface TextProblem {
  /** JSON pointer of the offending value (or of the object whose property name offends). */
  path: string;
  message: string;
}

/** What is wrong with a piece of text, if anything: the NUL character or an unpaired surrogate. */
function problemIn(text: string): 'nul' | 'surrogate' | null {
  const match = NOT_STORABLE.exec(text);
  if (!match) return null;
  return match[0] === '\u0000' ? 'nul' : 'surrogate';
}

const MESSAGES = {
  value: {
    nul: 'must not contain the NUL character (U+0000)',
    surrogate: 'must be well-formed Unicode text (it contains an unpaired surrogate)',
  },
  key: {
    nul: 'must not have a property name containing the NUL character (U+0000)',
    surrogate: 'must not have a property name containing an unpaired surrogate',
  },
};

const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The first string in `data` (values and property names, at any depth) that PostgreSQL could
 * not store as given. Iterative, so a deeply nested body cannot overflow the stack; the path is
 * spelled out only for the value it reports.
 */
export function textProblem(data: unknown): TextProblem | null {
  interface Node {
    value: unknown;
    parent: Node | null;
    segment: string;
  }
  const pathOf = (node: Node | null): string => {
    const segments: string[] = [];
    for (let n = node; n && n.parent; n = n.parent) segments.push(n.segment);
    return segments
      .reverse()
      .map((segment) => `/${segment}`)
      .join('');
  };
  const stack: Node[] = [{ value: data, parent: null, segment: '' }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      const problem = problemIn(value);
      if (problem) return { path: pathOf(node), message: MESSAGES.value[problem] };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], parent: node, segment: String(i) });
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const problem = problemIn(key);
        if (problem) return { path: pathOf(node), message: MESSAGES.key[problem] };
        stack.push({ value: (value as Record<string, unknown>)[key], parent: node, segment: pointer(key) });
      }
    }
  }
  return null;
}

const SAFE = { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
const FINITE = { minimum: -Number.MAX_VALUE, maximum: Number.MAX_VALUE };

/** JSON Schema keywords whose value is a schema, a list of schemas, or a map of them. */
const ONE = [
  'items',
  'additionalItems',
  'additionalProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `schema` with rule 2's bounds (own enumerable keys only: TypeBox's hidden ones stay behind). */
function bounded(schema: Schema): Schema {
  const copy: Schema = { ...schema };
  for (const key of ONE) if (isSchema(copy[key])) copy[key] = bounded(copy[key]);
  for (const key of LIST) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map((s) => (isSchema(s) ? bounded(s) : s));
  for (const key of MAP) {
    if (isSchema(copy[key]))
      copy[key] = Object.fromEntries(Object.entries(copy[key]).map(([name, s]) => [name, isSchema(s) ? bounded(s) : s]));
  }
  const types = Array.isArray(copy.type) ? (copy.type as unknown[]) : [copy.type];
  const limits = types.includes('number') ? FINITE : types.includes('integer') ? SAFE : null;
  if (limits) {
    copy.minimum = typeof copy.minimum === 'number' ? Math.max(copy.minimum, limits.minimum) : limits.minimum;
    copy.maximum = typeof copy.maximum === 'number' ? Math.min(copy.maximum, limits.maximum) : limits.maximum;
  }
  return copy;
}

const hardenedOf = new WeakMap<object, Schema>();

/**
 * The schema a route's input is compiled with: the route's own, bounded (rule 2), with rule 1's
 * keyword at its root. The same input schema always gives the same copy, so a schema shared by
 * several routes is compiled once.
 */
export function hardenedSchema(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  let hardened = hardenedOf.get(schema);
  if (!hardened) hardenedOf.set(schema, (hardened = { ...bounded(schema), [TEXT_KEYWORD]: true }));
  return hardened;
}

/**
 * Two validators: bodies are checked strictly (no type coercion, unknown fields refused),
 * while query strings and path params, which arrive as text, are coerced to their types.
 */
function makeAjv(coerceTypes: boolean) {
  const ajv = new Ajv({ coerceTypes, removeAdditional: false, useDefaults: true, allErrors: false, strict: false });
  addFormats.default(ajv);
  const wellFormedText: SchemaValidateFunction = (enabled: boolean, data: unknown, _parent, cxt) => {
    const problem = enabled ? textProblem(data) : null;
    if (!problem) return true;
    wellFormedText.errors = [
      { keyword: TEXT_KEYWORD, instancePath: `${cxt?.instancePath ?? ''}${problem.path}`, params: {}, message: problem.message },
    ];
    return false;
  };
  ajv.addKeyword({ keyword: TEXT_KEYWORD, schemaType: 'boolean', errors: true, validate: wellFormedText });
  return ajv;
}

/** A refusal shaped like Fastify's validation errors, so every error handler treats it as one. */
function validationError(context: string, problem: TextProblem) {
  return Object.assign(new Error(`${context}${problem.path} ${problem.message}`), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validationContext: context,
    validation: [
      { keyword: TEXT_KEYWORD, instancePath: problem.path, schemaPath: `#/${TEXT_KEYWORD}`, params: {}, message: problem.message },
    ],
  });
}

/** A route as registered, with the schema of its inputs (for tests that probe every route). */
export interface RouteInput {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

const routesOf = new WeakMap<FastifyInstance, RouteInput[]>();

/** Every route registered on an app set up by registerValidation, in registration order. */
export function registeredRoutes(app: FastifyInstance): readonly RouteInput[] {
  return routesOf.get(app) ?? [];
}

const PARAM = /:([A-Za-z0-9_]+)|\*/g;

export function registerValidation(app: FastifyInstance): void {
  const strict = makeAjv(false);
  const coercing = makeAjv(true);
  const routes: RouteInput[] = [];
  routesOf.set(app, routes);

  app.addHook('onRoute', (route) => {
    // Path params without a schema would reach the handler unchecked: give them one (text).
    const names = [...route.url.matchAll(PARAM)].map((m) => m[1] ?? '*');
    if (names.length > 0 && !route.schema?.params) {
      route.schema = {
        ...route.schema,
        params: { type: 'object', properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])) },
      };
    }
    for (const method of Array.isArray(route.method) ? route.method : [route.method])
      routes.push({ method, url: route.url, schema: route.schema });
  });

  // Headers and cookies are read by code, not schemas (Authorization, Encryption, the wallet's
  // signature, the device cookie): rule 1 holds for them too.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const inHeaders = textProblem(request.headers);
    if (inHeaders) throw validationError('headers', inHeaders);
    const cookies = (request as { cookies?: unknown }).cookies;
    const inCookies = cookies ? textProblem(cookies) : null;
    if (inCookies) throw validationError('cookies', inCookies);
  });

  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? strict.compile(hardenedSchema(schema) as object) : coercing.compile(hardenedSchema(schema) as object),
  );
}
