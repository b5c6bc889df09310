// The admin's money work in Chromium: a payout recorded beside the writer's payout details reaches the
// writer; a content pack uploaded with its progress shown becomes the starter pack a buyer downloads
// whole from /thank-you (counted) while a founder who bought nothing is refused; a renamed executable is
// refused; payment attempts say a declined card was declined, with why, and refresh; every page passes axe at 1280 and 390 px.
import { readFile } from 'node:fs/promises'
import { readZip } from '#tests/support/zip-reader.ts'
import { createUser, expect, hydrated, loginAs, test, uniqueEmail } from './fixtures.ts'
import {
  buyLinkedInOptimization,
  expectNoAxeViolations,
  pdfFile,
  query,
  renamedExe,
  throttleUploads,
  zipFile,
} from './admin-money-fixtures.ts'

const unique = () => Math.random().toString(36).slice(2, 8)

test('an admin sets a writer’s rates and records a payout beside their payout details, and the writer is told', async ({
  page,
  browser,
}) => {
  // Two people, a rate form and a payout form, on a shared machine.
  test.slow()
  const writer = await createUser({ roles: ['writer'], name: `Wanda Writer ${unique()}`, email: uniqueEmail('wanda') })
  const founder = await createUser({ roles: ['founder'], name: `Fay Founder ${unique()}`, email: uniqueEmail('fay') })
  await query(
    `insert into writer_payout_details (user_id, method, account_holder, upi_id, country) values ($1, 'upi', $2, 'wanda@okbank', 'India')`,
    [writer.id, writer.name],
  )
  // An approved blog article: owed at the rupee default (payout details in India).
  await query(
    `insert into content_pieces (title, status, writer_id, founder_id, decided_at) values ('Rupee article', 'approved', $1, $2, now())`,
    [writer.id, founder.id],
  )
  await loginAs(page, await createUser({ roles: ['admin'], name: 'Ada Payouts' }))
  await page.goto('/dashboard/admin/payouts')
  await hydrated(page)
  await page.getByLabel('Search writers').fill(writer.email)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('link', { name: writer.name }).click()
  await expect(page.getByRole('heading', { level: 1, name: writer.name })).toBeVisible()
  await hydrated(page)
  await expect(page.getByTestId('owed')).toHaveText('₹6,000')
  await expect(page.getByText('wanda@okbank')).toBeVisible()

  const rates = page.getByRole('region', { name: 'Rates' })
  await rates.getByLabel('LinkedIn post rate').fill('2500')
  await rates.getByRole('button', { name: 'Save rates' }).click()
  await expect(page.getByText(`Rates saved for ${writer.name}`)).toBeVisible()
  await expect(rates).toContainText('LinkedIn post ₹2,500')

  const record = page.getByRole('region', { name: 'Record payout' })
  await record.getByRole('button', { name: 'Record payout' }).click()
  await expect(record.getByText('Amount is required')).toBeVisible()
  await record.getByLabel('Amount').fill('2,500.50')
  await record.getByLabel('Currency').selectOption('INR')
  await record.getByLabel('Reference').fill('UTR-E2E-0001')
  await record.getByLabel('Note (optional)').fill('First payout')
  await record.getByRole('button', { name: 'Record payout' }).click()
  await expect(page.getByText(`Payout recorded for ${writer.name}`)).toBeVisible()
  await expect(page.getByTestId('payout-row').filter({ hasText: 'UTR-E2E-0001' })).toContainText('₹2,500.50')
  await expect(page.getByTestId('owed')).toHaveText('₹3,499.50')
  await expect(record.getByLabel('Reference')).toHaveValue('')

  const rows = await query<{ status: string; amount_minor: number }>(
    `select status, amount_minor from billing_transactions where user_id = $1 and transaction_type = 'payout'`,
    [writer.id],
  )
  expect(rows).toEqual([{ status: 'paid', amount_minor: 250_050 }])
  const writerContext = await browser.newContext()
  const writerPage = await writerContext.newPage()
  await loginAs(writerPage, writer)
  await writerPage.goto('/dashboard/notifications')
  await expect(writerPage.getByText('Payout sent: ₹2,500.50')).toBeVisible()
  await writerPage.goto('/dashboard/earnings')
  await expect(writerPage.getByTestId('earnings-row').first()).toContainText('₹2,500.50 of ₹6,000')
  await writerContext.close()
})

