// Helpers for the onboarding journeys (sign-up → onboarding, writer onboarding, brand profile).
import type { Page } from '@playwright/test'
import pg from 'pg'
import { expectNoAxeViolations, hydrated } from './fixtures.ts'

export { expectNoAxeViolations }

export const WIDTHS = [1280, 390] as const

/** The same check at 1280 and 390 px wide, then back to the width the test had. */
export async function expectNoAxeViolationsAtBothWidths(page: Page, label: string) {
  const before = page.viewportSize()
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, `${label} at ${width} px`)
  }
  if (before) await page.setViewportSize(before)
}

let pool: pg.Pool | undefined
/** One row from the e2e server's database (tests/e2e/global-setup.ts hands its address over). */
export async function queryRow<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T | undefined> {
  const url = process.env.E2E_DATABASE_URL
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser tests with Playwright')
  pool ??= new pg.Pool({ connectionString: url, max: 2, allowExitOnIdle: true })
  return (await pool.query<T>(text, values)).rows[0]
}

/** Fills and sends the sign-up form of the page (already at /signup). */
export async function fillSignUp(page: Page, email: string, name = 'E2E Person', password = 'e2e-password-1') {
  await hydrated(page)
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('button', { name: 'Sign up' }).click()
}

/**
 * Holds the page's requests to `pattern` until `release()`: a page that navigates by itself (after
 * 2 s) stays where it is while the test looks at it. `requested` settles when the first one comes.
 */
export function holdRequests(page: Page, pattern: string) {
  let release!: () => void
  let seen!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const requested = new Promise<void>((resolve) => (seen = resolve))
  void page.route(pattern, async (route) => {
    seen()
    await released
    await route.continue()
  })
  return { requested, release }
}
