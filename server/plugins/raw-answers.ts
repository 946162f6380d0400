/**
 * Answers made before Fastify has a route for a request: the router's bad URL (400) and
 * over-long path parameter (414), and Node's own refusals (431 headers too large, 408 timeout,
 * 400 malformed HTTP). Fastify and Node write these bodies themselves, outside our envelope and
 * without our headers; these two Fastify options replace them (issue 14 item 2, issue 22), so
 * every answer is `{ error: { code, message } }` with the security headers.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '../../domain/errors.ts';
import { errorBody } from './errors.ts';
import { securityHeaders } from './security-headers.ts';

interface RawAnswer {
  status: number;
  code: ErrorCode;
  message: string;
}

function frameworkAnswer(error: FastifyError): RawAnswer {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return { status: 400, code: ERROR_CODES.invalidInput, message: 'The address is not valid: it has a broken percent-encoding' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, code: ERROR_CODES.uriTooLong, message: 'A part of the address is too long' };
    default:
      return { status: 500, code: ERROR_CODES.internal, message: 'Something went wrong on our side. Please try again.' };
  }
}

function clientAnswer(error: NodeJS.ErrnoException): RawAnswer {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, code: ERROR_CODES.headersTooLarge, message: 'The request headers or address are too large' };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: ERROR_CODES.requestTimeout, message: 'The request took too long to arrive' };
  }
  return { status: 400, code: ERROR_CODES.invalidInput, message: 'The request is not valid HTTP' };
}

/** Fastify options `frameworkErrors` and `clientErrorHandler`; `httpsOrigin`: PUBLIC_URL is https. */
export function rawAnswerOptions(httpsOrigin: boolean): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      const answer = frameworkAnswer(error);
      void reply
        .headers(securityHeaders(request.url, httpsOrigin || request.protocol === 'https'))
        .header('cache-control', 'no-store')
        .status(answer.status)
        .send(errorBody(answer.code, answer.message));
    },
    clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
      // A reset connection has nobody left to answer (Node's own default does the same).
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const answer = clientAnswer(error);
      const body = JSON.stringify(errorBody(answer.code, answer.message));
      const https = httpsOrigin || (socket as Socket & { encrypted?: boolean }).encrypted === true;
      const headers = {
        ...securityHeaders('/', https),
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      if (!socket.writable) return void socket.destroy(error);
      socket.end(`HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n${head}\r\n${body}`, () => socket.destroy());
    },
  };
}
