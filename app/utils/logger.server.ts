import { writeSync } from 'node:fs'
import pino from 'pino'

/**
 * Where log lines go: stdout, in batches. A line is kept in memory and every line of one turn of
 * the event loop is written together when the turn ends, so a busy server makes one write for many
 * requests instead of one blocking write per request line. Writes are synchronous and whole, so
 * nothing is ever half-written or left in flight: what remains is written out when the process
 * exits (process.exit, a signal handled by the server, an uncaught error) and right after every
 * `fatal` line, so the last lines before a crash or a refused start are never lost.
 */
export class BatchedDestination {
  private lines: string[] = []
  private scheduled = false
  private broken = false
  constructor(private readonly fd: number) {}

  write(line: string): boolean {
    this.lines.push(line)
    if (!this.scheduled) {
      this.scheduled = true
      setImmediate(this.flushSync)
    }
    return true
  }

  /** Writes every waiting line now (pino calls this after a fatal line). */
  flushSync = () => {
    this.scheduled = false
    if (this.lines.length === 0 || this.broken) return
    const text = Buffer.from(this.lines.join(''))
    this.lines = []
    let written = 0
    let waits = 0
    while (written < text.length) {
      try {
        written += writeSync(this.fd, text, written)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        // A full pipe: wait for its reader a little, as pino's own synchronous destination does.
        if ((code === 'EAGAIN' || code === 'EBUSY') && waits++ < 1000) {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10)
          continue
        }
        // The reader is gone (EPIPE) or stuck: stop logging rather than crash or hang the server.
        this.broken = true
        return
      }
    }
  }
}

export const logDestination = new BatchedDestination(1)
process.on('exit', logDestination.flushSync)

/** JSON lines on stdout; the level comes from LOG_LEVEL. */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL?.trim() || 'info',
    base: { service: 'web' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['password', '*.password', 'headers.cookie', 'headers.authorization'],
  },
  logDestination,
)
