// A piece's HTML is rendered once, when a version is saved, and stored beside its Markdown
// (content_pieces.body_html, content_revisions.body_html); pages show the stored HTML. Rendering runs
// in a thread of its own (render-worker.server.ts): markdown-it's time grows linearly, but a 50,000-
// character piece with hostile or table-heavy formatting still takes a few hundred milliseconds with
// the sanitiser (bench/markdown-parsers.mjs), which on the event loop would hold up every other request.
// The thread takes one text at a time, each within a time budget; past it the thread is stopped and
// the save is refused with a message. See docs/decisions/020-markdown-rendered-once.md. The same
// thread compares a piece's versions word by word for its page: a long piece's diff takes a few
// hundred milliseconds too (decision 020, "Later"). A save's render goes ahead of waiting diffs.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { and, asc, gt, isNull, sql } from 'drizzle-orm'
import { contentPieces, contentRevisions } from '#db/schema/content.ts'
import type { Database } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import type { ContentTask, ThreadReady } from './render-worker.server.ts'
import { escapeHtmlText } from './word-diff.ts'

/** How long one text may take to render; any piece within the length limit takes far less. */
export const RENDER_BUDGET_MS = 5_000
/** How long two versions may take to compare before the page says they are too different. */
export const DIFF_TIMEOUT_MS = 1_000
/** When the thread is stopped over a diff (reading the HTML and sending the answer come on top of the comparison). */
const DIFF_BUDGET_MS = 3_000
/** What one page's diffs may take together: a piece with many long rounds compares its newest ones. */
export const PAGE_DIFF_BUDGET_MS = 3_000
/** Below this, a comparison is not started: it could only finish for versions nearly alike. */
const MIN_DIFF_MS = 50
export const NOT_RENDERED = 'The piece could not be rendered. Simplify its formatting and try again.'

const WORKER_FILE = 'render-worker.js'

/** The bundled worker: beside the server build (`<build dir>/server/…` → `<build dir>/render-worker.js`), or in the build folder when the app runs from its sources (Vite's dev server, tests). */
function findWorkerFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const candidates = [
    path.resolve(here, '..', WORKER_FILE),
    path.resolve(here, '../..', WORKER_FILE),
    path.resolve(process.cwd(), process.env.BUILD_DIR ?? 'build', WORKER_FILE),
  ]
  const found = candidates.find((candidate) => existsSync(candidate))
  if (!found) throw new Error(`${WORKER_FILE} not found (looked in ${candidates.join(', ')}); run npm run build`)
  return found
}

type Job = { task: ContentTask; budgetMs: number; resolve: (answer: unknown) => void }

/** How long a new thread may take to load before its first task is answered as failed: far more than it needs, even on a busy machine. */
const THREAD_START_BUDGET_MS = 30_000

const isReadySignal = (message: unknown): message is ThreadReady => typeof message === 'object' && message !== null && 'ready' in message

/**
 * One content thread, started on first use, working through a queue one task at a time. A task's
 * budget counts from when the thread has loaded and takes it: starting the thread (reading and
 * compiling its code, slow on a busy machine) is not held against the first text.
 */
export class ContentThread {
  private worker: Worker | null = null
  private loaded = false
  private queue: Job[] = []
  /** The task in hand: sent to the thread as soon as the thread has loaded (until then its timer is the start budget). */
  private current: { job: Job; timer: NodeJS.Timeout } | null = null

  /** `workerFile`: where the thread's code is (the bundled worker; a test may wrap it). */
  constructor(private readonly workerFile: () => string = findWorkerFile) {}

  run(task: ContentTask, budgetMs: number): Promise<unknown> {
    return new Promise((resolve) => {
      const job = { task, budgetMs, resolve }
      // A save waits for its render; a page's diffs can wait for it, so a render goes ahead of them.
      const firstDiff = task.kind === 'render' ? this.queue.findIndex((queued) => queued.task.kind === 'diff') : -1
      if (firstDiff === -1) this.queue.push(job)
      else this.queue.splice(firstDiff, 0, job)
      this.next()
    })
  }

