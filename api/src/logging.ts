import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'
import pino, { type Bindings, type ChildLoggerOptions } from 'pino'

export interface ServerLog {
  /** fastify's `logger` option: JSON lines on stdout. */
  options: NonNullable<FastifyServerOptions['logger']>
  /**
   * A plain line for the person running the server (listening, closing), in
   * order with the log lines and never cut into one of them.
   */
  say(text: string): void
  /** Writes out every line logged so far, then takes no more; the last thing before exiting. */
  end(): Promise<void>
  /** The same, at once, for an exit that cannot wait (best effort). */
  flushSync(): void
}

/**
 * The server's log: one JSON line per request (app.ts) and problems, on
 * stdout. Lines are written asynchronously (pino's destination with
 * `sync: false`: a request never waits for the pipe, and lines written while
 * one write is under way go out together), which measured faster
 * (docs/deploy.md); `VITRINA_LOG_SYNC=1` writes each line before going on.
 * Each line is one whole write either way; what is still buffered when the
 * server closes is written out by `end()`.
 */
export function serverLog(
  env: NodeJS.ProcessEnv = process.env,
  /** Where lines go: stdout, or a file (tests). */
  dest: number | string = 1,
): ServerLog {
  const destination = pino.destination({ dest, sync: env.VITRINA_LOG_SYNC === '1' })
  return {
    options: {
      level: env.LOG_LEVEL || 'info',
      // Belt and braces: request lines carry no headers or bodies, but nothing logged by
      // accident may show a credential either.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.refresh',
          '*.access',
          '*.token',
        ],
        censor: '[redacted]',
      },
      stream: destination,
    },
    say: (text) => void destination.write(`${text}\n`),
    end: () =>
      new Promise<void>((resolve) => {
        destination.once('close', () => resolve())
        destination.end()
      }),
    flushSync: () => {
      try {
        destination.flushSync()
      } catch {
        // A write still under way: nothing more can be done at exit.
      }
    },
  }
}

type LogMethod = (...args: unknown[]) => void

/**
 * A request's `request.log`, made the first time something logs through it.
 * fastify gives every request a child logger bound to its id; making one costs
 * more than answering a cached read, and most requests never log through it
 * (their request line is written by app.ts's `RequestLog`).
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options))
  }

  get level(): string {
    return this.logger.level
  }

  set level(level: string) {
    this.logger.level = level
  }

  fatal(...args: unknown[]): void {
    ;(this.logger.fatal as LogMethod)(...args)
  }

  error(...args: unknown[]): void {
    ;(this.logger.error as LogMethod)(...args)
  }

  warn(...args: unknown[]): void {
    ;(this.logger.warn as LogMethod)(...args)
  }

  info(...args: unknown[]): void {
    ;(this.logger.info as LogMethod)(...args)
  }

  debug(...args: unknown[]): void {
    ;(this.logger.debug as LogMethod)(...args)
  }

  trace(...args: unknown[]): void {
    ;(this.logger.trace as LogMethod)(...args)
  }

  silent(...args: unknown[]): void {
    ;(this.logger.silent as LogMethod)(...args)
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options)
  }
}

/** fastify's `childLoggerFactory`: each request's logger, made only when used. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger
