import { randomBytes } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { hashPassword } from 'better-auth/crypto'
import pg from 'pg'
import { financialYearOf } from '#app/domain/periods.ts'
import { INVOICE_SERIES, invoiceNumber } from '#app/domain/invoice-number.ts'
import type { InvoiceParty } from '#db/schema/billing.ts'
import type { Role } from '#db/schema/people.ts'
import { SESSION_COOKIE, signedSessionToken } from '../support/sessions.ts'

export { SESSION_COOKIE }

export const DEMO_PASSWORD = 'demo-password'
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

/**
 * Every test fails on a console error or an uncaught page error. Chromium also logs each 4xx
 * response it receives (a 404 page, a refused form); those are answers under test, not page errors.
 */
const EXPECTED_HTTP_ANSWER = /^Failed to load resource: the server responded with a status of 4\d\d/

/** Collects the page's console errors and uncaught errors from now on, in the array it returns. */
async function recordPageErrors(page: Page) {
  const errors: string[] = []
  // A Content-Security-Policy violation is an error too, even when the page carries on.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  )
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_HTTP_ANSWER.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = await recordPageErrors(page)
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * For sweeps that only read pages (each page at a width, checked with axe and for sideways scrolling):
 * `sweepPage` is one page that a worker keeps from test to test, signed out (cookies cleared) at the
 * start of each, with the same console-error check as `test`. A fresh browser context per test costs
 * Chromium a renderer process and a cold cache, several times what loading one more page in a warm one
 * costs (docs/decisions/046-browser-sweeps-share-a-page.md). A test that changes anything, or needs a
 * page of its own, uses `test`. A failed test ends its worker, so nothing it left behind reaches the next.
 */
export const sweepTest = base.extend<{ sweepPage: Page }, { workerPage: { page: Page; errors: string[] } }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use
      const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch })
      const page = await context.newPage()
      await use({ page, errors: await recordPageErrors(page) })
      await context.close()
    },
    { scope: 'worker' },
  ],
  sweepPage: [
    async ({ workerPage: { page, errors } }, use) => {
      errors.length = 0
      await page.context().clearCookies()
      await use(page)
      expect(errors, 'console errors').toEqual([])
    },
    { scope: 'test' },
  ],
})
export { expect }

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * An axe scan of the page with the WCAG 2.1 A and AA rules and best practices. It works out the details
 * (selectors, HTML) of the violations only: what passes is counted, not described, which saves about a
 * quarter of each scan's time and what the report carries back. The violations found are the same.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS)
}

/**
 * axe on the whole page: no violations. Toasts are left out — they fade in and out, and axe would
 * measure their contrast mid-animation; accessibility.spec.ts checks them once they have settled.
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  // A colour caught halfway through a transition (a button fading back from its pending opacity, or
  // into its hover colours) is not what anyone reads. The page is scanned as someone who asked for
  // reduced motion sees it (app.css makes every transition instant then), and transitions already
  // running are ended at once: no waiting, which a page in the background or a slow machine made flaky.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const scan = async () => {
    await page
      .evaluate(() => {
        for (const animation of document.getAnimations()) {
          if (animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish()
        }
      })
      .catch(() => undefined)
    const results = await axe(page).exclude('[data-sonner-toaster]').analyze()
    return results.violations.map((violation) => `${label}: ${violation.id} ${violation.nodes[0]?.target.join(' ')}`)
  }
  // Scanned again while it finds something, for up to ten seconds after the first finding: a page that
  // changes during a scan (a button disabled while an answer is on its way, enabled as it arrives) can
  // be read half one way and half the other. What a person would meet stays and fails the test. A scan
  // itself has no time limit of its own (on a busy machine one took over ten seconds).
  let violations = await scan()
  for (const deadline = Date.now() + 10_000; violations.length > 0 && Date.now() < deadline;) {
    await page.waitForTimeout(1000)
    violations = await scan()
  }
  expect(violations, label).toEqual([])
  await page.emulateMedia({ reducedMotion: null })
}

/** How long a refusal's toast took at most to show after its form's own message (the toast library loads on first use). */
const TOAST_GRACE_MS = 2_000

/**
 * Records every error toast that appears on the page from now on, however briefly (until the next full
 * page load). `expectNone()` gives a late toast its time to show, then fails if any did: a form's
 * refusal is said on the form, once, never again as a toast.
 */
export async function watchErrorToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { errorToasts: string[] }).errorToasts = seen
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast][data-type="error"]')) {
        const text = toast.textContent ?? ''
        if (!seen.includes(text)) seen.push(text)
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
  const seen = () => page.evaluate(() => (window as unknown as { errorToasts: string[] }).errorToasts)
  return {
    seen,
    async expectNone() {
      // A wait on purpose: what is checked is that nothing arrives.
      await page.waitForTimeout(TOAST_GRACE_MS)
      expect(await seen(), 'error toasts').toEqual([])
    },
  }
}

/** Waits for React to take over the server-rendered page. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined)
  await page.waitForLoadState('networkidle')
}

/**
 * Signs in through the login form. Only for the journeys that test signing in; everything else gets a
 * session with `loginAs`.
 */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await hydrated(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Welcome back!')).toBeVisible()
}

/** Signs out through the user menu of the app layout. */
export async function signOut(page: Page) {
  await page.locator('summary').filter({ hasText: 'Account menu' }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
}

export async function signUpAndVerify(page: Page, email: string, password = 'e2e-password-1') {
  await page.goto('/signup')
  await hydrated(page)
  await page.getByLabel('Name').fill('E2E Person')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/onboarding$/)
  await expect(page.getByText('Please check your email for verification link')).toBeVisible()
  await openMailLink(page, email, 'Verify your email')
}

/** Opens the newest mail to `email` with `subject` in the dev mailbox and follows its link. */
export async function openMailLink(page: Page, email: string, subject: string) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`)
  const mail = page.getByTestId('mail').filter({ hasText: subject }).first()
  await expect(mail).toBeVisible()
  await mail.getByRole('link', { name: 'Open link' }).click()
}

/** Follows the newest password mail to `email` and sets `password` on the page it opens; ends on /login. */
export async function setPasswordFromMail(page: Page, email: string, password: string) {
  await openMailLink(page, email, 'Reset your Unfiltered password')
  await expect(page).toHaveURL(/\/reset-password\?token=/)
  await hydrated(page)
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm new password').fill(password)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

// Users and sessions written straight into the e2e server's database (tests/e2e/global-setup.ts starts the
// server on it with a known AUTH_SECRET and hands both over in the environment).

export type TestUser = { id: string; email: string; name: string }

const SESSION_DAYS = 7

function required(name: 'E2E_DATABASE_URL' | 'E2E_AUTH_SECRET' | 'E2E_BASE_URL') {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the browser tests with Playwright, whose global setup starts the server`)
  return value
}

let pool: pg.Pool | undefined
function database() {
  pool ??= new pg.Pool({ connectionString: required('E2E_DATABASE_URL'), max: 2, allowExitOnIdle: true })
  return pool
}

/**
 * A user as sign-up, verification and the first sign-in would leave them: the account, a profile and
 * the given roles (a founder by default). With `password`, they can also sign in through the form; with
 * `google`, the account is linked to a Google sign-in (as one made with "Continue with Google" is).
 */
export async function createUser(
  options: { roles?: Role[]; name?: string; email?: string; verified?: boolean; password?: string; google?: boolean } = {},
): Promise<TestUser> {
  const id = `e2e-${randomBytes(9).toString('base64url')}`
  const email = (options.email ?? uniqueEmail('user')).toLowerCase()
  const name = options.name ?? 'Test Person'
  const passwordHash = options.password ? await hashPassword(options.password) : undefined
  const client = await database().connect()
  try {
    await client.query('begin')
    await client.query('insert into "user" (id, name, email, email_verified) values ($1, $2, $3, $4)', [
      id,
      name,
      email,
      options.verified ?? true,
    ])
    await client.query('insert into profiles (id, name) values ($1, $2)', [id, name])
    for (const role of options.roles ?? ['founder']) {
      await client.query('insert into user_roles (user_id, role) values ($1, $2)', [id, role])
    }
    if (passwordHash) {
      await client.query(`insert into account (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)`, [
        `${id}-credential`,
        id,
        passwordHash,
      ])
    }
    if (options.google) {
      await client.query(`insert into account (id, account_id, provider_id, user_id) values ($1, $2, 'google', $3)`, [
        `${id}-google`,
        `google-${id}`,
        id,
      ])
    }
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    client.release()
  }
  return { id, email, name }
}

/**
 * Signs `who` (an e-mail, such as a demo account's, or a user from `createUser`) in on the page's browser
 * context without the login form: a session row plus its signed cookie. Checks that the server accepts it.
 */
export async function loginAs(target: Page | BrowserContext, who: string | TestUser): Promise<TestUser> {
  const context = 'context' in target ? target.context() : target
  const email = typeof who === 'string' ? who : who.email
  const { rows } = await database().query<TestUser>('select id, email, name from "user" where lower(email) = lower($1)', [email])
  const user = rows[0]
  if (!user) throw new Error(`loginAs: no user with the e-mail ${email}`)
  const token = randomBytes(24).toString('hex')
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000)
  await database().query(
    `insert into session (id, token, user_id, expires_at, ip_address, user_agent) values ($1, $2, $3, $4, '127.0.0.1', 'e2e loginAs')`,
    [`e2e-session-${randomBytes(9).toString('base64url')}`, token, user.id, expiresAt],
  )
  const baseURL = required('E2E_BASE_URL')
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value: signedSessionToken(token, required('E2E_AUTH_SECRET')),
      url: baseURL,
      httpOnly: true,
      sameSite: 'Lax',
      expires: expiresAt.getTime() / 1000,
    },
  ])
  // Signed in means /dashboard does not send the visitor to the login page.
  const probe = await context.request.get(new URL('/dashboard', baseURL).toString(), { maxRedirects: 0 })
  if ((probe.headers().location ?? '').startsWith('/login')) {
    throw new Error(`loginAs: the server did not accept the session cookie for ${email} (answer ${probe.status()})`)
  }
  return user
}

export type TestInvoice = { id: string; number: string }

/**
 * A paid invoice of `user`, as fulfilment leaves one: a completed charge and its invoice, numbered
 * through the year's counter row like issueInvoice does (so parallel tests never share a number).
 * INR by default: ₹1,63,190 list price, a 10% coupon, 18% GST, ₹1,73,308 in all.
 */
export async function createInvoice(
  user: TestUser,
  options: {
    currency?: 'USD' | 'INR'
    description?: string
    subtotalMinor?: number
    discountMinor?: number
    couponCode?: string | null
    gstMinor?: number
    buyer?: Partial<InvoiceParty>
    seller?: InvoiceParty
  } = {},
): Promise<TestInvoice> {
  const subtotal = options.subtotalMinor ?? 16_319_000
  const discount = options.discountMinor ?? 1_631_900
  const gst = options.gstMinor ?? 2_643_700
  const total = subtotal - discount + gst
  const currency = options.currency ?? 'INR'
  const description = options.description ?? 'Growth plan, yearly'
  const seller: InvoiceParty = options.seller ?? {
    name: 'Unfiltered Content Co.',
    email: 'hello@unfiltered.example',
    address: '548 Market St, Suite 300, San Francisco, CA 94104, USA',
    gstNumber: '29ABCDE1234F1Z5',
  }
  const buyer: InvoiceParty = { name: user.name, email: user.email, company: null, gstNumber: null, ...options.buyer }
  const issuedAt = new Date()
  const financialYear = financialYearOf(issuedAt)
  const client = await database().connect()
  try {
    await client.query('begin')
    const charge = await client.query<{ id: string }>(
      `insert into billing_transactions (user_id, transaction_type, amount_minor, currency, status, provider_reference, description)
       values ($1, 'subscription', $2, $3, 'completed', $4, $5) returning id`,
      [user.id, total, currency, `e2e-charge-${randomBytes(9).toString('base64url')}`, description],
    )
    const counter = await client.query<{ sequence: number }>(
      `insert into invoice_counters (financial_year, last_sequence) values ($1, 1)
       on conflict (financial_year) do update set last_sequence = invoice_counters.last_sequence + 1
       returning last_sequence as sequence`,
      [financialYear],
    )
    const sequence = counter.rows[0]!.sequence
    const number = invoiceNumber(INVOICE_SERIES, financialYear, sequence)
    const invoice = await client.query<{ id: string }>(
      `insert into invoices (number, financial_year, sequence, user_id, transaction_id, seller, buyer, description, currency,
                             subtotal_minor, discount_minor, coupon_code, gst_minor, total_minor, issued_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
      [
        number,
        financialYear,
        sequence,
        user.id,
        charge.rows[0]!.id,
        JSON.stringify(seller),
        JSON.stringify(buyer),
        description,
        currency,
        subtotal,
        discount,
        discount > 0 && options.couponCode !== null ? (options.couponCode ?? 'WELCOME10') : null,
        gst,
        total,
        issuedAt,
      ],
    )
    await client.query('commit')
    return { id: invoice.rows[0]!.id, number }
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    client.release()
  }
}
