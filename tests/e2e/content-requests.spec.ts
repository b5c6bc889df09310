// A founder asks for a piece and gets it: the request with its due date in the writer's queue, the
// writer starts it beside the brief and submits, the founder asks for changes, the writer revises,
// the founder approves; at 1280 and 390 px, axe-clean. And a yearly Growth founder is refused the
// fifth blog article of a month with the numbers, with JavaScript and without.
import type { Browser } from '@playwright/test'
import pg from 'pg'
import { createUser, expect, hydrated, loginAs, test, type TestUser } from './fixtures.ts'
import { assign, expectNoAxeViolations, expectNoSidewaysScroll, piece, subscribe } from './content-fixtures.ts'

async function signedIn(browser: Browser, user: TestUser, width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled })
  const page = await context.newPage()
  await loginAs(page, user)
  return page
}

for (const width of [1280, 390]) {
  test(`a founder requests a blog article and approves it after one round of changes (${width} px)`, async ({ browser }) => {
    test.setTimeout(150_000)
    const writer = await createUser({ roles: ['writer'], name: 'Rhea Writer' })
    const founder = await createUser({ roles: ['founder'], name: 'Rafael Founder' })
    await assign(writer, founder)
    await subscribe(founder, 'growth')
    const founderPage = await signedIn(browser, founder, width)
    const writerPage = await signedIn(browser, writer, width)
    const title = `Pricing our first enterprise deal ${width}`

    // The founder asks from Content Review.
    await founderPage.goto('/dashboard/review')
    await hydrated(founderPage)
    await founderPage.getByRole('link', { name: 'Request a piece' }).click()
    await expect(founderPage).toHaveURL('/dashboard/request')
    await hydrated(founderPage)
    await expect(founderPage.getByTestId('request-allowance')).toContainText('Blog articles')
    await expect(founderPage.getByTestId('request-allowance')).toContainText('0 of 4')
    await expectNoAxeViolations(founderPage, `request form ${width}`)
    await expectNoSidewaysScroll(founderPage, `request form ${width}`)
    await founderPage.getByLabel('What would you like?').selectOption('blog')
    await founderPage.getByLabel('Topic or working title').fill(title)
    await founderPage.getByLabel('Brief (optional)').fill('For **finance leads**: why we lost money on it on purpose.')
    await founderPage.getByRole('button', { name: 'Send request' }).click()
    await expect(founderPage.getByText('Request sent. Your writer has been told.')).toBeVisible()
    await expect(founderPage.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(founderPage.getByTestId('request-brief').locator('strong')).toHaveText('finance leads')
    await expect(founderPage.getByText('Requested', { exact: true }).first()).toBeVisible()

    // The writer finds it in their queue with its due date, and starts it beside the brief.
    await writerPage.goto('/dashboard/content')
    await hydrated(writerPage)
    const row = writerPage.getByTestId('content-row').filter({ hasText: title })
    await expect(row).toContainText('Requested')
    await expect(row.getByTestId('due-date')).toHaveText(/due (in \d+ days|tomorrow)/)
    await expect(row.getByTestId('due-date')).toHaveAttribute('title', /^Due [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    await expectNoAxeViolations(writerPage, `writer queue ${width}`)
    await expectNoSidewaysScroll(writerPage, `writer queue ${width}`)
    await row.getByRole('link', { name: `Start writing ${title}` }).click()
    await expect(writerPage.getByRole('heading', { level: 1, name: 'Start writing' })).toBeVisible()
    await hydrated(writerPage)
    await expect(writerPage.getByTestId('request-brief')).toContainText('why we lost money on it on purpose')
    await expect(writerPage.getByLabel('Title')).toHaveValue(title)
    await writerPage.getByLabel('Body (Markdown)').fill('We priced it below cost.\n\nIt paid for itself in a year.')
    await writerPage.getByRole('button', { name: 'Submit for review' }).click()
    await expect(writerPage.getByText('Submitted for review. The founder has been told.')).toBeVisible()

    // The founder asks for changes.
    await founderPage.reload()
    await hydrated(founderPage)
    await founderPage.getByLabel('Request changes').fill('Say what the deal was worth.')
    await founderPage.getByRole('button', { name: 'Request changes' }).click()
    await expect(founderPage.getByText('Changes requested. Your writer has been told.')).toBeVisible()

    // The writer revises.
    await writerPage.goto(founderPage.url().replace(/^https?:\/\/[^/]+/, '') + '/edit')
    await hydrated(writerPage)
    await writerPage.getByLabel('Body (Markdown)').fill('We priced a $40,000 deal below cost.\n\nIt paid for itself in a year.')
    await writerPage.getByRole('button', { name: 'Submit revision' }).click()
    await expect(writerPage.getByText('Revision sent. The founder has been told.')).toBeVisible()

    // The founder approves; the history tells every step.
    await founderPage.reload()
    await hydrated(founderPage)
    await founderPage.getByRole('button', { name: 'Approve' }).click()
    await expect(founderPage.getByText('Approved. Your writer has been told.')).toBeVisible()
    const history = founderPage.getByTestId('status-history')
    for (const step of [
      'Requested',
      'Requested → Pending',
      'Pending → Changes requested',
      'Changes requested → Pending',
      'Pending → Approved',
    ])
      await expect(history.getByText(step, { exact: true })).toBeVisible()
    await expectNoAxeViolations(founderPage, `approved request ${width}`)
    await expectNoSidewaysScroll(founderPage, `approved request ${width}`)
  })
}

test('a yearly Growth founder is refused the fifth blog article of a month, with the numbers, with and without JavaScript', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const writer = await createUser({ roles: ['writer'], name: 'Yara Writer' })
  const founder = await createUser({ roles: ['founder'], name: 'Yusuf Founder' })
  await assign(writer, founder)
  // A yearly plan that began 100 days ago: this is its fourth month.
  const pool = new pg.Pool({ connectionString: process.env.E2E_DATABASE_URL, max: 1 })
  await pool.query(
    `insert into subscriptions (user_id, plan_slug, billing_period, currency, status, provider, amount_minor, current_period_start, current_period_end)
     values ($1, 'growth', 'yearly', 'USD', 'active', 'sandbox', 191000, now() - interval '100 days', now() + interval '265 days')`,
    [founder.id],
  )
  await pool.end()
  for (let n = 1; n <= 4; n += 1) await piece(writer, founder, { title: `Blog ${n} this month`, contentType: 'blog', submittedDaysAgo: 1 })

  const page = await signedIn(browser, founder, 390)
  await page.goto('/dashboard')
  await expect(page.getByTestId('plan-usage')).toContainText('Blog articles')
  await expect(page.getByTestId('plan-usage').getByTestId('usage-line').filter({ hasText: 'Blog articles' })).toContainText('4 of 4')
  await page.goto('/dashboard/request')
  await hydrated(page)
  await page.getByLabel('What would you like?').selectOption('blog')
  await page.getByLabel('Topic or working title').fill('The fifth one')
  await page.getByRole('button', { name: 'Send request' }).click()
  const refusal = /You have used 4 of 4 blog articles this month; the next month starts [A-Z][a-z]{2} \d{1,2}\./
  await expect(page.getByRole('alert').filter({ hasText: refusal }).first()).toBeVisible()
  await expectNoAxeViolations(page, 'refused request 390')

  const noScript = await signedIn(browser, founder, 1280, false)
  await noScript.goto('/dashboard/request')
  await noScript.getByLabel('What would you like?').selectOption('blog')
  await noScript.getByLabel('Topic or working title').fill('The fifth one, without JavaScript')
  await noScript.getByRole('button', { name: 'Send request' }).click()
  await expect(noScript.getByRole('alert').filter({ hasText: refusal })).toBeVisible()
  await expect(noScript.getByLabel('Topic or working title')).toHaveValue('The fifth one, without JavaScript')
  // With a LinkedIn post instead, it goes through.
  await noScript.getByLabel('What would you like?').selectOption('linkedin')
  await noScript.getByRole('button', { name: 'Send request' }).click()
  await expect(noScript.getByRole('heading', { level: 1, name: 'The fifth one, without JavaScript' })).toBeVisible()
})