test('an admin uploads a pack of two files with its progress shown, makes it the starter pack, and a buyer’s download is counted', async ({
  page,
  browser,
}) => {
  const title = `Starter kit ${unique()}`
  await loginAs(page, await createUser({ roles: ['admin'] }))
  await page.goto('/admin')
  await hydrated(page)
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Description', { exact: true }).fill('Templates to begin with.\nTwo files.')
  await page.getByLabel('Price (USD)').fill('0')
  await page
    .getByLabel('Files', { exact: true })
    .setInputFiles([pdfFile('Welcome guide.pdf', 1_500_000), zipFile('Templates.zip', 1_500_000), pdfFile('Draft notes.pdf')])
  const chosen = page.getByRole('list', { name: 'Chosen files' })
  await expect(chosen.getByRole('listitem')).toHaveCount(3)
  await chosen.getByRole('button', { name: 'Remove Draft notes.pdf' }).click()
  await expect(chosen.getByRole('listitem')).toHaveCount(2)

  const unthrottle = await throttleUploads(page, 500_000)
  await page.getByRole('button', { name: 'Upload content pack' }).click()
  const progress = page.getByRole('progressbar', { name: 'Uploading…' })
  await expect(progress).toBeVisible()
  await expect(page.getByRole('button', { name: 'Uploading…' })).toBeDisabled()
  await expect(page.getByText(`Content pack uploaded: ${title}`)).toBeVisible({ timeout: 30_000 })
  await unthrottle()
  await expect(progress).toBeHidden()
  // The form starts empty again.
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Price (USD)')).toHaveValue('')
  await expect(chosen).toBeHidden()

  const pack = page.getByTestId('content-pack').filter({ hasText: title })
  await expect(pack).toContainText('Welcome guide.pdf')
  await expect(pack).toContainText('Templates.zip')
  await expect(pack).not.toContainText('Draft notes.pdf')
  await expect(pack.getByTestId('pack-downloads')).toHaveText('0 downloads')
  const starter = pack.getByRole('switch', { name: `Starter pack ${title}` })
  await expect(starter).toHaveAttribute('aria-checked', 'false')
  await starter.click()
  await expect(page.getByText(`${title} is now the starter pack`)).toBeVisible()
  await expect(starter).toHaveAttribute('aria-checked', 'true')

  // A founder who has not bought anything is refused, with the reason.
  const browsing = await browser.newContext()
  const visitor = await browsing.newPage()
  await loginAs(visitor, await createUser({ name: 'Nora Notyet' }))
  const refused = await visitor.goto('/downloads/starter-pack')
  expect(refused?.status()).toBe(403)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
  await expect(visitor.getByText('The Starter Content Pack comes with a purchase')).toBeVisible()
  await browsing.close()

  // A founder buys the LinkedIn optimization on the sandbox and downloads the whole starter pack from /thank-you.
  const buyerContext = await browser.newContext()
  const buyer = await buyerContext.newPage()
  await loginAs(buyer, await createUser({ name: 'Bea Buyer' }))
  await buyLinkedInOptimization(buyer)
  const [download] = await Promise.all([buyer.waitForEvent('download'), buyer.getByRole('link', { name: 'Starter Content Pack' }).click()])
  expect(download.suggestedFilename()).toBe(`${title}.zip`)
  const files = readZip(await readFile((await download.path())!))
  expect(files.map((file) => [file.name, file.bytes.length])).toEqual([
    ['Welcome guide.pdf', 1_500_000],
    ['Templates.zip', 1_500_000],
  ])
  expect(files[0]!.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  // The thank-you page is still there: the pack came as a download.
  await expect(buyer.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
  await buyerContext.close()

  await page.reload()
  await expect(pack.getByTestId('pack-downloads')).toHaveText('1 download')

  // Deleted, it is gone with its files, and /thank-you offers no starter pack from it.
  page.once('dialog', (dialog) => void dialog.accept())
  await pack.getByRole('button', { name: `Delete ${title}` }).click()
  await expect(page.getByText('Content pack deleted')).toBeVisible()
  await expect(pack).toHaveCount(0)
  expect(await query('select id from content_packs where title = $1', [title])).toEqual([])
})

test('a renamed executable is refused with a clear message and nothing is kept', async ({ page }) => {
  const title = `Suspicious ${unique()}`
  await loginAs(page, await createUser({ roles: ['admin'] }))
  await page.goto('/admin')
  await hydrated(page)
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Description', { exact: true }).fill('Looks like a PDF')
  await page.getByLabel('Price (USD)').fill('9.99')
  await page.getByLabel('Files', { exact: true }).setInputFiles([renamedExe('invoice.pdf')])
  await page.getByRole('button', { name: 'Upload content pack' }).click()
  const message = 'invoice.pdf is not really a PDF file (its contents do not match its name), so it was refused.'
  await expect(page.locator('#pack-files-error')).toHaveText(message)
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(page.getByTestId('content-pack').filter({ hasText: title })).toHaveCount(0)
  expect(await query('select id from content_packs where title = $1', [title])).toEqual([])

  // A file the browser can tell is wrong never leaves it.
  await page.getByRole('button', { name: 'Remove invoice.pdf' }).click()
  await page
    .getByLabel('Files', { exact: true })
    .setInputFiles([{ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }])
  await expect(page.locator('#pack-files-error')).toHaveText(
    'setup.exe is not a PDF or ZIP file. Only .pdf and .zip files can be uploaded.',
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the upload form still posts, and the pack can be deleted again', async ({ page }) => {
    const title = `No-script pack ${unique()}`
    await loginAs(page, await createUser({ roles: ['admin'] }))
    await page.goto('/admin')
    await page.getByLabel('Title', { exact: true }).fill(title)
    await page.getByLabel('Description', { exact: true }).fill('Sent by a plain form')
    await page.getByLabel('Price (USD)').fill('12.50')
    await page.getByLabel('Files', { exact: true }).setInputFiles([pdfFile('plain.pdf')])
    await page.getByRole('button', { name: 'Upload content pack' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('status').filter({ hasText: `Content pack uploaded: ${title}` })).toBeVisible()
    const pack = page.getByTestId('content-pack').filter({ hasText: title })
    await expect(pack).toContainText('$12.50')
    await pack.getByRole('button', { name: `Delete ${title}` }).click()
    await expect(pack).toHaveCount(0)
  })
})

test('payment attempts say a card was declined and why, and Refresh says so', async ({ page, browser }) => {
  const founder = await createUser({ name: 'Pat Purchaser', email: uniqueEmail('pat') })
  const buyerContext = await browser.newContext()
  const buyer = await buyerContext.newPage()
  await loginAs(buyer, founder)
  await buyLinkedInOptimization(buyer, 'decline')
  await buyerContext.close()

  await loginAs(page, await createUser({ roles: ['admin'] }))
  await page.goto('/admin')
  await hydrated(page)
  await page.getByRole('link', { name: 'Payment Attempts' }).click()
  await expect(page).toHaveURL(/\/admin\?tab=payments$/)
  const row = page.getByTestId('payment-attempt').filter({ hasText: founder.email })
  await expect(row).toContainText('LinkedIn')
  await expect(row).toContainText('One-time')
  await expect(row).toContainText('$ USD')
  await expect(row).toContainText('$99')
  await expect(row).toContainText('Declined')
  await expect(row.getByTestId('attempt-reason')).toHaveText('The test card was declined.')
  await expect(row).not.toContainText('Success')
  await expect(page.getByTestId('attempts-declined')).not.toHaveText('0')
  await page.getByRole('link', { name: 'Refresh' }).click()
  await expect(page.getByText('Payment attempts refreshed')).toBeVisible()
})

for (const width of [1280, 390]) {
  test(`every admin money page and both panel tabs have no axe violations at ${width} px`, async ({ browser }) => {
    // An axe scan of every page in turn: on a loaded machine each takes seconds.
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await loginAs(page, await createUser({ roles: ['admin'] }))
    for (const path of [
      '/admin',
      '/admin?tab=payments',
      '/dashboard/admin/billing',
      '/dashboard/admin/billing?status=nope',
      '/dashboard/admin/payouts',
      '/dashboard/admin/payouts/demo-writer',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page, `${path} at ${width}`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${path} scrolls sideways at ${width}`).toBe(0)
    }
    await context.close()
  })
}
