// `npm run backup [folder]` and `npm run restore <folder>`: the embedded default's data folder
// (DATA_DIR: the PGlite database, uploads, the generated auth secret), see app/utils/backup.server.ts.
// A server on PostgreSQL is backed up with pg_dump instead (docs/deploy.md, "Backups").
import { existsSync } from 'node:fs'
import path from 'node:path'
import { backupDataDir, restoreDataDir, type BackupManifest } from '#app/utils/backup.server.ts'

const USAGE = 'Usage: npm run backup [-- <new folder>]   |   npm run restore -- <backup folder>'

function describe(manifest: BackupManifest) {
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return [
    `  database: ${megabytes(manifest.databaseBytes)} (taken ${manifest.createdAt} from a ${manifest.source})`,
    `  uploads:  ${manifest.uploads.files} file(s), ${megabytes(manifest.uploads.bytes)}`,
    `  auth secret: ${manifest.authSecret ? 'included' : 'none in DATA_DIR (AUTH_SECRET comes from the environment)'}`,
  ].join('\n')
}

async function main(command: string | undefined, folder: string | undefined) {
  if (existsSync('.env')) process.loadEnvFile('.env')
  if (process.env.DATABASE_URL)
    throw new Error(
      'DATABASE_URL is set: this command copies the embedded database only. Back up PostgreSQL with pg_dump (docs/deploy.md, "Backups").',
    )
  const dataDir = path.resolve(process.env.DATA_DIR || '.data')
  if (process.env.S3_BUCKET) console.log(`Uploads live in the bucket ${process.env.S3_BUCKET}: keep its versioning on (docs/deploy.md).`)
  if (command === 'backup') {
    const target = path.resolve(folder ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')))
    const manifest = await backupDataDir(dataDir, target)
    console.log(`Backed up ${dataDir} to ${target}\n${describe(manifest)}`)
    return
  }
  if (command === 'restore' && folder) {
    const { manifest, keptAside } = await restoreDataDir(dataDir, path.resolve(folder))
    console.log(`Restored ${dataDir} from ${path.resolve(folder)}\n${describe(manifest)}`)
    if (keptAside.length > 0) console.log(`What it replaced is kept (delete it once the restore is checked):\n  ${keptAside.join('\n  ')}`)
    return
  }
  throw new Error(USAGE)
}

main(process.argv[2], process.argv[3]).catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
