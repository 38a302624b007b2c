import type { ErrorBody, FieldErrors } from '@canasta/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { messages } from '../messages';

/**
 * Every failure leaves the API in the DESIGN §4 shape, in Spanish. Client errors come from
 * AppError, schema validation or Fastify's own parsers; anything else is a 500 whose details
 * stay in the log (with the request id), never in the response.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.extra.headers) void reply.headers(error.extra.headers);
      return send(reply, error.status, {
        message: error.message,
        code: error.code,
        ...(error.extra.errors ? { errors: error.extra.errors } : {}),
        ...error.extra.details,
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (errors[field] ??= []).push(issue.message ?? messages.invalidRequest);
      }
      // Bad body content is a validation failure (422); a bad path or query is a bad request (400).
      const inBody = error.validationContext === 'body';
      return send(reply, inBody ? 422 : 400, {
        message: inBody ? messages.validationFailed : messages.invalidRequest,
        code: inBody ? 'validation_failed' : 'invalid_request',
        errors,
      });
    }

    const status = error.statusCode ?? 500;
    if (status < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, status, clientErrorBody(error, status));
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { message: messages.internalError, code: 'internal_error' });
  });
}

export function sendRouteNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, { message: messages.routeNotFound, code: 'route_not_found' });
}

function clientErrorBody(error: FastifyError, status: number): ErrorBody {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { message: messages.malformedJson, code: 'invalid_request' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { message: messages.payloadTooLarge, code: 'payload_too_large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { message: messages.unsupportedMediaType, code: 'unsupported_media_type' };
    default:
      break;
  }
  if (status === 429) return { message: messages.rateLimited, code: 'rate_limited' };
  if (status === 404) return { message: messages.routeNotFound, code: 'not_found' };
  if (status === 415)
    return { message: messages.unsupportedMediaType, code: 'unsupported_media_type' };
  if (status === 413) return { message: messages.payloadTooLarge, code: 'payload_too_large' };
  return { message: messages.invalidRequest, code: 'invalid_request' };
}

function send(reply: FastifyReply, status: number, body: ErrorBody & Record<string, unknown>) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
