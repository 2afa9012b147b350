import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorEnvelope } from '@fortuna/contracts';
import { pgErrorCode } from '../db/transaction';
import { AppError } from '../errors';

/**
 * One place turns every failure into the spec's envelope. Clients never see a stack trace:
 * anything unexpected is logged with the request id and answered with a plain 500.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  opts: { onServerError?: (error: Error, request: FastifyRequest) => void } = {},
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toEnvelope(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      opts.onServerError?.(error, request);
    }
    // a refused request is the client's business: a line only at debug, as the request lines are
    else request.log.debug({ status, code: body.code }, body.message);
    void reply.status(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    void reply
      .status(404)
      .type('application/json; charset=utf-8')
      .send({ code: ERROR_CODES.notFound, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}

export function toEnvelope(error: FastifyError | AppError | Error): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError) {
    return { status: error.status, body: { code: error.code, message: error.message, ...(error.errors ? { errors: error.errors } : {}) } };
  }
  const fe = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fe)) {
    const errors: Record<string, string[]> = {};
    for (const v of fe.validation) {
      const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || fe.validationContext || 'request';
      (errors[field] ??= []).push(v.message ?? 'Invalid value');
    }
    return { status: 400, body: { code: ERROR_CODES.badRequest, message: 'Validation failed', errors } };
  }
  if (fe.validation) {
    return { status: 400, body: { code: ERROR_CODES.badRequest, message: fe.message } };
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { code: ERROR_CODES.badRequest, message: 'Malformed JSON body' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { code: ERROR_CODES.payloadTooLarge, message: 'Request body is too large' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { code: ERROR_CODES.unsupportedMediaType, message: 'Unsupported content type' } };
  }
  // text PostgreSQL cannot store (NUL, a bad escape in JSON): the input was bad, nothing was written
  const pgCode = pgErrorCode(error);
  if (pgCode === '22021' || pgCode === '22P05') {
    return { status: 400, body: { code: ERROR_CODES.badRequest, message: 'The request holds characters that cannot be stored' } };
  }
  if (fe.code === 'FST_ERR_BAD_URL') {
    return { status: 400, body: { code: ERROR_CODES.badRequest, message: 'Malformed URL' } };
  }
  if (fe.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return { status: 414, body: { code: 414, message: 'URL too long' } };
  }
  if (fe instanceof SyntaxError) {
    return { status: 400, body: { code: ERROR_CODES.badRequest, message: 'Malformed JSON body' } };
  }
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, body: { code: status, message: fe.message || 'Bad request' } };
  }
  return { status: 500, body: { code: ERROR_CODES.internal, message: 'Internal server error' } };
}

/**
 * Fastify's own router errors (a bad `%` escape in the path, an over-long parameter) reach the
 * handler above through this option of the Fastify constructor, so they get the envelope too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toEnvelope(error);
  request.log.info({ status, code: body.code }, body.message);
  void reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Errors Node's HTTP parser raises before there is a request (headers over 16 KB, a malformed
 * request line, a timeout): answered in the envelope on the raw socket, then the socket is closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request timeout']
        : [400, 'Malformed request'];
  const body = JSON.stringify({ code: status, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
