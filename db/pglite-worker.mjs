// The embedded database's own thread (docs/decisions/019-embedded-database-thread.md): PGlite, fed
// the PostgreSQL wire protocol's bytes by the main thread's node-postgres clients and answering with
// the server's bytes, so queries run here while the main thread renders pages. Plain JavaScript:
// a worker thread is started from a file Node runs as it is, from the sources and from a build alike.
//
// PGlite is one backend; the pool's connections are sessions multiplexed onto it:
// - A session holds the database from its first message until the database is idle again
//   (ReadyForQuery 'I'): a statement, or a whole transaction. Other sessions' messages wait, in the
//   order they came, so nobody sees another's uncommitted rows or runs inside another's transaction.
//   Because every connection can send while another's statement runs, the thread never sits idle
//   waiting for the main thread to send the next statement.
// - Prepared statement names are per session (renamed `s<session>_<name>` on the way in), and a
//   session's end drops its statements and rolls back a transaction it left open.
// - A statement that waits WAIT_LIMIT_MS for another session's open, idle transaction gets an error
//   instead of waiting forever (a transaction that waits on a query made outside it never ends).
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'

const PROTOCOL_3 = 196_608
const SSL_REQUEST = 80_877_103
const GSSENC_REQUEST = 80_877_104
const CANCEL_REQUEST = 80_877_102
const WAIT_LIMIT_MS = workerData.waitLimitMs ?? 30_000
const [PARSE, BIND, DESCRIBE, CLOSE, TERMINATE, READY] = ['P', 'B', 'D', 'C', 'X', 'Z'].map((c) => c.charCodeAt(0))
const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** @type {PGlite} */
let db
try {
  db = await PGlite.create(workerData.dir)
} catch (error) {
  parentPort.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  process.exit(1)
}

/**
 * @typedef {{ id: number, partial: Uint8Array, queue: Uint8Array[], since: number, statements: Set<string>, ended: boolean }} Session
 * @type {Map<number, Session>}
 */
const sessions = new Map()
/** Sessions with messages to run, in the order they first asked. */
const waiting = []
/** @type {Session | null} The session holding the database. */
let holder = null
let pumping = false
/** Requests for a copy of the data folder (`dump` messages), served between transactions. */
const dumps = []
/** What PGlite answered the first startup: later sessions get the same greeting. */
let greeting = null

parentPort.on('message', (message) => {
  if (message instanceof Uint8Array) receive(message)
  else if (message?.type === 'end-session') endSession(message.session)
  else if (message?.type === 'close') void close()
  else if (message?.type === 'dump') {
    dumps.push(message.id)
    void pump()
  }
})
parentPort.postMessage({ type: 'ready' })
setInterval(refuseStuckWaits, Math.min(1000, WAIT_LIMIT_MS / 4)).unref()

/** Bytes from the main thread: a session id (4 bytes), then protocol messages, possibly cut anywhere. */
function receive(packet) {
  const view = new DataView(packet.buffer, packet.byteOffset, packet.byteLength)
  const id = view.getUint32(0)
  let session = sessions.get(id)
  if (!session) {
    session = { id, partial: new Uint8Array(0), queue: [], since: 0, statements: new Set(), ended: false }
    sessions.set(id, session)
  }
  let bytes = packet.subarray(4)
  if (session.partial.length > 0) bytes = concat([session.partial, bytes])
  for (let length = messageLength(bytes); length > 0; length = messageLength(bytes)) {
    session.queue.push(bytes.subarray(0, length))
    bytes = bytes.subarray(length)
  }
  session.partial = bytes.slice()
  if (session.queue.length > 0 && session !== holder && !waiting.includes(session)) {
    session.since = Date.now()
    waiting.push(session)
  }
  void pump()
}

