// A piece's Markdown is rendered once, in a thread of its own, when a version is saved; pages show the
// stored HTML, and the same thread compares versions word by word. On both databases: what is stored
// with each version and what pages show; the start-up backfill; a body over the limit neither rendered
// nor sent back, a refused one within it sent back but not rendered; the worst inputs at the limit saved
// and shown while /healthz keeps answering. (How long /healthz waits meanwhile is a bench figure:
// bench/markdown-parsers.mjs --server.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CONTENT } from '#db/seed.ts'
import { contentPieces, contentRevisions } from '#db/schema/content.ts'
import { emailOutbox } from '#db/schema/messaging.ts'
import { readActionLink } from '#app/features/content/action-link.server.ts'
import { BODY_MAX, CONTENT_MESSAGES } from '#app/features/content/content-schema.ts'
import { createPiece, decidePiece, updatePiece } from '#app/features/content/content-workflow.server.ts'
import { ContentThread, diffVersions, renderMissingHtml, renderPieceHtml } from '#app/features/content/piece-html.server.ts'
import { loadPiecePage } from '#app/features/content/piece-page.server.ts'
import { signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { DEMO_ACTORS, useSeededDatabase } from '#tests/support/seeded-database.ts'
import { WORST_MARKDOWN } from '#tests/support/pathological-markdown.mjs'

process.env.AUTH_SECRET ??= 'markdown-rendering-test-secret-0123456789abcdef'
process.env.APP_MODE ??= 'demo'

const { writer, founder } = DEMO_ACTORS

const piece = (title: string, body: string) => ({ title, contentType: 'blog' as const, body, plannedPublishDate: null })

describe('the rendering thread', () => {
  it('renders one text at a time, each to its own answer', async () => {
    const texts = ['**one**', '_two_', '| a |\n|---|\n| three |', '<script>four</script>', '']
    expect(await Promise.all(texts.map((text) => renderPieceHtml(text)))).toEqual([
      '<p><strong>one</strong></p>\n',
      '<p><em>two</em></p>\n',
      '<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>three</td>\n</tr>\n</tbody>\n</table>\n',
      '<p>&lt;script&gt;four&lt;/script&gt;</p>\n',
      '',
    ])
  })

  it('compares two versions word by word, and gives up on a pair too far apart to compare in time', async () => {
    expect(
      await diffVersions('<p>We were <strong>late</strong> &amp; &lt;b&gt;sorry.</p>', '<p>We were early &amp; &lt;b&gt;sorry.</p>'),
    ).toBe(
      'We were <del class="bg-shock/15 text-shock-ink"><span class="sr-only">Removed: </span>late<span class="sr-only"> (end of removed)</span></del>' +
        '<ins class="bg-lime/60 no-underline"><span class="sr-only">Added: </span>early<span class="sr-only"> (end of added)</span></ins> &amp; &lt;b&gt;sorry.',
    )
    const words = (seed: number) => `<p>${Array.from({ length: 8_000 }, (_, i) => `w${(i * 7919 + seed) % 5000}`).join(' ')}</p>`
    expect(await diffVersions(words(1), words(2), 1)).toBeNull()
    expect(await renderPieceHtml('then **this**')).toBe('<p>then <strong>this</strong></p>\n')
  })

  it('compares a pair of versions once: a page read again takes the diff it already made', async () => {
    const words = (changedEvery: number) =>
      `<p>${Array.from({ length: 2_000 }, (_, i) => (i % changedEvery === 0 ? `changed${i}` : `word${i % 700}`)).join(' ')}</p>`
    const first = await diffVersions(words(10), words(11))
    expect(first).toContain('<ins')
    // One millisecond is too little to compare such a pair (another of the same size gives up)…
    expect(await diffVersions(words(12), words(13), 1)).toBeNull()
    // …so this one comes from the first comparison.
    expect(await diffVersions(words(10), words(11), 1)).toEqual(first)
  })

  it("counts a task's budget from when a new thread has loaded, so a slow start is not held against the first text", async () => {
    // The thread's code, loaded after a second's wait: as on a machine too busy to start it quickly.
    const folder = mkdtempSync(path.join(tmpdir(), 'slow-thread-'))
    const file = path.join(folder, 'slow-render-worker.mjs')
    const worker = pathToFileURL(path.resolve(process.env.BUILD_DIR ?? 'build', 'render-worker.js')).href
    writeFileSync(file, `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000)\nawait import(${JSON.stringify(worker)})\n`)
    try {
      const thread = new ContentThread(() => file)
      expect(await thread.run({ kind: 'render', markdown: 'then **this**' }, 250)).toBe('<p>then <strong>this</strong></p>\n')
      expect(await thread.run({ kind: 'render', markdown: 'and _that_' }, 250)).toBe('<p>and <em>that</em></p>\n')
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it("renders a save's text ahead of the diffs already waiting", async () => {
    const words = (seed: number) => `<p>${Array.from({ length: 8_000 }, (_, i) => `w${(i * 7919 + seed) % 5000}`).join(' ')}</p>`
    const finished: string[] = []
    const diffs = [1, 2, 3].map((n) => diffVersions(words(n), words(n + 10), 200).then(() => finished.push(`diff ${n}`)))
    const render = renderPieceHtml('saved **now**').then(() => finished.push('render'))
    await Promise.all([...diffs, render])
    expect(finished).toEqual(['diff 1', 'render', 'diff 2', 'diff 3'])
  })

  it('gives up on a text past its time budget, and renders the next one in a new thread', async () => {
    expect(await renderPieceHtml(WORST_MARKDOWN[0]!.make(BODY_MAX), 1)).toBeNull()
    expect(await renderPieceHtml('after **that**')).toBe('<p>after <strong>that</strong></p>\n')
  })
})

function storedOn(name: string, backend: Backend | null) {
  describe.runIf(backend)(`stored HTML on ${name}`, () => {
    const { db } = useSeededDatabase(backend)
    const stored = async (id: string) =>
      (
        await db().select({ body: contentPieces.body, html: contentPieces.bodyHtml }).from(contentPieces).where(eq(contentPieces.id, id))
      )[0]!

    it('renders at start the versions stored without HTML, once, and again after a body changes without it', async () => {
      // The demo seed writes Markdown only, as rows from before the HTML existed.
      const editedAt = async () => ({
        pieces: await db().select({ id: contentPieces.id, at: contentPieces.updatedAt }).from(contentPieces).orderBy(contentPieces.id),
        versions: await db()
          .select({ id: contentRevisions.id, at: contentRevisions.updatedAt })
          .from(contentRevisions)
          .orderBy(contentRevisions.id),
      })
      const before = await editedAt()
      expect(await renderMissingHtml(db())).toBeGreaterThanOrEqual(7)
      // Filling in the HTML is not an edit: each piece and version keeps the time of its last change.
      expect(await editedAt()).toEqual(before)
      expect((await stored(DEMO_CONTENT.approved)).html).toBe(
        '<p>We did not run ads.</p>\n<p>We told the truth about the launch that nearly sank us, and <strong>100 customers</strong> wrote back.</p>\n',
      )
      const [revision] = await db().select().from(contentRevisions).where(eq(contentRevisions.contentId, DEMO_CONTENT.rejected))
      expect(revision!.bodyHtml).toContain('<p>')
      expect(await renderMissingHtml(db())).toBe(0)

      // A body changed by SQL alone loses its HTML (never shows the older version), and is rendered again.
      await db().execute(sql`update content_pieces set body = '*changed*' where id = ${DEMO_CONTENT.draft}`)
      expect((await stored(DEMO_CONTENT.draft)).html).toBeNull()
      expect(await renderMissingHtml(db())).toBe(1)
      expect((await stored(DEMO_CONTENT.draft)).html).toBe('<p><em>changed</em></p>\n')
      // Written together, body and HTML stay as written.
      await db().execute(sql`update content_pieces set body = 'x', body_html = '<p>x</p>' where id = ${DEMO_CONTENT.draft}`)
      expect(await stored(DEMO_CONTENT.draft)).toEqual({ body: 'x', html: '<p>x</p>' })
    })

    it('stores the HTML with each version as it is saved, and every page shows the stored HTML', async () => {
      const created = await createPiece(db(), writer, {
        ...piece('Stored once', '**Bold** <script>x</script>'),
        founderId: 'demo-founder',
        submit: true,
      })
      if (!created.ok) throw new Error(created.message)
      const id = created.id
      expect((await stored(id)).html).toBe('<p><strong>Bold</strong> &lt;script&gt;x&lt;/script&gt;</p>\n')
      expect(await decidePiece(db(), founder, id, { kind: 'request-changes', feedback: 'More' })).toEqual({ ok: true })
      expect(await updatePiece(db(), writer, id, 'revise', piece('Stored once', '_Second_ version'))).toEqual({ ok: true })
      expect((await stored(id)).html).toBe('<p><em>Second</em> version</p>\n')
      const [earlier] = await db().select().from(contentRevisions).where(eq(contentRevisions.contentId, id))
      expect(earlier!.bodyHtml).toBe('<p><strong>Bold</strong> &lt;script&gt;x&lt;/script&gt;</p>\n')

      // What the pages show is what is stored, not a rendering of the Markdown.
      await db().update(contentPieces).set({ bodyHtml: '<p>stored now</p>' }).where(eq(contentPieces.id, id))
      await db().update(contentRevisions).set({ bodyHtml: '<p>stored then</p>' }).where(eq(contentRevisions.contentId, id))
      const page = await loadPiecePage(db(), founder, id)
      expect(page!.piece.html).toBe('<p>stored now</p>')
      expect(page!.history.map((version) => version.bodyHtml)).toEqual(['<p>stored then</p>'])
      const [mail] = await db()
        .select({ text: emailOutbox.text })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.template, 'content-revised'), sql`${emailOutbox.subject} like '%Stored once%'`))
      const token = /Approve: \S+\/content-actions\/([\w-]+)/.exec(mail!.text)![1]!
      expect(await readActionLink(db(), token)).toMatchObject({ state: 'ready', piece: { html: '<p>stored now</p>' } })
    })
  })
}

storedOn('pglite', await pgliteBackend())
storedOn('postgres', await postgresBackend())

function overHttpOn(name: string, backend: Backend | null) {
  describe.runIf(backend)(`Markdown over HTTP on ${name}`, () => {
    let server: AppServer
    let writerClient: Awaited<ReturnType<typeof signIn>>

    beforeAll(async () => {
      server = await startAppServer(backend!.serverEnv())
      writerClient = await signIn(server.url, 'writer@agency.test')
    })
    afterAll(async () => {
      await server?.stop()
      await backend?.teardown()
    })

    const newPiece = (fields: Record<string, string>) =>
      writerClient.post('/dashboard/content/new', {
        intent: 'save-draft',
        founderId: 'demo-founder',
        title: 'Markdown',
        contentType: 'blog',
        plannedPublishDate: '',
        ...fields,
      })

    it('refuses a body over the limit without rendering it or sending it back', async () => {
      const body = '*a'.repeat(450_000)
      for (const path of ['/dashboard/content/new', '/dashboard/content/new.data', `/dashboard/content/${DEMO_CONTENT.draft}/edit`]) {
        const response = await writerClient.post(path, {
          intent: 'save-draft',
          founderId: 'demo-founder',
          title: 'Far too long',
          contentType: 'blog',
          body,
          plannedPublishDate: '',
        })
        const answer = await response.text()
        expect(response.status, path).toBe(400)
        expect(answer, path).toContain(CONTENT_MESSAGES.bodyTooLong)
        expect(answer, path).not.toContain('*a*a*a*a')
        expect(answer.length, path).toBeLessThan(body.length / 4)
      }
      // The draft's page shows its saved version in the textarea, with the message.
      const draft = await writerClient.post(`/dashboard/content/${DEMO_CONTENT.draft}/edit`, {
        intent: 'save-draft',
        title: 'T',
        contentType: 'blog',
        body,
      })
      expect(await draft.text()).toContain('- the deal we turned down')
    })

    it('sends a refused body within the limit back to its textarea, but renders none of it', async () => {
      const response = await newPiece({ title: '', body: '**never rendered** on the server' })
      const html = await response.text()
      expect(response.status).toBe(400)
      expect(html).toContain(CONTENT_MESSAGES.titleRequired)
      expect(html).toContain('**never rendered** on the server</textarea>')
      expect(html).not.toContain('<strong>never rendered</strong>')
    })

    it('saves the worst inputs at the limit, as a draft and submitted, and shows them, while /healthz keeps answering', async () => {
      let saving = true
      const polls: number[] = []
      const polling = (async () => {
        while (saving) {
          const response = await fetch(`${server.url}/healthz`)
          await response.arrayBuffer()
          polls.push(response.status)
        }
      })()
      try {
        for (const input of WORST_MARKDOWN) {
          for (const intent of ['save-draft', 'submit']) {
            const saved = await newPiece({ intent, title: `${input.name} ${intent}`, body: input.make(BODY_MAX) })
            expect(saved.status, `${input.name} ${intent}: ${await saved.text()}`).toBe(302)
            const page = await writerClient.request(saved.headers.get('location')!)
            const html = await page.text()
            expect(page.status, `${input.name} ${intent} page`).toBe(200)
            expect(html).toContain('data-testid="piece-body"')
          }
        }
      } finally {
        saving = false
        await polling
      }
      expect(polls.length).toBeGreaterThan(0)
      expect(new Set(polls)).toEqual(new Set([200]))
    })
  })
}

overHttpOn('pglite', await pgliteBackend())
overHttpOn('postgres', await postgresBackend())