  private start(): Worker {
    const worker = new Worker(this.workerFile())
    this.loaded = false
    worker.on('message', (message: unknown) => {
      // An answer from a thread stopped over its budget belongs to no one now.
      if (this.worker !== worker) return
      if (!isReadySignal(message)) return this.finish(message)
      this.loaded = true
      this.send()
    })
    worker.on('error', (error) => logger.error({ err: error }, 'content thread failed'))
    // A thread that ends (failed, or stopped over its budget) is replaced for the next text.
    worker.on('exit', () => {
      if (this.worker !== worker) return
      this.worker = null
      this.finish(null)
    })
    return worker
  }

  private next() {
    if (this.current) return
    const job = this.queue.shift()
    if (!job) {
      // Idle: the thread does not keep the process alive.
      this.worker?.unref()
      return
    }
    const worker = (this.worker ??= this.start())
    worker.ref()
    const timer = setTimeout(() => this.stop(worker, 'content thread did not start in time; stopped'), THREAD_START_BUDGET_MS)
    this.current = { job, timer }
    if (this.loaded) this.send()
  }

  /** Hands the current task to the thread that has just loaded, or to the loaded thread, its budget starting now. */
  private send() {
    const current = this.current
    const worker = this.worker
    if (!current || !worker) return
    clearTimeout(current.timer)
    current.timer = setTimeout(() => this.stop(worker, 'content task took longer than its budget; thread restarted'), current.job.budgetMs)
    worker.postMessage(current.job.task)
  }

  /** Stops a thread over its budget: its task is answered as failed, and the next task starts another. */
  private stop(worker: Worker, message: string) {
    const job = this.current?.job
    if (job) logger.warn({ budgetMs: job.budgetMs, task: job.task.kind, characters: charactersOf(job.task) }, message)
    this.worker = null
    this.finish(null)
    void worker.terminate()
  }

  private finish(answer: unknown) {
    const current = this.current
    if (!current) return
    clearTimeout(current.timer)
    this.current = null
    current.job.resolve(answer)
    this.next()
  }
}

const charactersOf = (task: ContentTask) => (task.kind === 'render' ? task.markdown.length : task.beforeHtml.length + task.afterHtml.length)

let thread: ContentThread | undefined
const contentThread = () => (thread ??= new ContentThread())

/** The sanitised HTML of a piece's Markdown, rendered in the thread; null when it could not be rendered within the budget. */
export function renderPieceHtml(markdown: string, budgetMs = RENDER_BUDGET_MS): Promise<string | null> {
  if (markdown === '') return Promise.resolve('')
  return contentThread().run({ kind: 'render', markdown }, budgetMs) as Promise<string | null>
}

/**
 * Each version's diff to the next (null for a pair not compared): newest first, each within what is
 * left of the page's budget, so the rounds a reader is most likely to open are compared first and the
 * page never waits for more than the budget (plus one comparison's overrun).
 */
export async function diffRounds(
  texts: readonly string[],
  {
    budgetMs = PAGE_DIFF_BUDGET_MS,
    compare = diffVersions,
    now = () => performance.now(),
  }: { budgetMs?: number; compare?: typeof diffVersions; now?: () => number } = {},
): Promise<(string | null)[]> {
  const diffs: (string | null)[] = Array.from({ length: Math.max(0, texts.length - 1) }, () => null)
  const deadline = now() + budgetMs
  for (let index = diffs.length - 1; index >= 0; index--) {
    const left = Math.min(DIFF_TIMEOUT_MS, deadline - now())
    if (left < MIN_DIFF_MS) break
    diffs[index] = await compare(texts[index]!, texts[index + 1]!, left)
  }
  return diffs
}

/** How many characters the remembered diffs may hold together (their HTML; while one is being made, the texts it compares). */
export const REMEMBERED_DIFF_CHARACTERS = 8_000_000

type Remembered = { html: Promise<string | null>; characters: number }

/**
 * Diffs already made, by what was compared: a replaced version's HTML never changes, so each page read
 * after the first takes its diffs from here instead of the thread, and views arriving together share one
 * comparison. Keyed by both texts (their digest and lengths), so an edited version is simply another key.
 * A comparison that gave up is not kept: it may finish on a quieter moment. Least recently read go first.
 */
export class RememberedDiffs {
  private readonly entries = new Map<string, Remembered>()
  private characters = 0

  constructor(private readonly limit: number) {}