/** Runs queued messages: the holder's while it holds the database, else the next waiting session's. */
async function pump() {
  if (pumping) return
  pumping = true
  try {
    for (;;) {
      if (!holder && dumps.length > 0) await dumpDataDir(dumps.splice(0))
      if (!holder) holder = waiting.shift() ?? null
      if (!holder) return
      if (holder.queue.length === 0) {
        if (holder.ended) holder = null
        return // holding, inside a transaction: wait for its next messages
      }
      const session = holder
      const messages = session.queue.splice(0)
      const out = []
      let status = null
      for (const message of messages) {
        const answer = await run(session, message)
        if (answer.length === 0) continue
        out.push(answer)
        status = lastReadyStatus(answer) ?? status
      }
      if (out.length > 0) send(session.id, out)
      if (status === 'I' || session.ended) {
        holder = null
        if (session.queue.length > 0) {
          session.since = Date.now()
          waiting.push(session)
        }
      }
    }
  } catch (error) {
    parentPort.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  } finally {
    pumping = false
  }
}

/** One message of a session through PGlite; what PGlite answers. */
async function run(session, message) {
  const code = message[0] === 0 ? new DataView(message.buffer, message.byteOffset, 8).getInt32(4) : 0
  if (code === SSL_REQUEST || code === GSSENC_REQUEST) return Uint8Array.of(0x4e) // 'N': nothing to encrypt in a process
  if (code === CANCEL_REQUEST) return new Uint8Array(0) // nothing to cancel: statements run one at a time
  if (code === PROTOCOL_3 && greeting) return greeting
  if (message[0] === TERMINATE) {
    await closeSession(session)
    return new Uint8Array(0)
  }
  const answer = await execute(renameStatements(session, message))
  if (code === PROTOCOL_3) greeting = answer
  return answer
}

async function execute(message) {
  const parts = []
  await db.execProtocolRawStream(message, { onRawData: (data) => parts.push(data.slice()) })
  return parts.length === 1 ? parts[0] : concat(parts)
}

/** Gives a named prepared statement its session's own name in Parse, Bind, Describe and Close. */
function renameStatements(session, message) {
  const type = message[0]
  let at
  if (type === PARSE) at = 5
  else if (type === BIND)
    at = message.indexOf(0, 5) + 1 // after the portal's name
  else if ((type === DESCRIBE || type === CLOSE) && message[5] === 0x53 /* 'S' */) at = 6
  else return message
  const end = message.indexOf(0, at)
  if (end <= at) return message // the unnamed statement is the session's only while it holds the database
  const name = decoder.decode(message.subarray(at, end))
  const renamed = `s${session.id}_${name}`
  if (type === PARSE) session.statements.add(renamed)
  if (type === CLOSE) session.statements.delete(renamed)
  const nameBytes = encoder.encode(renamed)
  const rewritten = concat([message.subarray(0, at), nameBytes, message.subarray(end)])
  new DataView(rewritten.buffer).setInt32(1, rewritten.length - 1)
  return rewritten
}

/** The status of the last ReadyForQuery in an answer ('I' idle, 'T' in a transaction, 'E' in a failed one), or null. */
function lastReadyStatus(answer) {
  const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength)
  let status = null
  for (let at = 0; at + 5 <= answer.length; at += 1 + view.getInt32(at + 1)) {
    if (answer[at] === READY) status = String.fromCharCode(answer[at + 5])
  }
  return status
}

/**
 * A consistent copy of the data folder, for a backup while the server runs: taken while no session
 * holds the database (so between transactions, never inside one), after a checkpoint, as PGlite's own
 * gzipped tarball (what `PGlite.create({ loadDataDir })` reads back). Sessions wait meanwhile.
 */
async function dumpDataDir(ids) {
  try {
    await db.exec('checkpoint')
    const tarball = new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer())
    for (const [index, id] of ids.entries()) {
      const bytes = index === ids.length - 1 ? tarball : tarball.slice()
      parentPort.postMessage({ type: 'dumped', id, bytes }, [bytes.buffer])
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    for (const id of ids) parentPort.postMessage({ type: 'dump-failed', id, message })
  }
}

