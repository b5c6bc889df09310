// Writer pay in Chromium, at 1280 and 390 px: a founder approves a piece, the writer's Earnings show it
// owed at their rate (the admin's own rate for them), and an admin records a payout that settles it;
// the Earnings then show it paid with the piece behind it. axe finds nothing on any of the pages.
import type { Browser, Page } from '@playwright/test'
import { assign, piece } from './content-fixtures.ts'
import { createUser, expect, expectNoAxeViolations, hydrated, loginAs, test, uniqueEmail, type TestUser } from './fixtures.ts'
import { query } from './admin-money-fixtures.ts'

const unique = () => Math.random().toString(36).slice(2, 8)

async function pageAs(browser: Browser, who: TestUser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await loginAs(page, who)
  return page
}

/** The page fits its width: nothing scrolls sideways. */
async function fits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
}

for (const width of [1280, 390]) {
  test(`a founder approves, the writer is owed at their rate, and a payout settles it (${width} px)`, async ({ browser }) => {
    // Three people on three pages, with axe four times.
    test.slow()
    const writer = await createUser({ roles: ['writer'], name: `Pia Paid ${unique()}`, email: uniqueEmail('pia') })
    const founder = await createUser({ roles: ['founder'], name: `Fin Approver ${unique()}`, email: uniqueEmail('fin') })
    const admin = await createUser({ roles: ['admin'], name: `Ada Ledger ${unique()}` })
    await assign(writer, founder)
    const title = `Pricing pages that sell ${unique()}`
    const id = await piece(writer, founder, { title, contentType: 'blog', status: 'pending' })

    // The admin sets this writer's own blog rate before the approval.
    const adminPage = await pageAs(browser, admin, width)
    await adminPage.goto(`/dashboard/admin/payouts/${writer.id}`)
    await hydrated(adminPage)
    await expect(adminPage.getByTestId('owed')).toHaveText('Nothing owed')
    const rates = adminPage.getByRole('region', { name: 'Rates' })
    await rates.getByLabel('Paid in').selectOption('USD')
    await rates.getByLabel('Blog article rate').fill('135')
    await rates.getByRole('button', { name: 'Save rates' }).click()
    await expect(adminPage.getByText(`Rates saved for ${writer.name}`)).toBeVisible()
    await expect(rates).toContainText('Blog article $135 · LinkedIn post $40 · PR article $150 · Strategy $80')

    // The founder approves the piece.
    const founderPage = await pageAs(browser, founder, width)
    await founderPage.goto(`/dashboard/content/${id}`)
    await hydrated(founderPage)
    await founderPage.getByRole('button', { name: 'Approve' }).click()
    await expect(founderPage.getByText('Approved. Your writer has been told.')).toBeVisible()

    // The writer's Earnings: owed at their rate, the piece behind it, their rates up front.
    const writerPage = await pageAs(browser, writer, width)
    await writerPage.goto('/dashboard/earnings')
    await hydrated(writerPage)
    await expect(writerPage.getByTestId('earnings-owed')).toHaveText('$135')
    await expect(writerPage.getByTestId('earnings-total')).toHaveText('Nothing yet')
    await expect(writerPage.getByTestId('owed-row').filter({ hasText: title })).toContainText('$135')
    await expect(writerPage.getByTestId('rate-card')).toContainText('Blog article')
    await expect(writerPage.getByTestId('rate-card')).toContainText('$135')
    await fits(writerPage)
    await expectNoAxeViolations(writerPage, `earnings owed ${width}`)

    // The admin sees it owed, is refused a payout above it, then records one that settles it.
    await adminPage.goto(`/dashboard/admin/payouts?q=${encodeURIComponent(writer.email)}`)
    await hydrated(adminPage)
    await expect(adminPage.getByTestId('writer-row')).toContainText('$135')
    await fits(adminPage)
    await expectNoAxeViolations(adminPage, `payouts list ${width}`)
    await adminPage.getByRole('link', { name: writer.name }).click()
    await hydrated(adminPage)
    await expect(adminPage.getByTestId('owed')).toHaveText('$135')
    const record = adminPage.getByRole('region', { name: 'Record payout' })
    await record.getByLabel('Amount').fill('200')
    await record.getByLabel('Reference').fill(`UTR-${unique()}`)
    await record.getByRole('button', { name: 'Record payout' }).click()
    await expect(record.getByText('Only $135 is owed in USD.')).toBeVisible()
    await record.getByLabel('Amount').fill('135')
    await record.getByRole('button', { name: 'Record payout' }).click()
    await expect(adminPage.getByText(`Payout recorded for ${writer.name}`)).toBeVisible()
    await expect(adminPage.getByTestId('owed')).toHaveText('Nothing owed')
    await expect(adminPage.getByTestId('payout-row').first()).toContainText(title)
    await fits(adminPage)
    await expectNoAxeViolations(adminPage, `writer payouts ${width}`)

    // The writer's Earnings: nothing owed, paid with the piece behind the payout.
    await writerPage.reload()
    await hydrated(writerPage)
    await expect(writerPage.getByTestId('earnings-owed')).toHaveText('Nothing owed')
    await expect(writerPage.getByTestId('earnings-total')).toHaveText('$135')
    const payout = writerPage.getByTestId('earnings-row').first()
    await expect(payout).toContainText('Paid')
    await expect(payout.getByRole('link', { name: title })).toBeVisible()
    await fits(writerPage)
    await expectNoAxeViolations(writerPage, `earnings paid ${width}`)

    const settled = await query<{ settled_minor: number }>('select settled_minor from writer_earnings where content_id = $1', [id])
    expect(settled).toEqual([{ settled_minor: 13_500 }])
    for (const page of [adminPage, founderPage, writerPage]) await page.context().close()
  })
}
