// Helpers for the admin's money journeys (tests/e2e/admin-money.spec.ts): files to upload, a sandbox
// purchase, slow uploads to watch the progress bar, axe, and a look into the e2e server's database.
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import pg from 'pg'
import { expect, hydrated } from './fixtures.ts'

/** A file Playwright can put into a file input. */
export type UploadFile = { name: string; mimeType: string; buffer: Buffer }
export const pdfFile = (name: string, size = 64 * 1024): UploadFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(Math.max(0, size - 16)), Buffer.from('\n%%EOF\n')]),
})
export const zipFile = (name: string, size = 64 * 1024): UploadFile => ({
  name,
  mimeType: 'application/zip',
  buffer: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(Math.max(0, size - 4))]),
})
/** A Windows executable ("MZ…") with a harmless name. */
export const renamedExe = (name: string): UploadFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(4096)]),
})

/** Slows this page's uploads to `bytesPerSecond`, so the upload's progress can be watched. */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  })
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
}

/** The signed-in founder buys the LinkedIn optimization (USD) on the sandbox and lands on /thank-you. */
export async function buyLinkedInOptimization(page: Page, card: 'pay' | 'decline' = 'pay') {
  await page.goto('/checkout/linkedin-profile-optimization?currency=USD')
  await hydrated(page)
  await page.getByRole('button', { name: 'Pay $99' }).click()
  await expect(page).toHaveURL(/\/sandbox\/checkout\/sbx_cs_/)
  if (card === 'decline') {
    await page.getByRole('button', { name: 'Simulate a declined card' }).click()
    await expect(page).toHaveURL(/\/thank-you\?payment=/)
    // The page follows the payment until the sandbox's webhook has recorded the decline.
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: 30_000 })
    return
  }
  await page.getByRole('button', { name: 'Pay $99' }).click()
  await expect(page).toHaveURL(/\/thank-you\?payment=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
}

let pool: pg.Pool | undefined
/** A query against the e2e server's database (tests/e2e/global-setup.ts hands over its URL). */
export async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const url = process.env.E2E_DATABASE_URL
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser tests with Playwright')
  pool ??= new pg.Pool({ connectionString: url, max: 2, allowExitOnIdle: true })
  return (await pool.query<T>(text, values)).rows
}

export { expectNoAxeViolations } from './fixtures.ts'
