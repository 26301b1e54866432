import type { ErrorBody } from '@foodshare/contracts/api';
import { DomainError, type DomainErrorCode } from '@foodshare/contracts/errors';
import { codeOfMessage, HTTP_MESSAGES } from '@foodshare/contracts/messages';
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

const INTERNAL_MESSAGE = HTTP_MESSAGES.internal;

/**
 * A message with its stable code, for clients to translate by: the catalogue's code, or for words
 * it does not hold (a framework's own 4xx text) the general code of the answer's status.
 */
export function coded(
  message: string,
  status: number,
): Pick<ErrorBody, 'message' | 'code' | 'params'> {
  const known = codeOfMessage(message);
  if (!known) return { message, code: `status.${status}` };
  return { message, code: known.code, ...(known.params ? { params: known.params } : {}) };
}

function body(
  status: number,
  message: string,
  field?: string,
  issues?: ErrorBody['issues'],
  extra?: Readonly<Record<string, string>>,
): ErrorBody {
  const answer = coded(message, status);
  const params = extra ? { ...answer.params, ...extra } : answer.params;
  return {
    ...answer,
    ...(params ? { params } : {}),
    ...(field ? { field } : {}),
    ...(issues ? { issues } : {}),
  };
}

/** The answer to a path no route serves: the path, without its query, in a coded message. */
export function notFoundBody(method: string, url: string): ErrorBody {
  return body(404, `No such endpoint: ${method} ${url.split('?')[0]}`);
}

/** Maps every error to a JSON answer; a 5xx hides internals and is logged with the request. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply
        .code(statusOf(error))
        .send(body(statusOf(error), error.message, error.field, undefined, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // A missing or non-object body has no field to blame: say what to send instead.
        const message = field
          ? (issue.message ?? HTTP_MESSAGES.invalidValue)
          : HTTP_MESSAGES.bodyNotObject;
        return { field: field || 'body', ...coded(message, 400) };
      });
      const first = issues[0];
      return reply
        .code(400)
        .send(
          body(400, first ? first.message : HTTP_MESSAGES.invalidRequest, first?.field, issues),
        );
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send(body(415, HTTP_MESSAGES.mediaType));
    }
    if (
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (status === 400 && error instanceof SyntaxError)
    ) {
      return reply.code(400).send(body(400, HTTP_MESSAGES.invalidJson));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(body(413, HTTP_MESSAGES.tooLarge));
    }
    if (status === 429) {
      return reply.code(429).send(body(429, HTTP_MESSAGES.tooManyAttempts));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body(500, INTERNAL_MESSAGE));
  });
}