/** A connection closed on the main thread, without Terminate (a client node-postgres dropped). */
function endSession(id) {
  const session = sessions.get(id)
  if (!session) return
  session.ended = true
  session.queue.push(Uint8Array.of(TERMINATE, 0, 0, 0, 4))
  if (session !== holder && !waiting.includes(session)) waiting.push(session)
  void pump()
}

/** What a server does when a connection closes: its transaction rolls back, its prepared statements go. */
async function closeSession(session) {
  session.ended = true
  sessions.delete(session.id)
  const statements = [...session.statements].map((name) => `deallocate "${name.replaceAll('"', '""')}";`).join('')
  if (holder === session) await db.exec('rollback;').catch(() => {})
  if (statements) await db.exec(statements).catch(() => {})
}

/** A session waiting too long behind another's idle transaction gets an error for its statement. */
function refuseStuckWaits() {
  if (!holder || holder.queue.length > 0 || pumping) return
  const now = Date.now()
  for (const session of [...waiting]) {
    if (now - session.since < WAIT_LIMIT_MS || session.ended) continue
    waiting.splice(waiting.indexOf(session), 1)
    const units = session.queue.splice(0)
    const answers = units.filter((message) => message[0] === 0x53 /* Sync */ || message[0] === 0x51 /* Query */)
    send(
      session.id,
      answers.map(() =>
        concat([
          errorResponse(
            '55P03',
            `waited ${WAIT_LIMIT_MS / 1000} s for another connection’s transaction to end (a query made outside a transaction that waits for it?)`,
          ),
          Uint8Array.of(READY, 0, 0, 0, 5, 0x49 /* 'I' */),
        ]),
      ),
    )
  }
}

function errorResponse(code, text) {
  const fields = concat([
    Uint8Array.of(0x53),
    encoder.encode('ERROR\0'),
    Uint8Array.of(0x56),
    encoder.encode('ERROR\0'),
    Uint8Array.of(0x43),
    encoder.encode(`${code}\0`),
    Uint8Array.of(0x4d),
    encoder.encode(`${text}\0`),
    Uint8Array.of(0),
  ])
  const message = new Uint8Array(5 + fields.length)
  message[0] = 0x45 // 'E'
  new DataView(message.buffer).setInt32(1, 4 + fields.length)
  message.set(fields, 5)
  return message
}

/** Answers for one session, with its id in front; the memory is handed over, not copied. */
function send(id, parts) {
  const total = parts.reduce((sum, part) => sum + part.length, 0)
  const packet = new Uint8Array(4 + total)
  new DataView(packet.buffer).setUint32(0, id)
  let offset = 4
  for (const part of parts) {
    packet.set(part, offset)
    offset += part.length
  }
  parentPort.postMessage(packet, [packet.buffer])
}

async function close() {
  while (pumping || holder?.queue.length) await new Promise((resolve) => setTimeout(resolve, 5))
  await db.close()
  parentPort.postMessage({ type: 'closed' })
}

/** The length of the complete message at the start of `bytes`, 0 while it is still incomplete. */
function messageLength(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // A typed message starts with its letter; startup, SSL, GSS and cancel requests (a connection's
  // first message) have none and start with their length, whose first byte is 0.
  if (bytes.length >= 5 && bytes[0] !== 0) {
    const typed = 1 + view.getInt32(1)
    return bytes.length >= typed ? typed : 0
  }
  if (bytes.length < 8) return 0
  const untyped = view.getInt32(0)
  return bytes.length >= untyped ? untyped : 0
}

function concat(parts) {
  const total = parts.reduce((sum, part) => sum + part.length, 0)
  const joined = new Uint8Array(total)
  let offset = 0
  for (const part of parts) {
    joined.set(part, offset)
    offset += part.length
  }
  return joined
}
