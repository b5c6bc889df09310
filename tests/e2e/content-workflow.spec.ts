// Writers deliver, founders review: a piece goes from submission through a requested change and a
// revision to approval, each side seeing the right status, the diff and the mails; a founder who
// never signs in approves from the mail; the calendar, the revision limit, the plan's usage; both
// dashboards on a phone, and axe on every tab.
import type { Browser, Page } from '@playwright/test'
import { createUser, expect, hydrated, loginAs, test, type TestUser } from './fixtures.ts'
import {
  assign,
  brandProfile,
  dayNextMonth,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  piece,
  pieceStatus,
  reviewLinks,
  subscribe,
} from './content-fixtures.ts'

async function signedIn(browser: Browser, user: TestUser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await loginAs(page, user)
  return page
}

/** The dev mailbox shows a mail to `email` whose subject contains `subject`. */
async function expectMail(page: Page, email: string, subject: string) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`)
  await expect(page.getByTestId('mail').filter({ hasText: subject }).first()).toBeVisible()
}

async function pair(options: { plan?: string | null } = {}) {
  const writer = await createUser({ roles: ['writer'], name: 'Wendy Writer' })
  const founder = await createUser({ roles: ['founder'], name: 'Felix Founder' })
  await assign(writer, founder)
  if (options.plan !== null) await subscribe(founder, options.plan ?? 'growth')
  return { writer, founder }
}

test('a writer submits, the founder requests changes, the writer revises, the founder approves', async ({ browser }) => {
  const { writer, founder } = await pair()
  await brandProfile(founder, { brandAndAudience: 'Fintech for freelancers', voiceWords: ['blunt', 'warm', 'exact'] })
  const writerPage = await signedIn(browser, writer)
  const founderPage = await signedIn(browser, founder)

  // The writer writes, with a live preview and a word count, and submits.
  await writerPage.goto('/dashboard/content')
  await hydrated(writerPage)
  await writerPage.getByRole('link', { name: 'New submission' }).click()
  await expect(writerPage).toHaveURL('/dashboard/content/new')
  await hydrated(writerPage)
  await writerPage.getByLabel('Founder').selectOption({ label: 'Felix Founder' })
  await writerPage.getByLabel('Type').selectOption('blog')
  await writerPage.getByLabel('Title').fill('Invoices that pay themselves')
  await writerPage.getByLabel('Body (Markdown)').fill('Freelancers wait **47 days** to get paid.\n\nWe fixed that with one change.')
  await expect(writerPage.getByTestId('markdown-preview').locator('strong')).toHaveText('47 days')
  await expect(writerPage.getByTestId('word-count')).toContainText('13 words')
  await writerPage.getByRole('button', { name: 'Submit for review' }).click()
  await expect(writerPage.getByText('Submitted for review. The founder has been told.')).toBeVisible()
  await expect(writerPage.getByRole('heading', { level: 1, name: 'Invoices that pay themselves' })).toBeVisible()
  await expect(writerPage.getByText('Pending', { exact: true }).first()).toBeVisible()
  // The founder's brand profile sits beside the piece.
  const brand = writerPage.getByRole('region', { name: "Felix Founder's brand profile" })
  for (const word of ['blunt', 'warm', 'exact']) await expect(brand.getByRole('listitem').filter({ hasText: word })).toBeVisible()

  // The founder is mailed, finds it in Content Review and requests changes.
  await expectMail(founderPage, founder.email, 'New blog article to review: Invoices that pay themselves')
  await founderPage.goto('/dashboard/review')
  const row = founderPage.getByTestId('content-row').filter({ hasText: 'Invoices that pay themselves' })
  await expect(row).toContainText('Pending')
  await expect(row).toContainText('by Wendy Writer')
  await row.getByRole('link', { name: 'Invoices that pay themselves' }).click()
  await hydrated(founderPage)
  await expect(founderPage.getByTestId('rounds-left')).toHaveText('3 of 3 revision rounds left on your Growth plan.')
  await founderPage.getByRole('button', { name: 'Request changes' }).click()
  await expect(founderPage.getByText('Feedback is required to request changes')).toBeVisible()
  await founderPage.getByLabel('Request changes').fill('Name the change in the first line.')
  await founderPage.getByRole('button', { name: 'Request changes' }).click()
  await expect(founderPage.getByText('Changes requested. Your writer has been told.')).toBeVisible()
  await expect(founderPage.getByText('Changes requested', { exact: true }).first()).toBeVisible()

  // The writer is mailed, sees the feedback and revises.
  await expectMail(writerPage, writer.email, 'Changes requested: Invoices that pay themselves')
  await writerPage.goto('/dashboard/content')
  const mine = writerPage.getByTestId('content-row').filter({ hasText: 'Invoices that pay themselves' })
  await expect(mine).toContainText('Changes requested')
  await expect(mine).toContainText('revision round 1')
  await mine.getByRole('link', { name: /Revise/ }).click()
  await hydrated(writerPage)
  await expect(writerPage.getByText('Name the change in the first line.')).toBeVisible()
  await writerPage
    .getByLabel('Body (Markdown)')
    .fill('Automatic reminders cut the wait from **47 days** to 9.\n\nWe fixed that with one change.')
  await writerPage.getByRole('button', { name: 'Submit revision' }).click()
  await expect(writerPage.getByText('Revision sent. The founder has been told.')).toBeVisible()
  await expect(writerPage.getByText('Pending', { exact: true }).first()).toBeVisible()

  // The founder is mailed again, reads the word diff, and approves.
  await expectMail(founderPage, founder.email, 'Revised for review: Invoices that pay themselves')
  await founderPage.goto(writerPage.url())
  await hydrated(founderPage)
  const history = founderPage.getByRole('region', { name: 'History' })
  await expect(history).toContainText('Name the change in the first line.')
  await history.getByText('What changed in version 2').click()
  const diff = history.getByTestId('diff')
  await expect(diff.locator('ins', { hasText: 'Automatic' })).toBeVisible()
  await expect(diff.locator('del', { hasText: 'Freelancers' })).toBeVisible()
  // Read out as well as coloured: a screen reader says where each change starts and ends.
  await expect(diff.locator('del', { hasText: 'Freelancers' })).toHaveText(/^Removed: [\s\S]*Freelancers[\s\S]* \(end of removed\)$/)
  await expect(diff.locator('ins', { hasText: 'Automatic' })).toHaveText(/^Added: [\s\S]*Automatic[\s\S]* \(end of added\)$/)
  await expect(founderPage.getByTestId('rounds-left')).toHaveText('2 of 3 revision rounds left on your Growth plan.')
  await founderPage.getByRole('button', { name: 'Approve' }).click()
  await expect(founderPage.getByText('Approved. Your writer has been told.')).toBeVisible()
  await expect(founderPage.getByRole('button', { name: 'Approve' })).toHaveCount(0)

  await expectMail(writerPage, writer.email, 'Approved: Invoices that pay themselves')
  await writerPage.goto('/dashboard/content?status=approved')
  await expect(writerPage.getByTestId('content-row').filter({ hasText: 'Invoices that pay themselves' })).toContainText('Approved')
  await writerPage.context().close()
  await founderPage.context().close()
})

test('a founder approves from the mail while signed out, and the same link is refused afterwards', async ({ browser, page }) => {
  const { writer, founder } = await pair()
  const writerPage = await signedIn(browser, writer)
  await writerPage.goto('/dashboard/content/new')
  await hydrated(writerPage)
  await writerPage.getByLabel('Type').selectOption('linkedin')
  await writerPage.getByLabel('Title').fill('Approved from the inbox')
  await writerPage.getByLabel('Body (Markdown)').fill('Short and **bold**.')
  await writerPage.getByRole('button', { name: 'Submit for review' }).click()
  await expect(writerPage.getByText('Submitted for review. The founder has been told.')).toBeVisible()
  const id = writerPage.url().split('/').pop()!
  await writerPage.context().close()

  // Signed out: the dev mailbox, then the Approve link of the mail.
  await expectMail(page, founder.email, 'New LinkedIn post to review: Approved from the inbox')
  const { approve } = await reviewLinks(founder.email, 'Approved from the inbox')
  await page.goto(approve)
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Approve this piece?' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'The piece' }).locator('strong')).toHaveText('bold')
  await expectNoAxeViolations(page, 'review link')
  expect(await pieceStatus(id)).toBe('pending')
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('heading', { name: 'Approved', exact: true })).toBeVisible()
  expect(await pieceStatus(id)).toBe('approved')

  await page.goto(approve)
  await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  const again = await page.request.post(approve, { form: {}, headers: { Origin: new URL(approve).origin }, maxRedirects: 0 })
  expect(again.status()).toBe(410)
  await expectMail(page, writer.email, 'Approved: Approved from the inbox')
})

test('the calendar shows a piece on its planned day, a month away, on a desktop and on a phone', async ({ browser }) => {
  const { writer, founder } = await pair()
  const { date, month } = dayNextMonth(14)
  await piece(writer, founder, { title: 'Planned for next month', plannedPublishDate: date, status: 'pending' })
  await piece(writer, founder, { title: 'A draft for next month', plannedPublishDate: date, status: 'draft' })

  const founderPage = await signedIn(browser, founder)
  await founderPage.goto('/dashboard/calendar')
  await hydrated(founderPage)
  // Keyboard: the next month's link, then Enter.
  await founderPage.getByRole('navigation', { name: 'Months' }).locator('a[rel="next"]').focus()
  await founderPage.keyboard.press('Enter')
  await expect(founderPage).toHaveURL(`/dashboard/calendar?month=${month}`)
  const cell = founderPage.locator(`td[data-day="${date}"]`)
  await expect(cell.getByTestId('calendar-item')).toHaveCount(1)
  await expect(cell).toContainText('Planned for next month')
  await expect(cell).toContainText('Pending')
  await founderPage.context().close()

  // The writer also sees their own draft; on a phone, as a list of days.
  const writerPage = await signedIn(browser, writer, 390)
  await writerPage.goto(`/dashboard/calendar?month=${month}`)
  const day = writerPage.locator(`li[data-day="${date}"]`)
  await expect(day).toBeVisible()
  await expect(day.getByTestId('calendar-item')).toHaveCount(2)
  await expect(day).toContainText('A draft for next month')
  await expectNoSidewaysScroll(writerPage, 'calendar')
  await writerPage.context().close()
})

test('a founder who has used every revision round is told the limit instead of a request form', async ({ browser }) => {
  // No live plan: the Base plan's single round, already used on this piece.
  const { writer, founder } = await pair({ plan: null })
  const id = await piece(writer, founder, { title: 'Out of rounds', revisionRound: 1, status: 'pending' })
  const founderPage = await signedIn(browser, founder)
  await founderPage.goto(`/dashboard/content/${id}`)
  await hydrated(founderPage)
  await expect(founderPage.getByTestId('revision-limit')).toHaveText(
    "Without an active plan, you get the Base plan's 1 revision round per piece, and it has been used. Approve the piece, or contact us to add rounds.",
  )
  await expect(founderPage.getByLabel('Request changes')).toHaveCount(0)
  // The server refuses it too, with the same words.
  const refused = await founderPage.request.post(`/dashboard/content/${id}`, {
    form: { intent: 'request-changes', feedback: 'One more round' },
    headers: { Origin: new URL(founderPage.url()).origin },
    maxRedirects: 0,
  })
  expect(refused.status()).toBe(409)
  expect(await pieceStatus(id)).toBe('pending')
  await founderPage.getByRole('button', { name: 'Approve' }).click()
  await expect(founderPage.getByText('Approved. Your writer has been told.')).toBeVisible()
  await founderPage.context().close()
})

test("the founder's overview counts this period's pieces against the plan, and says when there is no plan", async ({ browser }) => {
  const { writer, founder } = await pair({ plan: 'growth' })
  for (const title of ['Post one', 'Post two', 'Post three']) await piece(writer, founder, { title, contentType: 'linkedin' })
  await piece(writer, founder, { title: 'Article one', contentType: 'blog', status: 'approved' })
  await piece(writer, founder, { title: 'Last period', contentType: 'blog', submittedDaysAgo: 20 })
  await piece(writer, founder, { title: 'Still a draft', contentType: 'blog', status: 'draft' })
  const founderPage = await signedIn(browser, founder)
  await founderPage.goto('/dashboard')
  const usage = founderPage.getByTestId('plan-usage')
  await expect(usage).toContainText('Growth plan')
  await expect(usage.getByTestId('usage-line').filter({ hasText: 'LinkedIn posts' })).toContainText('3 of 6')
  await expect(usage.getByTestId('usage-line').filter({ hasText: 'Blog articles' })).toContainText('1 of 4')
  await expect(founderPage.getByTestId('stat-card').filter({ hasText: 'Pending Content' })).toContainText('4')
  await expect(founderPage.getByTestId('stat-card').filter({ hasText: 'Approved Content' })).toContainText('1')
  await expect(founderPage.getByTestId('stat-card').filter({ hasText: 'Active Writers' })).toContainText('1')
  await founderPage.context().close()

  const planless = await createUser({ roles: ['founder'] })
  const planlessPage = await signedIn(browser, planless)
  await planlessPage.goto('/dashboard')
  await expect(planlessPage.getByTestId('plan-usage')).toContainText('No active plan')
  await planlessPage.getByTestId('plan-usage').getByRole('link', { name: 'See plans' }).click()
  await expect(planlessPage).toHaveURL('/pricing')
  await planlessPage.context().close()
})

for (const width of [1280, 390]) {
  for (const side of ['writer', 'founder'] as const) {
    test(`every ${side} tab has no axe violations and fits at ${width} px`, async ({ browser }) => {
      const { writer, founder } = await pair()
      await brandProfile(founder, { brandAndAudience: 'Payments for people who hate paperwork', voiceWords: ['plain', 'sure', 'kind'] })
      const pending = await piece(writer, founder, {
        title: 'A piece to look at',
        plannedPublishDate: new Date().toISOString().slice(0, 10),
      })
      const sentBack = await piece(writer, founder, { title: 'A piece sent back', status: 'rejected', revisionRound: 1 })
      const tabs: Record<typeof side, [TestUser, string[]]> = {
        writer: [
          writer,
          [
            '/dashboard',
            '/dashboard/assignments',
            '/dashboard/content',
            '/dashboard/content/new',
            `/dashboard/content/${pending}`,
            `/dashboard/content/${sentBack}/edit`,
            '/dashboard/calendar',
            '/dashboard/earnings',
          ],
        ],
        founder: [
          founder,
          ['/dashboard', '/dashboard/review', '/dashboard/writers', `/dashboard/content/${pending}`, '/dashboard/calendar'],
        ],
      }
      const [user, paths] = tabs[side]
      const page = await signedIn(browser, user, width)
      for (const path of paths) {
        await page.goto(path)
        await hydrated(page)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoAxeViolations(page, `${user.name} ${path}`)
        if (width === 390) await expectNoSidewaysScroll(page, `${user.name} ${path}`)
      }
      await page.context().close()
    })
  }
}

test('empty tabs say what will show there', async ({ browser }) => {
  const writer = await createUser({ roles: ['writer'] })
  const founder = await createUser({ roles: ['founder'] })
  const writerPage = await signedIn(browser, writer)
  for (const [path, text] of [
    ['/dashboard/assignments', 'No assignments yet.'],
    ['/dashboard/content', 'No content yet.'],
    ['/dashboard/earnings', 'No payouts yet.'],
    ['/dashboard/content/new', 'You have no active assignment yet.'],
  ] as const) {
    await writerPage.goto(path)
    await expect(writerPage.getByText(text)).toBeVisible()
  }
  const founderPage = await signedIn(browser, founder)
  for (const [path, text] of [
    ['/dashboard/review', 'Nothing to review yet.'],
    ['/dashboard/writers', 'No writer yet.'],
    ['/dashboard/calendar', 'Nothing planned this month.'],
  ] as const) {
    await founderPage.goto(path)
    await expect(founderPage.getByText(text).filter({ visible: true })).toBeVisible()
  }
  await writerPage.context().close()
  await founderPage.context().close()
})

test('without JavaScript, a writer submits (after the form says what is missing) and a founder is told feedback is required', async ({
  browser,
}) => {
  const { writer, founder } = await pair()
  const writerContext = await browser.newContext({ javaScriptEnabled: false })
  const writerPage = await writerContext.newPage()
  await loginAs(writerPage, writer)
  await writerPage.goto('/dashboard/content/new')
  await writerPage.getByLabel('Title').fill('No script needed')
  await writerPage.getByRole('button', { name: 'Submit for review' }).click()
  await expect(writerPage.getByText('Choose a content type')).toBeVisible()
  await expect(writerPage.getByText('Write the piece before submitting it')).toBeVisible()
  await expect(writerPage.getByLabel('Title')).toHaveValue('No script needed')
  // A refused form keeps the text as typed, and the server renders none of it.
  await writerPage.getByLabel('Body (Markdown)').fill('**Plain** text, sent by a plain form.')
  await writerPage.getByRole('button', { name: 'Submit for review' }).click()
  await expect(writerPage.getByText('Choose a content type')).toBeVisible()
  await expect(writerPage.getByLabel('Body (Markdown)')).toHaveValue('**Plain** text, sent by a plain form.')
  await expect(writerPage.getByTestId('markdown-preview')).toContainText('The preview shows here as you write.')
  await expect(writerPage.getByTestId('markdown-preview').locator('strong')).toHaveCount(0)
  await writerPage.getByLabel('Type').selectOption('pr')
  await writerPage.getByRole('button', { name: 'Submit for review' }).click()
  await expect(writerPage.getByRole('heading', { level: 1, name: 'No script needed' })).toBeVisible()
  await expect(writerPage.getByTestId('piece-body').locator('strong')).toHaveText('Plain')
  const id = writerPage.url().split('/').pop()!
  expect(await pieceStatus(id)).toBe('pending')
  await writerContext.close()

  const founderContext = await browser.newContext({ javaScriptEnabled: false })
  const founderPage = await founderContext.newPage()
  await loginAs(founderPage, founder)
  await founderPage.goto(`/dashboard/content/${id}`)
  await founderPage.getByRole('button', { name: 'Request changes' }).click()
  await expect(founderPage.getByText('Feedback is required to request changes')).toBeVisible()
  expect(await pieceStatus(id)).toBe('pending')
  await founderPage.getByLabel('Request changes').fill('A stronger first line.')
  await founderPage.getByRole('button', { name: 'Request changes' }).click()
  await expect(founderPage.getByTestId('revision-round')).toContainText('Revision round 1 of 3')
  expect(await pieceStatus(id)).toBe('rejected')
  await founderContext.close()
})

test("a saved draft's preview shows its stored rendering, without JavaScript too, and follows the writer's typing", async ({ browser }) => {
  const { writer } = await pair()
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await loginAs(page, writer)
    await page.goto('/dashboard/content/new')
    if (javaScriptEnabled) await hydrated(page)
    await page.getByLabel('Type').selectOption('blog')
    await page.getByLabel('Title').fill(`Draft, script ${javaScriptEnabled ? 'on' : 'off'}`)
    await page.getByLabel('Body (Markdown)').fill('A **saved** draft.')
    await page.getByRole('button', { name: 'Save as draft' }).click()
    await page.getByRole('link', { name: 'Edit and submit' }).click()
    if (javaScriptEnabled) await hydrated(page)
    await expect(page.getByTestId('markdown-preview').locator('strong')).toHaveText('saved')
    if (javaScriptEnabled) {
      await page.getByLabel('Body (Markdown)').fill('A _changed_ draft.')
      await expect(page.getByTestId('markdown-preview').locator('em')).toHaveText('changed')
      await expect(page.getByTestId('markdown-preview').locator('strong')).toHaveCount(0)
    }
    await context.close()
  }
})
