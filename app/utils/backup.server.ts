// Backups of the embedded default: DATA_DIR's PGlite database, its uploads folder and its generated
// auth secret, as one folder an operator can copy away (docs/deploy.md, "Backups";
// docs/decisions/041-embedded-backups.md). A running server hands out a consistent copy of its database
// on a Unix socket in DATA_DIR (PGlite allows one process per folder); a stopped one is read directly.
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { embeddedDatabaseUser, lockDataDir, type DatabaseHandle } from './db.server.ts'
import { DEMO_SECRET_FILE } from './env.server.ts'

/** In DATA_DIR, beside the database's pid file; mode 0600, so only the server's own user may ask. */
export const BACKUP_SOCKET = 'backup.sock'
const DATABASE_FILE = 'database.tar.gz'
const MANIFEST_FILE = 'backup.json'
const UPLOADS = 'uploads'
const DUMP_WAIT_MS = 5 * 60_000

export type BackupManifest = {
  format: 'unfiltered-embedded-backup'
  version: 1
  createdAt: string
  /** Taken from a running server (through its socket) or from a stopped data folder. */
  source: 'running server' | 'stopped data folder'
  databaseBytes: number
  uploads: { files: number; bytes: number }
  authSecret: boolean
}

const pgliteDirOf = (dataDir: string) => path.resolve(dataDir, 'pglite')
const socketOf = (dataDir: string) => path.resolve(dataDir, BACKUP_SOCKET)

/**
 * Listens on DATA_DIR/backup.sock while the embedded database is open: a client that writes `dump\n`
 * gets one JSON line (`{"bytes":N}` or `{"error":"…"}`) and then the database's tarball. Null when the
 * socket cannot be made (a path too long for a Unix socket): backups then need the server stopped.
 */
export async function serveBackups(handle: DatabaseHandle, dataDir: string): Promise<{ close: () => Promise<void> } | null> {
  const dump = handle.dump
  if (!dump) return null
  const socketPath = socketOf(dataDir)
  // This process holds the database's lock: a socket file left here is a crashed server's.
  rmSync(socketPath, { force: true })
  const server = net.createServer((socket) => {
    socket.on('error', () => {})
    socket.once('data', (request) => {
      if (request.toString('utf8').trim() !== 'dump') {
        socket.end(`${JSON.stringify({ error: 'Unknown request: send "dump".' })}\n`)
        return
      }
      dump().then(
        (bytes) => {
          socket.write(`${JSON.stringify({ bytes: bytes.byteLength })}\n`)
          socket.end(bytes)
        },
        (error: Error) => socket.end(`${JSON.stringify({ error: error.message })}\n`),
      )
    })
  })
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false))
    server.listen(socketPath, () => resolve(true))
  })
  if (!listening) return null
  chmodSync(socketPath, 0o600)
  server.unref()
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        rmSync(socketPath, { force: true })
      }),
  }
}

/** The running server's database through its socket. */
function dumpFromRunningServer(dataDir: string, pid: number): Promise<Uint8Array> {
  const socketPath = socketOf(dataDir)
  if (!existsSync(socketPath))
    return Promise.reject(
      new Error(`The server (process ${pid}) is running but offers no backup socket at ${socketPath}; stop it and run the backup again.`),
    )
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = net.connect(socketPath, () => socket.write('dump\n'))
    // The copy waits for the transaction in hand to end; one left open for minutes is a fault elsewhere.
    socket.setTimeout(DUMP_WAIT_MS, () => {
      socket.destroy()
      reject(
        new Error(
          `The running server did not hand over a copy within ${DUMP_WAIT_MS / 60_000} minutes; try again, or stop it and back up.`,
        ),
      )
    })
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', (error) => reject(new Error(`Could not reach the running server's backup socket: ${error.message}`)))
    socket.on('end', () => {
      const all = Buffer.concat(chunks)
      const newline = all.indexOf(0x0a)
      let header: { bytes?: number; error?: string }
      try {
        header = JSON.parse(all.subarray(0, newline === -1 ? all.length : newline).toString('utf8')) as typeof header
      } catch {
        return reject(new Error('The backup socket answered something other than a copy of the database.'))
      }
      const body = all.subarray(newline + 1)
      if (header.error) return reject(new Error(`The running server could not copy its database: ${header.error}`))
      if (header.bytes === undefined || body.length !== header.bytes)
        return reject(new Error(`The running server's copy was cut short (${body.length} of ${header.bytes ?? '?'} bytes).`))
      resolve(new Uint8Array(body))
    })
  })
}

