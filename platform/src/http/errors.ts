import type { ErrorBody } from '@foodshare/contracts/api';
import { DomainError, type DomainErrorCode } from '@foodshare/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one place a domain error code becomes an HTTP status. */
const STATUS: Record<DomainErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
};

export function statusOf(error: DomainError): number {
  return STATUS[error.code];
}

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

function body(message: string, field?: string, issues?: ErrorBody['issues']): ErrorBody {
  return { message, ...(field ? { field } : {}), ...(issues ? { issues } : {}) };
}

/** Maps every error to a JSON answer; a 5xx hides internals and is logged with the request. */
export function notFoundBody(method: string, url: string): ErrorBody {
  return body(`No such endpoint: ${method} ${url.split('?')[0]}`);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.code(statusOf(error)).send(body(error.message, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // A missing or non-object body has no field to blame: say what to send instead.
        const message = field
          ? (issue.message ?? 'Invalid value')
          : 'Send the request body as a JSON object.';
        return { field: field || 'body', message };
      });
      const first = issues[0];
      return reply
        .code(400)
        .send(body(first ? first.message : 'Invalid request', first?.field, issues));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .code(415)
        .send(body('Send the request body as JSON (Content-Type: application/json).'));
    }
    if (
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (status === 400 && error instanceof SyntaxError)
    ) {
      return reply.code(400).send(body('The request body is not valid JSON. Send a JSON object.'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(body('The request is too large.'));
    }
    if (status === 429) {
      return reply.code(429).send(body('Too many attempts. Please wait a minute and try again.'));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body(INTERNAL_MESSAGE));
  });
}
