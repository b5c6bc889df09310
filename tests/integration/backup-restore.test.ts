// `npm run backup` and `npm run restore` (build/backup.js) on the embedded default: a backup taken
// while the server runs, then data and uploads changed, then a restore into the stopped folder brings
// back every row of every table and every file as they were.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { contactMessages } from '#db/schema/messaging.ts'
import { openDatabase } from '#app/utils/db.server.ts'
import { Browserish, removeServerDataDir, serverDataDir, startAppServer, type AppServer } from '#tests/support/app-server.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const IP_HEADER = 'x-test-client-ip'

function runCli(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/backup.js`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '' },
    encoding: 'utf8',
    timeout: 120_000,
  })
}

/** Every table of the app's schema: its row count and a digest of all its rows. */
async function tableDigests(dataDir: string): Promise<Record<string, string>> {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
  try {
    const tables = await handle.pool.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
    const digests: Record<string, string> = {}
    for (const { name } of tables.rows) {
      const result = await handle.db.execute<{ rows: string; digest: string }>(
        sql.raw(
          `select count(*)::text as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from public."${name}" t`,
        ),
      )
      digests[name] = `${result.rows[0]!.rows} rows, ${result.rows[0]!.digest}`
    }
    return digests
  } finally {
    await handle.close()
  }
}

/** Every file under DATA_DIR/uploads with a digest of its content. */
function uploadDigests(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, 'uploads')
  if (!existsSync(root)) return {}
  const files: Record<string, string> = {}
  for (const item of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!item.isFile()) continue
    const full = path.join(item.parentPath, item.name)
    files[path.relative(root, full)] = createHash('sha256').update(readFileSync(full)).digest('hex')
  }
  return files
}

function storeUpload(dataDir: string, key: string, content: string) {
  const file = path.join(dataDir, 'uploads', key)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}

async function insertContactMessage(dataDir: string, email: string) {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
  try {
    await handle.db.insert(contactMessages).values({ name: 'Later Writer', email, message: 'Written after the backup.' })
  } finally {
    await handle.close()
  }
}

async function sendContactMessage(server: AppServer, email: string, ip: string) {
  const response = await new Browserish(server.url).request('/contact', {
    method: 'POST',
    headers: { [IP_HEADER]: ip },
    form: { name: 'Backup Tester', email, subject: 'Backups', message: 'Is everything kept when you restore?', website: '' },
  })
  expect(response.status).toBeLessThan(400)
}

describe('npm run backup and npm run restore (embedded database)', () => {
  const dataDir = serverDataDir()
  const backups = mkdtempSync(path.join(tmpdir(), 'agency-backup-'))
  const backupDir = path.join(backups, 'first')
  let server: AppServer | undefined
  const start = async () => (server = await startAppServer({ DATA_DIR: dataDir, TRUSTED_PROXY_HEADER: IP_HEADER }))
  const stop = async () => {
    await server?.stop()
    server = undefined
  }
  afterAll(async () => {
    await stop()
    removeServerDataDir(dataDir)
    rmSync(backups, { recursive: true, force: true })
  })

  it('backs up a running server, and restores rows and files into the stopped folder', async () => {
    const running = await start()
    await sendContactMessage(running, 'kept@example.test', '198.51.100.10')
    storeUpload(dataDir, 'packs/one/brief.txt', 'the first brief')

    const backup = runCli(dataDir, 'backup', backupDir)
    expect(backup.stderr).toBe('')
    expect(backup.status).toBe(0)
    expect(backup.stdout).toContain('from a running server')
    expect(backup.stdout).toContain('uploads:  1 file(s)')
    expect(readdirSync(backupDir).sort()).toEqual(['auth-secret', 'backup.json', 'database.tar.gz', 'uploads'])
    // The server keeps serving while and after it is copied, and a restore under it is refused.
    expect((await fetch(`${running.url}/readyz`)).status).toBe(200)
    const refused = runCli(dataDir, 'restore', backupDir)
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/The server \(process \d+\) is running on .*: stop it, then restore\./)
    await stop()
    const atBackup = { tables: await tableDigests(dataDir), files: uploadDigests(dataDir) }
    expect(atBackup.files['packs/one/brief.txt']).toBeDefined()

    // Changed after the backup: a new row, a file rewritten, one added, and the secret rotated.
    await insertContactMessage(dataDir, 'lost@example.test')
    storeUpload(dataDir, 'packs/one/brief.txt', 'the brief, rewritten')
    storeUpload(dataDir, 'packs/two/new.txt', 'added after the backup')
    writeFileSync(path.join(dataDir, 'auth-secret'), `${'f'.repeat(64)}\n`)
    const changed = { tables: await tableDigests(dataDir), files: uploadDigests(dataDir) }
    expect(changed.tables.contact_messages).not.toBe(atBackup.tables.contact_messages)
    expect(changed.files).not.toEqual(atBackup.files)

    const restore = runCli(dataDir, 'restore', backupDir)
    expect(restore.stderr).toBe('')
    expect(restore.status).toBe(0)
    expect(restore.stdout).toContain('What it replaced is kept')
    expect(await tableDigests(dataDir)).toEqual(atBackup.tables)
    expect(uploadDigests(dataDir)).toEqual(atBackup.files)
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(readFileSync(path.join(backupDir, 'auth-secret'), 'utf8'))

    // The server starts on the restored folder.
    const restored = await start()
    expect((await fetch(`${restored.url}/readyz`)).status).toBe(200)
    // Two server starts and four openings of the database: minutes on a busy two-core machine.
  }, 300_000)

  it('leaves the data folder as it was when the backup does not open', async () => {
    await stop()
    const broken = path.join(backups, 'broken')
    cpSync(backupDir, broken, { recursive: true })
    writeFileSync(path.join(broken, 'database.tar.gz'), 'not a tarball')
    const before = await tableDigests(dataDir)
    const asideBefore = readdirSync(dataDir).filter((name) => name.startsWith('pglite.before-restore-'))
    const result = runCli(dataDir, 'restore', broken)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("The backup's database did not open")
    expect(result.stderr).toContain('the data folder is unchanged')
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.before-restore-'))).toEqual(asideBefore)
    expect(await tableDigests(dataDir)).toEqual(before)
  })

  it('refuses a folder that is not a backup, and a target that is not empty', () => {
    const notBackup = runCli(dataDir, 'restore', backups)
    expect(notBackup.status).toBe(1)
    expect(notBackup.stderr).toContain('is not a backup made by npm run backup')
    const notEmpty = runCli(dataDir, 'backup', backupDir)
    expect(notEmpty.status).toBe(1)
    expect(notEmpty.stderr).toContain('is not empty')
  })

  it('refuses with DATABASE_URL set and points to pg_dump', () => {
    const result = spawnSync(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/backup.js`, 'backup'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Back up PostgreSQL with pg_dump')
  })
})
