import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorCode } from '../../contracts/envelope';
import { DbError, toDbError } from '../db/types';
import { AppError } from './app-error';

/** Fastify's own 4xx errors, mapped to the platform's stable codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_INPUT',
};

function codeFor(error: FastifyError): { code: ErrorCode; status: number; message: string } {
  if (error.validation) {
    return { code: 'INVALID_INPUT', status: 400, message: error.message };
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return { code: mapped, status: error.statusCode ?? 400, message: error.message };
  if (error.statusCode === 429) {
    return { code: 'RATE_LIMITED', status: 429, message: 'Too many requests, please slow down' };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: 'INVALID_INPUT', status: error.statusCode, message: error.message };
  }
  return { code: 'INTERNAL', status: 500, message: 'Unknown error' };
}

/** A driver's own error (pg's or PGlite's), should one ever get past the database layer. */
function isDriverError(error: Record<string, unknown>): boolean {
  return typeof error.severity === 'string' || 'params' in error || 'detail' in error;
}

/**
 * What a log line may hold of an error: its type, message, stack, code and status, the safe
 * facts of a DbError, and its cause reduced the same way. Nothing else an error object carries
 * (a driver's detail, query and parameters, request bodies...) reaches the log. A driver error
 * that escaped the database layer is reduced to a DbError first, message and stack included.
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const e = error as Record<string, unknown>;
  if (!(error instanceof DbError) && isDriverError(e))
    return loggableError(toDbError(error, typeof e.query === 'string' ? e.query : ''), depth);
  // No prototype: pino's err serializer then takes the type from `name`.
  const out: Record<string, unknown> = Object.assign(Object.create(null) as Record<string, unknown>, {
    name: error instanceof DbError ? 'DbError' : (error.constructor?.name ?? 'Error'),
    message: typeof e.message === 'string' ? e.message : String(e.message ?? ''),
    stack: typeof e.stack === 'string' ? e.stack : undefined,
  });
  const keep = error instanceof DbError ? ['code', 'statement', 'constraint', 'table', 'column', 'position'] : ['code', 'statusCode'];
  for (const key of keep) if (typeof e[key] === 'string' || typeof e[key] === 'number') out[key] = e[key];
  if (e.cause !== undefined && depth < 3) out.cause = loggableError(e.cause, depth + 1);
  return out;
}

/**
 * One place turns every failure into the envelope. A 5xx is logged with its request id and
 * answered with a generic text: no stack trace or internal detail reaches the caller.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send({ success: false, value: error.value, code: error.code, message: error.message });
    }
    const { code, status, message } = codeFor(error);
    if (status >= 500) request.log.error({ err: loggableError(error) }, 'unexpected error');
    return reply.status(status).send({ success: false, value: null, code, message });
  });
}

export function notFoundBody(url: string) {
  return { success: false, value: null, code: 'NOT_FOUND' as const, message: `No route for ${url}` };
}
