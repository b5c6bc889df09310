// A founder asks for a piece and gets it: the request with its due date in the writer's queue, the
// writer starts it beside the brief and submits, the founder asks for changes, the writer revises,
// the founder approves, the writer's Earnings show it owed at the rate the admin set for them, and
// the admin records a payout that settles it; at 1280 and 390 px, axe-clean. And a yearly Growth founder is offered no
// fifth blog article in a month (the server refuses one, with the numbers), with JavaScript and without.
import type { Browser } from '@playwright/test'
import pg from 'pg'
import { createUser, expect, hydrated, loginAs, test, type TestUser } from './fixtures.ts'
import { query } from './admin-money-fixtures.ts'
import { assign, expectNoAxeViolations, expectNoSidewaysScroll, piece, subscribe } from './content-fixtures.ts'

async function signedIn(browser: Browser, user: TestUser, width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled })
  const page = await context.newPage()
  await loginAs(page, user)
  return page
}

for (const width of [1280, 390]) {
  test(`a founder requests a blog article, approves it after one round of changes, and the writer is paid for it (${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(240_000)
    const writer = await createUser({ roles: ['writer'], name: 'Rhea Writer' })
    const founder = await createUser({ roles: ['founder'], name: 'Rafael Founder' })
    const admin = await createUser({ roles: ['admin'], name: 'Ada Ledger' })
    await assign(writer, founder)
    await subscribe(founder, 'growth')
    const founderPage = await signedIn(browser, founder, width)
    const writerPage = await signedIn(browser, writer, width)
    const adminPage = await signedIn(browser, admin, width)
    const title = `Pricing our first enterprise deal ${width}`

    // The admin sets this writer's own blog rate.
    await adminPage.goto(`/dashboard/admin/payouts/${writer.id}`)
    await hydrated(adminPage)
    await expect(adminPage.getByTestId('owed')).toHaveText('Nothing owed')
    const rates = adminPage.getByRole('region', { name: 'Rates' })
    await rates.getByLabel('Paid in').selectOption('USD')
    await rates.getByLabel('Blog article rate').fill('135')
    await rates.getByRole('button', { name: 'Save rates' }).click()
    await expect(adminPage.getByText(`Rates saved for ${writer.name}`)).toBeVisible()
    await expect(rates).toContainText('Blog article $135 · LinkedIn post $40 · PR article $150 · Strategy session $80')

    // The founder asks from Content Review.
    await founderPage.goto('/dashboard/review')
    await hydrated(founderPage)
    await founderPage.getByRole('main').getByRole('link', { name: 'Request a piece' }).click()
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
    const id = new URL(founderPage.url()).pathname.split('/').at(-1)!

    // The writer's Earnings: owed at their rate, the piece behind it, their rates up front.
    await writerPage.goto('/dashboard/earnings')
    await hydrated(writerPage)
    await expect(writerPage.getByTestId('earnings-owed')).toHaveText('$135')
    await expect(writerPage.getByTestId('earnings-total')).toHaveText('Nothing yet')
    await expect(writerPage.getByTestId('owed-row').filter({ hasText: title })).toContainText('$135')
    await expect(writerPage.getByTestId('rate-card')).toContainText('Blog article')
    await expect(writerPage.getByTestId('rate-card')).toContainText('$135')
    await expectNoSidewaysScroll(writerPage, `earnings owed ${width}`)
    await expectNoAxeViolations(writerPage, `earnings owed ${width}`)

    // The admin sees it owed, is refused a payout above it, then records one that settles it.
    await adminPage.goto(`/dashboard/admin/payouts?q=${encodeURIComponent(writer.email)}`)
    await hydrated(adminPage)
    await expect(adminPage.getByTestId('writer-row')).toContainText('$135')
    await expectNoSidewaysScroll(adminPage, `payouts list ${width}`)
    await expectNoAxeViolations(adminPage, `payouts list ${width}`)
    await adminPage.getByRole('link', { name: writer.name }).click()
    await hydrated(adminPage)
    await expect(adminPage.getByTestId('owed')).toHaveText('$135')
    const record = adminPage.getByRole('region', { name: 'Record payout' })
    await record.getByLabel('Amount').fill('200')
    await record.getByLabel('Reference').fill(`UTR-${width}-${Date.now()}`)
    await record.getByRole('button', { name: 'Record payout' }).click()
    await expect(record.getByText('Only $135 is owed in USD.')).toBeVisible()
    await record.getByLabel('Amount').fill('135')
    await record.getByRole('button', { name: 'Record payout' }).click()
    await expect(adminPage.getByText(`Payout recorded for ${writer.name}`)).toBeVisible()
    await expect(adminPage.getByTestId('owed')).toHaveText('Nothing owed')
    await expect(adminPage.getByTestId('payout-row').first()).toContainText(title)
    await expectNoSidewaysScroll(adminPage, `writer payouts ${width}`)
    await expectNoAxeViolations(adminPage, `writer payouts ${width}`)

    // The writer's Earnings: nothing owed, paid with the piece behind the payout.
    await writerPage.reload()
    await hydrated(writerPage)
    await expect(writerPage.getByTestId('earnings-owed')).toHaveText('Nothing owed')
    await expect(writerPage.getByTestId('earnings-total')).toHaveText('$135')
    const payout = writerPage.getByTestId('earnings-row').first()
    await expect(payout).toContainText('Paid')
    await expect(payout.getByRole('link', { name: title })).toBeVisible()
    await expectNoAxeViolations(writerPage, `earnings paid ${width}`)
    expect(await query('select settled_minor from writer_earnings where content_id = $1', [id])).toEqual([{ settled_minor: 13_500 }])
    for (const page of [adminPage, founderPage, writerPage]) await page.context().close()
  })
}

test('a yearly Growth founder is offered no fifth blog article in a month, the server refuses one with the numbers, and a LinkedIn post goes through', async ({
  browser,
}) => {
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
  // The form says so before anything is typed: blog articles are switched off, and a LinkedIn post is chosen instead.
  const type = page.getByLabel('What would you like?')
  await expect(type.locator('option[value="blog"]')).toHaveText('Blog article — none left this month')
  await expect(type.locator('option[value="blog"]')).toBeDisabled()
  await expect(type).toHaveValue('linkedin')
  await expectNoAxeViolations(page, 'request form with a used-up type 390')
  // The server refuses a fifth one sent all the same, with the numbers.
  const refused = await page.request.post('/dashboard/request', {
    form: { contentType: 'blog', title: 'The fifth one', brief: '', wantedBy: '', writerId: '' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  })
  expect(refused.status()).toBe(409)
  expect(await refused.text()).toMatch(/You have used 4 of 4 blog articles this month; the next month starts [A-Z][a-z]{2} \d{1,2}\./)

  const noScript = await signedIn(browser, founder, 1280, false)
  await noScript.goto('/dashboard/request')
  await expect(noScript.getByLabel('What would you like?').locator('option[value="blog"]')).toBeDisabled()
  await noScript.getByLabel('Topic or working title').fill('The fifth one, without JavaScript')
  // With a LinkedIn post instead, it goes through.
  await noScript.getByLabel('What would you like?').selectOption('linkedin')
  await noScript.getByRole('button', { name: 'Send request' }).click()
  await expect(noScript.getByRole('heading', { level: 1, name: 'The fifth one, without JavaScript' })).toBeVisible()
})
