import type { ErrorBody } from '@canasta/contract';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { schemaFieldErrors } from '../form-check';
import { messages } from '../messages';

/**
 * Every failure leaves the API in the DESIGN §4 shape, in Spanish. Client errors come from
 * AppError, schema validation or Fastify's own parsers; anything else is a 500 whose details
 * stay in the log (with the request id), never in the response.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500 && !error.extra.quiet) {
        request.log.error({ err: error.cause ?? error }, error.message);
      }
      if (error.extra.headers) void reply.headers(error.extra.headers);
      return send(reply, error.status, {
        message: error.message,
        code: error.code,
        ...(error.extra.errors ? { errors: error.extra.errors } : {}),
        ...error.extra.details,
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = schemaFieldErrors(error.validation);
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

/**
 * Fastify's router refuses some paths before any route or hook runs (bad percent-encoding, a
 * parameter over `maxParamLength`); its own answer is English, names the framework and echoes
 * the path. This is its `frameworkErrors` option.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, 'refused by the router');
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, messages.urlTooLong]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, messages.invalidUrl]
        : [400, messages.invalidRequest];
  void send(reply, status, { message, code: 'invalid_request' });
}

/**
 * What Node's HTTP parser refuses never reaches Fastify (headers over the size limit, a request
 * too slow to arrive, bytes that aren't HTTP): this is the `clientErrorHandler` option, writing
 * our shape straight to the socket and closing it, as Node does.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, messages.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, messages.requestTimeout]
        : [400, messages.invalidRequest];
  const body = JSON.stringify({ message, code: 'invalid_request' } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
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
