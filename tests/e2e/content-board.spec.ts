// The admin's content board: the overview counts the demo's overdue piece and links to the board
// filtered to it; on the board the admin moves a request's due date with a reason (the activity log
// keeps it) and gives the request to the founder's other writer, whose load the picker shows. At 1280
// and 390 px, with axe finding nothing. Cancelling a request from the board asks first: a dialog with
// JavaScript, a confirmation step without.
import { randomBytes, randomUUID } from 'node:crypto'
import { expectNoAxeViolations, query } from './admin-fixtures.ts'
import { assign, expectNoSidewaysScroll, subscribe } from './content-fixtures.ts'
import { createUser, expect, hydrated, loginAs, test } from './fixtures.ts'

const ADMIN = 'admin@agency.test'
/** The demo's one overdue piece (db/seed.ts DEMO_CONTENT.overdue). */
const OVERDUE = 'c0ffee00-0000-4000-8000-00000000000a'
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

for (const width of [1280, 390]) {
  test(`the overview counts the overdue piece and the board shows it, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const [overdue] = await query<{ title: string }>('select title from content_pieces where id = $1', [OVERDUE])
    await loginAs(page, ADMIN)
    await page.goto('/dashboard')
    await hydrated(page)
    const card = page.getByTestId('content-overdue')
    await expect(card).toContainText('Overdue')
    const count = Number((await card.locator('span').nth(1).innerText()).replace(/\D/g, ''))
    expect(count).toBeGreaterThanOrEqual(1)
    await card.click()
    await expect(page).toHaveURL(/\/dashboard\/admin\/content\?due=overdue$/)
    await expect(page.getByRole('heading', { name: 'Content board', level: 1 })).toBeVisible()
    const row = page.getByTestId('board-row').filter({ hasText: overdue!.title })
    await expect(row).toBeVisible()
    await expect(row.getByTestId('due-date')).toContainText('overdue by')
    await expectNoSidewaysScroll(page, `board ${width}`)
    await expectNoAxeViolations(page, `/dashboard/admin/content?due=overdue ${width}`)
  })

  test(`the admin moves a due date with a reason and gives a request to another writer, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const id = randomBytes(3).toString('hex')
    const founder = await createUser({ roles: ['founder'], name: `Bea Founder ${id}` })
    const first = await createUser({ roles: ['writer'], name: `Ash Writer ${id}` })
    const second = await createUser({ roles: ['writer'], name: `Cy Writer ${id}` })
    await assign(first, founder)
    await assign(second, founder)
    await subscribe(founder, 'growth')
    const pieceId = randomUUID()
    const title = `Board request ${id}`
    await query(
      `insert into content_pieces (id, title, content_type, status, writer_id, founder_id, requested_at, requested_by, due_date)
       values ($1, $2, 'blog', 'requested', $3, $4, now(), $4, $5)`,
      [pieceId, title, first.id, founder.id, dayAfter(3)],
    )
    await loginAs(page, ADMIN)
    await page.goto(`/dashboard/admin/content?founder=${founder.id}`)
    await hydrated(page)
    await expect(page.getByTestId('founder-delivery')).toContainText('Growth: 0 of 4 blog articles')
    await page
      .getByTestId('board-row')
      .filter({ hasText: title })
      .getByRole('link', { name: `Manage ${title}` })
      .click()
    const panel = page.getByTestId('manage-panel')
    await expect(panel.getByRole('heading', { name: title })).toBeVisible()
    await expectNoAxeViolations(page, `board manage panel ${width}`)

    const newDay = dayAfter(12)
    await panel.getByLabel('New due date').fill(newDay)
    await panel.getByLabel('Reason').fill(`Launch moved ${id}`)
    await panel.getByRole('button', { name: 'Change due date' }).click()
    await expect(page.getByText('Due date changed. The writer has been told.')).toBeVisible()
    expect((await query<{ due: string }>('select due_date::text as due from content_pieces where id = $1', [pieceId]))[0]!.due).toBe(newDay)

    const writerSelect = panel.getByLabel('Writer', { exact: true })
    await expect(writerSelect.locator('option', { hasText: `Cy Writer ${id} · 0 open` })).toHaveCount(1)
    await writerSelect.selectOption({ label: `Cy Writer ${id} · 0 open` })
    await panel.getByRole('button', { name: 'Give to this writer' }).click()
    await expect(page.getByText('Request given to the new writer. They have been told.')).toBeVisible()
    await expect(page.getByTestId('board-row').filter({ hasText: title })).toContainText(`Cy Writer ${id}`)
    expect((await query<{ writer_id: string }>('select writer_id from content_pieces where id = $1', [pieceId]))[0]!.writer_id).toBe(
      second.id,
    )
    await expectNoSidewaysScroll(page, `board after changes ${width}`)

    await page.goto('/dashboard/admin/activity')
    await expect(page.getByTestId('activity-entry').filter({ hasText: `Launch moved ${id}` })).toBeVisible()
    await expect(page.getByTestId('activity-entry').filter({ hasText: `given to Cy Writer ${id}` })).toBeVisible()
  })
}