/** A stopped data folder's database, read under its lock so no server starts meanwhile. */
async function dumpStoppedDataDir(dataDir: string): Promise<Uint8Array> {
  const dir = pgliteDirOf(dataDir)
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dir} to back up.`)
  const release = lockDataDir(dir)
  try {
    const db = await PGlite.create(dir)
    try {
      await db.exec('checkpoint')
      return new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer())
    } finally {
      await db.close()
    }
  } finally {
    release()
  }
}

function folderSize(dir: string): { files: number; bytes: number } {
  if (!existsSync(dir)) return { files: 0, bytes: 0 }
  let files = 0
  let bytes = 0
  for (const item of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!item.isFile()) continue
    files += 1
    bytes += statSync(path.join(item.parentPath, item.name)).size
  }
  return { files, bytes }
}

/**
 * Writes a backup of `dataDir` into `target` (a new or empty folder): the database first, then the
 * uploads and the auth secret, so every file a row of the copy names is in the copy (a file is
 * stored before the row that names it).
 */
export async function backupDataDir(dataDir: string, target: string): Promise<BackupManifest> {
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty: give a new folder for the backup.`)
  const pid = embeddedDatabaseUser(pgliteDirOf(dataDir))
  const database = pid ? await dumpFromRunningServer(dataDir, pid) : await dumpStoppedDataDir(dataDir)
  mkdirSync(target, { recursive: true, mode: 0o700 })
  writeFileSync(path.join(target, DATABASE_FILE), database, { mode: 0o600 })
  const uploads = path.resolve(dataDir, UPLOADS)
  // Files still being written sit in uploads/.partial (storage.server.ts); no row names them yet.
  const partial = path.join(uploads, '.partial')
  if (existsSync(uploads)) cpSync(uploads, path.join(target, UPLOADS), { recursive: true, filter: (from) => from !== partial })
  const secret = path.resolve(dataDir, DEMO_SECRET_FILE)
  if (existsSync(secret)) cpSync(secret, path.join(target, DEMO_SECRET_FILE))
  const manifest: BackupManifest = {
    format: 'unfiltered-embedded-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    source: pid ? 'running server' : 'stopped data folder',
    databaseBytes: database.byteLength,
    uploads: folderSize(path.join(target, UPLOADS)),
    authSecret: existsSync(secret),
  }
  writeFileSync(path.join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
  return manifest
}

/** Fills the empty database folder from the tarball; when it does not open, puts the folder it replaced back. */
async function loadDatabase(dir: string, tarball: Buffer, previous: string | undefined) {
  mkdirSync(dir, { recursive: true })
  try {
    const db = await PGlite.create(dir, { loadDataDir: new Blob([new Uint8Array(tarball)]) })
    await db.query('select 1')
    await db.close()
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    if (previous) renameSync(previous, dir)
    throw new Error(`The backup's database did not open (${(error as Error).message}); the data folder is unchanged.`, { cause: error })
  }
}

function readManifest(source: string): BackupManifest {
  const file = path.join(source, MANIFEST_FILE)
  if (!existsSync(file) || !existsSync(path.join(source, DATABASE_FILE)))
    throw new Error(`${source} is not a backup made by npm run backup (${MANIFEST_FILE} and ${DATABASE_FILE} are missing).`)
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest
  if (manifest.format !== 'unfiltered-embedded-backup' || manifest.version !== 1)
    throw new Error(`${source} holds a backup of another format (${manifest.format} ${manifest.version}).`)
  return manifest
}

/**
 * Replaces `dataDir`'s database, uploads and auth secret with the backup's. Refused while a server
 * has the folder open. What it replaces is kept beside it (`<name>.before-restore-<time>`) until the
 * operator deletes it.
 */
export async function restoreDataDir(dataDir: string, source: string): Promise<{ manifest: BackupManifest; keptAside: string[] }> {
  const manifest = readManifest(source)
  const dir = pgliteDirOf(dataDir)
  const pid = embeddedDatabaseUser(dir)
  if (pid) throw new Error(`The server (process ${pid}) is running on ${path.resolve(dataDir)}: stop it, then restore.`)
  const release = lockDataDir(dir)
  try {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const keptAside: string[] = []
    const setAside = (name: string) => {
      const current = path.resolve(dataDir, name)
      if (!existsSync(current)) return
      const aside = `${current}.before-restore-${stamp}`
      renameSync(current, aside)
      keptAside.push(aside)
    }
    setAside('pglite')
    await loadDatabase(dir, readFileSync(path.join(source, DATABASE_FILE)), keptAside.at(-1))
    setAside(UPLOADS)
    if (existsSync(path.join(source, UPLOADS))) cpSync(path.join(source, UPLOADS), path.resolve(dataDir, UPLOADS), { recursive: true })
    if (manifest.authSecret) {
      setAside(DEMO_SECRET_FILE)
      cpSync(path.join(source, DEMO_SECRET_FILE), path.resolve(dataDir, DEMO_SECRET_FILE))
    }
    return { manifest, keptAside }
  } finally {
    release()
  }
}
