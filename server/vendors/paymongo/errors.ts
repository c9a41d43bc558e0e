import type { FastifyError } from 'fastify';

/**
 * PayMongo's error answer (developers.paymongo.com, "Errors"): `{ errors: [{ code, detail,
 * source? }] }`, where `source` names the attribute at fault. The codes are PayMongo's own
 * (parameter_required, parameter_data_type_invalid, parameter_format_invalid, parameter_invalid,
 * parameter_below_minimum, parameter_above_maximum, resource_not_found...).
 */
export interface ErrorItem {
  code: string;
  detail: string;
  source?: { pointer: string; attribute: string };
}

export class PaymongoError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ErrorItem[],
  ) {
    super(errors[0]?.code ?? 'error');
  }
}

/** An error about one attribute, named by its dotted path (`line_items.0.amount`). */
export function attributeError(code: string, pointer: string, detail: string): ErrorItem {
  return { code, detail, source: { pointer, attribute: pointer.split('.').pop() ?? pointer } };
}

export const notFound = (kind: string, id: string) =>
  new PaymongoError(404, [{ code: 'resource_not_found', detail: `No such ${kind} with id ${id}.` }]);

export const unauthorized = (detail: string) => new PaymongoError(401, [{ code: 'api_key_invalid', detail }]);

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** `/data/attributes/line_items/0/amount` as PayMongo names it: `line_items.0.amount` (attributes are implied). */
function pointerOf(issue: AjvIssue): string {
  const extra = issue.params.missingProperty ?? issue.params.additionalProperty;
  const segments = issue.instancePath.split('/').filter(Boolean);
  if (typeof extra === 'string') segments.push(extra);
  const path = segments.join('.');
  return path.startsWith('data.attributes.') ? path.slice('data.attributes.'.length) : path;
}

/** A schema refusal in PayMongo's words. */
export function validationError(error: FastifyError): PaymongoError {
  const issues = (error.validation ?? []) as AjvIssue[];
  const context = (error as { validationContext?: string }).validationContext ?? 'body';
  const items = issues.slice(0, 1).map((issue): ErrorItem => {
    const pointer = pointerOf(issue) || context;
    const p = issue.params;
    switch (issue.keyword) {
      case 'required':
        return attributeError('parameter_required', pointer, `${pointer} is required.`);
      case 'type':
        return attributeError('parameter_data_type_invalid', pointer, `${pointer} should be a ${String(p.type)}.`);
      case 'minimum':
        return attributeError('parameter_below_minimum', pointer, `The minimum value for ${pointer} is ${String(p.limit)}.`);
      case 'maximum':
        return attributeError('parameter_above_maximum', pointer, `The value for ${pointer} cannot be greater than ${String(p.limit)}.`);
      case 'additionalProperties':
        return attributeError('parameter_invalid', pointer, `${pointer} is not a valid attribute.`);
      case 'enum':
      case 'const': {
        const allowed = (p.allowedValues as unknown[] | undefined) ?? [p.allowedValue];
        return attributeError('parameter_invalid', pointer, `${pointer} must be one of: ${allowed.map(String).join(', ')}.`);
      }
      default:
        return attributeError('parameter_format_invalid', pointer, `${pointer} format is invalid (${issue.message ?? issue.keyword}).`);
    }
  });
  return new PaymongoError(400, items.length > 0 ? items : [{ code: 'parameter_format_invalid', detail: 'The request is invalid.' }]);
}

/** Any other refusal by the framework (unreadable JSON, wrong media type, too large). */
export function requestError(error: FastifyError): PaymongoError {
  const status = error.statusCode ?? 400;
  if (status === 415) return new PaymongoError(415, [{ code: 'parameter_format_invalid', detail: 'The request body must be JSON.' }]);
  if (status === 413) return new PaymongoError(413, [{ code: 'parameter_above_maximum', detail: 'The request body is too large.' }]);
  return new PaymongoError(status, [{ code: 'parameter_format_invalid', detail: 'The request body could not be read.' }]);
}
