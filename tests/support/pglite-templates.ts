// Ready-made embedded databases for the integration suite. Creating a PGlite database runs initdb in
// WebAssembly, which costs seconds per database on these machines; the suite opens about seventy.
// The suite's global setup prepares three folders once per run, and tests start from a copy:
// - `empty`: a database initdb made, with no migration applied (the migration tests start here);
// - `migrated`: every migration applied, no rows (what `pgliteBackend().open()` hands out);
// - `serverData`: a whole DATA_DIR that the built server has started on in demo mode once (migrated,
//   catalogue prices and demo data seeded, auth secret written), for `startAppServer`.
// A test that is about the first start itself passes its own DATA_DIR, as before.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type PgliteTemplates = { empty: string; migrated: string; serverData: string }

const ENV_KEY = 'TEST_PGLITE_TEMPLATES'

/** Set by the integration suite's global setup; undefined elsewhere (the browser tests, a lone script). */
export function pgliteTemplates(): PgliteTemplates | undefined {
  const value = process.env[ENV_KEY]
  return value ? (JSON.parse(value) as PgliteTemplates) : undefined
}

export function publishPgliteTemplates(templates: PgliteTemplates) {
  process.env[ENV_KEY] = JSON.stringify(templates)
}

/** A private copy of a template folder in a new temporary folder; returns the copy's path. */
export function copyTemplate(template: string, prefix: string): string {
  const parent = mkdtempSync(path.join(tmpdir(), prefix))
  const copy = path.join(parent, path.basename(template))
  cpSync(template, copy, { recursive: true })
  return copy
}

/** Removes a copy made by `copyTemplate`, with the temporary folder around it. */
export function removeCopy(copy: string) {
  rmSync(path.dirname(copy), { recursive: true, force: true })
}
