import type { FastifyError } from 'fastify';

/**
 * Xendit's error answer: `{ error_code, message }` (Payouts v2 API reference). The codes used here
 * are Xendit's: API_VALIDATION_ERROR, CHANNEL_CODE_NOT_SUPPORTED, MINIMUM_TRANSFER_LIMIT_ERROR,
 * MAXIMUM_TRANSFER_LIMIT_ERROR, DUPLICATE_ERROR (400); INVALID_API_KEY (401);
 * INELIGIBLE_TRANSACTION_STATUS (403, cancelling a payout past ACCEPTED); DATA_NOT_FOUND (404);
 * RATE_LIMIT_EXCEEDED (429); SERVER_ERROR (500).
 */
export class XenditError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }

  toJSON() {
    return { error_code: this.errorCode, message: this.message };
  }
}

export const invalid = (message: string) => new XenditError(400, 'API_VALIDATION_ERROR', message);
export const unauthorized = () => new XenditError(401, 'INVALID_API_KEY', 'API key format is invalid');
export const payoutNotFound = () => new XenditError(404, 'DATA_NOT_FOUND', 'Payout not found');
export const serverError = () =>
  new XenditError(500, 'SERVER_ERROR', 'Error connecting to our server. Retry safely using Idempotency-key header when available');

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** `/channel_properties/account_number` as Xendit names a field: `channel_properties.account_number`. */
function fieldOf(issue: AjvIssue, context: string): string {
  const segments = issue.instancePath.split('/').filter(Boolean);
  const extra = issue.params.additionalProperty;
  if (typeof extra === 'string') segments.push(extra);
  return segments.join('.') || context;
}

/** A schema refusal in Xendit's words (its messages name the field in quotes). */
export function validationError(error: FastifyError): XenditError {
  const issue = ((error.validation ?? []) as AjvIssue[])[0];
  if (!issue) return invalid('The request is invalid');
  const field = fieldOf(issue, (error as { validationContext?: string }).validationContext ?? 'body');
  switch (issue.keyword) {
    case 'required':
      return invalid(`Should have required property "${String(issue.params.missingProperty)}"${field === 'body' ? '' : ` in "${field}"`}`);
    case 'additionalProperties':
      return invalid(`"${field}" is not allowed`);
    case 'type':
      return invalid(`"${field}" should be ${String(issue.params.type)}`);
    case 'enum':
    case 'const': {
      const allowed = (issue.params.allowedValues as unknown[] | undefined) ?? [issue.params.allowedValue];
      return invalid(`"${field}" should be one of ${allowed.map(String).join(', ')}`);
    }
    default:
      return invalid(`"${field}" ${issue.message ?? 'is invalid'}`);
  }
}

/** Any other refusal by the framework (unreadable JSON, wrong media type, too large). */
export function requestError(error: FastifyError): XenditError {
  const status = error.statusCode ?? 400;
  if (status === 415) return new XenditError(415, 'API_VALIDATION_ERROR', 'The request body must be JSON');
  if (status === 413) return new XenditError(413, 'API_VALIDATION_ERROR', 'The request body is too large');
  return new XenditError(status, 'INVALID_JSON_FORMAT', 'The request body could not be read');
}
