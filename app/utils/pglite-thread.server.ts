// The embedded database runs in a worker thread (db/pglite-worker.mjs) and is reached through
// node-postgres like a server: each pg connection writes the wire protocol into a stream whose bytes
// go to the thread under the connection's session id, and the thread's answers come back as the
// stream's data. Queries then cost the main thread only the protocol's encoding and decoding;
// PGlite's WebAssembly runs beside it. See docs/decisions/019-embedded-database-thread.md.
import { Duplex } from 'node:stream'
import { Worker } from 'node:worker_threads'

type ThreadOptions = {
  /** How long a statement waits behind another session's idle transaction before it fails (default 30 s). */
  waitLimitMs?: number
}

type FromThread =
  | Uint8Array
  | { type: 'ready' }
  | { type: 'closed' }
  | { type: 'failed'; message: string }
  | { type: 'dumped'; id: number; bytes: Uint8Array<ArrayBuffer> }
  | { type: 'dump-failed'; id: number; message: string }

/** A socket-like stream for one node-postgres connection; its other end is a session in the database thread. */
class ThreadStream extends Duplex {
  private outgoing: Buffer[] = []
  private outgoingBytes = 0

  constructor(
    private readonly thread: PgliteThread,
    readonly session: number,
  ) {
    super()
  }

  // The socket methods node-postgres calls; a thread needs none of them.
  setNoDelay() {
    return this
  }
  setKeepAlive() {
    return this
  }
  ref() {
    return this
  }
  unref() {
    return this
  }

  connect() {
    this.thread.attach(this)
    queueMicrotask(() => this.emit('connect'))
    return this
  }

  receive(bytes: Uint8Array) {
    this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  }

  override _read() {}

  // node-postgres writes a statement as several messages in one turn: they cross to the thread together.
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.outgoing.push(chunk)
    this.outgoingBytes += chunk.byteLength
    if (this.outgoing.length === 1) queueMicrotask(() => this.flush())
    callback()
  }

  private flush() {
    if (this.outgoing.length === 0) return
    // The session id, then the bytes, in memory of their own that is handed over rather than copied.
    const packet = new Uint8Array(4 + this.outgoingBytes)
    new DataView(packet.buffer).setUint32(0, this.session)
    let offset = 4
    for (const chunk of this.outgoing) {
      packet.set(chunk, offset)
      offset += chunk.byteLength
    }
    this.outgoing = []
    this.outgoingBytes = 0
    this.thread.send(packet)
  }

  override _final(callback: (error?: Error | null) => void) {
    this.flush()
    this.thread.detach(this)
    this.push(null)
    callback()
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.thread.detach(this)
    callback(error)
  }
}

export class PgliteThread {
  private readonly worker: Worker
  private readonly streams = new Map<number, ThreadStream>()
  private nextSession = 1
  private failure: Error | null = null
  private closed: Promise<void> | null = null
  private nextDump = 1
  private readonly dumps = new Map<number, { resolve: (bytes: Uint8Array<ArrayBuffer>) => void; reject: (error: Error) => void }>()

  private constructor(workerFile: string, dir: string, options: ThreadOptions) {
    this.worker = new Worker(workerFile, { workerData: { dir, waitLimitMs: options.waitLimitMs } })
    // The thread never keeps the process alive by itself: the server's own handles do.
    this.worker.unref()
  }

  /** Starts the thread on `dir` (a folder, or `memory://`) and waits until PGlite has opened it. */
  static async start(workerFile: string, dir: string, options: ThreadOptions = {}): Promise<PgliteThread> {
    const thread = new PgliteThread(workerFile, dir, options)
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: FromThread) => {
        if (message instanceof Uint8Array) return
        thread.worker.off('message', onMessage)
        if (message.type === 'ready') resolve()
        else if (message.type === 'failed') reject(new Error(`The embedded database did not open: ${message.message}`))
      }
      thread.worker.on('message', onMessage)
      thread.worker.once('error', reject)
      thread.worker.once('exit', (code) => reject(new Error(`The embedded database thread exited (code ${code})`)))
    })
    thread.worker.on('message', (message: FromThread) => thread.onMessage(message))
    thread.worker.on('error', (error) => thread.fail(error))
    thread.worker.on('exit', (code) => {
      if (!thread.closed) thread.fail(new Error(`The embedded database thread exited (code ${code})`))
    })
    return thread
  }

  /** What node-postgres's `stream` option takes: a new connection's socket, a new session in the thread. */
  readonly createStream = () => new ThreadStream(this, this.nextSession++)

  attach(stream: ThreadStream) {
    if (this.failure) return queueMicrotask(() => stream.destroy(this.failure!))
    this.streams.set(stream.session, stream)
  }

  /** A connection that ended: its session ends too (a transaction it left open rolls back). */
  detach(stream: ThreadStream) {
    if (this.streams.get(stream.session) !== stream) return
    this.streams.delete(stream.session)
    if (!this.failure && !this.closed) this.worker.postMessage({ type: 'end-session', session: stream.session })
  }

  send(packet: Uint8Array<ArrayBuffer>) {
    if (this.failure || this.closed) return
    this.worker.postMessage(packet, [packet.buffer])
  }

  private onMessage(message: FromThread) {
    if (message instanceof Uint8Array) {
      const session = new DataView(message.buffer, message.byteOffset, message.byteLength).getUint32(0)
      this.streams.get(session)?.receive(message.subarray(4))
    } else if (message.type === 'failed') this.fail(new Error(`The embedded database failed: ${message.message}`))
    else if (message.type === 'dumped') this.dumps.get(message.id)?.resolve(message.bytes)
    else if (message.type === 'dump-failed') this.dumps.get(message.id)?.reject(new Error(message.message))
  }

  /**
   * The data folder as PGlite's gzipped tarball, taken between transactions while queries wait: a
   * consistent copy of the database while it serves (a backup of a running server).
   */
  dump(): Promise<Uint8Array<ArrayBuffer>> {
    if (this.failure) return Promise.reject(this.failure)
    if (this.closed) return Promise.reject(new Error('The embedded database is closed'))
    const id = this.nextDump++
    return new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
      this.dumps.set(id, { resolve, reject })
      this.worker.postMessage({ type: 'dump', id })
    }).finally(() => this.dumps.delete(id))
  }

  private fail(error: Error) {
    if (this.failure) return
    this.failure = error
    for (const stream of this.streams.values()) stream.destroy(error)
    this.streams.clear()
    for (const dump of this.dumps.values()) dump.reject(error)
  }

  /** Closes PGlite (which writes what it holds) and ends the thread. */
  close(): Promise<void> {
    this.closed ??= new Promise<void>((resolve) => {
      if (this.failure) {
        void this.worker.terminate().then(() => resolve())
        return
      }
      const timer = setTimeout(() => void this.worker.terminate().then(() => resolve()), 10_000)
      this.worker.on('message', (message: FromThread) => {
        if (message instanceof Uint8Array || message.type !== 'closed') return
        clearTimeout(timer)
        void this.worker.terminate().then(() => resolve())
      })
      this.worker.postMessage({ type: 'close' })
    })
    return this.closed
  }
}