/** A founder paired with a writer, on Growth, with one request of theirs on the board. */
async function boardRequest(label: string) {
  const id = randomBytes(3).toString('hex')
  const founder = await createUser({ roles: ['founder'], name: `Dee Founder ${id}` })
  const writer = await createUser({ roles: ['writer'], name: `Eli Writer ${id}` })
  await assign(writer, founder)
  await subscribe(founder, 'growth')
  const pieceId = randomUUID()
  const title = `${label} ${id}`
  await query(
    `insert into content_pieces (id, title, content_type, status, writer_id, founder_id, requested_at, requested_by, due_date)
     values ($1, $2, 'blog', 'requested', $3, $4, now(), $4, $5)`,
    [pieceId, title, writer.id, founder.id, dayAfter(3)],
  )
  return { pieceId, title, board: `/dashboard/admin/content?founder=${founder.id}&manage=${pieceId}` }
}

const statusOf = async (pieceId: string) =>
  (await query<{ status: string }>('select status from content_pieces where id = $1', [pieceId]))[0]!.status

test('the admin is asked before a request is cancelled from the board, and "Keep it" changes nothing', async ({ page }) => {
  const { pieceId, board } = await boardRequest('Cancel on the board')
  await loginAs(page, ADMIN)
  await page.goto(board)
  await hydrated(page)
  const panel = page.getByTestId('manage-panel')
  await panel.getByRole('button', { name: 'Cancel request' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this request?' })
  await expect(dialog).toContainText('The writer and the founder are told')
  await dialog.getByRole('button', { name: 'Keep it' }).click()
  await expect(dialog).toBeHidden()
  expect(await statusOf(pieceId)).toBe('requested')

  await panel.getByRole('button', { name: 'Cancel request' }).click()
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByText('Request cancelled. Both sides have been told.')).toBeVisible()
  expect(await statusOf(pieceId)).toBe('cancelled')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('cancelling from the board shows a confirmation step; "Keep it" goes back, "Yes, cancel it" cancels', async ({ page }) => {
    const { pieceId, board } = await boardRequest('Cancel without script')
    await loginAs(page, ADMIN)
    await page.goto(board)
    await page.getByTestId('manage-panel').getByRole('button', { name: 'Cancel request' }).click()
    const step = page.getByTestId('confirm-step')
    await expect(step.getByRole('heading', { name: 'Cancel this request?' })).toBeVisible()
    // The question is down the page, where the form was: the browser lands on it.
    await expect(step).toBeInViewport()
    expect(await statusOf(pieceId)).toBe('requested')
    await step.getByRole('link', { name: 'Keep it' }).click()
    await expect(page.getByTestId('confirm-step')).toHaveCount(0)
    await expect(page.getByTestId('manage-panel').getByRole('button', { name: 'Cancel request' })).toBeVisible()
    expect(await statusOf(pieceId)).toBe('requested')

    await page.getByTestId('manage-panel').getByRole('button', { name: 'Cancel request' }).click()
    await page.getByTestId('confirm-step').getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Request cancelled. Both sides have been told.' })).toBeVisible()
    expect(await statusOf(pieceId)).toBe('cancelled')
  })
})