  get(beforeHtml: string, afterHtml: string, compare: () => Promise<string | null>): Promise<string | null> {
    const key = `${beforeHtml.length}:${afterHtml.length}:${createHash('sha256').update(beforeHtml).update('\u0000').update(afterHtml).digest('base64')}`
    const known = this.entries.get(key)
    if (known) {
      this.entries.delete(key)
      this.entries.set(key, known)
      return known.html
    }
    const entry: Remembered = { html: compare(), characters: 0 }
    this.entries.set(key, entry)
    this.resize(entry, beforeHtml.length + afterHtml.length)
    void entry.html.then(
      (html) => {
        if (this.entries.get(key) !== entry) return // let go while it was being made
        if (html === null) this.forget(key, entry)
        else this.resize(entry, html.length)
      },
      () => this.forget(key, entry),
    )
    return entry.html
  }

  /** Counts what an entry now holds, then lets the least recently read go until all fit (or until this entry). */
  private resize(entry: Remembered, characters: number) {
    this.characters += characters - entry.characters
    entry.characters = characters
    for (const [key, oldest] of this.entries) {
      if (this.characters <= this.limit || oldest === entry) break
      this.forget(key, oldest)
    }
  }

  private forget(key: string, entry: Remembered) {
    if (this.entries.get(key) !== entry) return
    this.entries.delete(key)
    this.characters -= entry.characters
  }
}

const rememberedDiffs = new RememberedDiffs(REMEMBERED_DIFF_CHARACTERS)

/**
 * The words added and removed between two versions' stored HTML, as the HTML a page shows (diffHtml),
 * compared in the thread or remembered from an earlier page; null when they are too different to compare in time.
 */
export function diffVersions(beforeHtml: string, afterHtml: string, timeoutMs = DIFF_TIMEOUT_MS): Promise<string | null> {
  return rememberedDiffs.get(
    beforeHtml,
    afterHtml,
    () =>
      contentThread().run({ kind: 'diff', beforeHtml, afterHtml, timeoutMs }, Math.max(DIFF_BUDGET_MS, timeoutMs * 3)) as Promise<
        string | null
      >,
  )
}

/**
 * What a page shows of a stored version: the HTML stored with it. A version without (written by SQL
 * alone since the last start, which renders those) is rendered in the thread, or shown as its text.
 */
export async function pageHtml(version: { body: string; bodyHtml: string | null }): Promise<string> {
  if (version.bodyHtml !== null) return version.bodyHtml
  return (await renderPieceHtml(version.body)) ?? `<pre>${escapeHtmlText(version.body)}</pre>`
}

const BACKFILL_BATCH = 100

/**
 * Renders, in batches, every stored version without HTML: the rows from before the HTML was stored,
 * and any whose body was changed without it (the trigger of migration 0008 clears it). Runs at start
 * under the start-up lock; idempotent (a second run finds nothing). A body changed meanwhile keeps no
 * HTML made from its old text, and one that cannot be rendered within the budget stays without
 * (its page shows the text). Returns how many versions it rendered.
 */
export async function renderMissingHtml(db: Database): Promise<number> {
  let rendered = 0
  for (const table of [contentPieces, contentRevisions]) {
    let after = ''
    for (;;) {
      const rows = await db
        .select({ id: table.id, body: table.body, digest: sql<string>`md5(${table.body})` })
        .from(table)
        .where(after ? and(isNull(table.bodyHtml), gt(table.id, after)) : isNull(table.bodyHtml))
        .orderBy(asc(table.id))
        .limit(BACKFILL_BATCH)
      if (rows.length === 0) break
      const versions: { id: string; digest: string; html: string }[] = []
      for (const row of rows) {
        const html = await renderPieceHtml(row.body)
        if (html !== null) versions.push({ id: row.id, digest: row.digest, html })
      }
      // Not an edit: each version keeps the time of its last change (migration 0027).
      rendered += await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.keep_updated_at', 'on', true)`)
        const updated = await tx.execute(sql`
          update ${table} set body_html = v.html
          from jsonb_to_recordset(${JSON.stringify(versions)}::jsonb) as v(id uuid, digest text, html text)
          where ${table.id} = v.id and ${table.bodyHtml} is null and md5(${table.body}) = v.digest`)
        return updated.rowCount ?? 0
      })
      after = rows.at(-1)!.id
    }
  }
  return rendered
}
