import { randomUUID } from 'node:crypto'
import { Socket } from 'node:net'
import type { Duplex } from 'node:stream'

import type { FastifyReply, FastifyRequest } from 'fastify'

import { STATUS_DETAILS } from './error-body.ts'

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
}

/**
 * The security headers of an answer written before any request exists: a JSON body that
 * loads nothing and may not be framed, as strict as any answer's (docs/browser-security.md).
 */
const RAW_HEADERS =
  `Content-Security-Policy: default-src 'none'; base-uri 'none'; frame-ancestors 'none'\r\n` +
  `X-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n` +
  `X-Frame-Options: DENY\r\nCache-Control: no-store\r\n`

/** A whole `{detail, code}` answer written straight to the socket, which is closed after. */
function writeRaw(socket: Duplex, status: number, detail: string, code: string) {
  const body = JSON.stringify({ detail, code })
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\n${RAW_HEADERS}` +
      `X-Request-Id: ${randomUUID()}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

/**
 * Errors Node's parser raises before fastify sees a request (malformed HTTP,
 * headers too large, a request slower than `requestTimeout`), answered in the
 * API's shape; the connection is closed after. Fastify's `clientErrorHandler`.
 */
export function clientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400
  const code = status === 408 ? 'request_timeout' : status === 431 ? 'headers_too_large' : 'invalid'
  const detail = status === 400 ? 'La petición HTTP está mal formada.' : STATUS_DETAILS[status]!
  if (socket.writable) writeRaw(socket, status, detail, code)
  socket.destroy()
}

/**
 * Node's `requestTimeout` stops watching a request once its headers are in, so
 * a body trickled a byte at a time would hold the connection forever: a
 * request whose body is not complete `timeoutMs` after it began gets 408 and
 * is closed. An `onRequest` hook.
 */
export function bodyTimeout(timeoutMs: number) {
  const watch = (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw
    const bodyExpected =
      raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined
    // Only real connections (`app.inject` has none) and only requests with a body.
    if (raw.complete || !bodyExpected || !(raw.socket instanceof Socket) || timeoutMs <= 0) return
    const timer = setTimeout(() => {
      if (raw.complete) return
      const socket = raw.socket
      if (!reply.raw.headersSent && socket.writable) {
        writeRaw(socket, 408, STATUS_DETAILS[408]!, 'request_timeout')
      }
      socket.destroySoon()
    }, timeoutMs)
    timer.unref()
    raw.once('end', () => clearTimeout(timer))
    raw.once('close', () => clearTimeout(timer))
  }
  // Synchronous (no promise per request).
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    watch(request, reply)
    done()
  }
}
