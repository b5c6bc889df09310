// What a founder may ask for, said before the form is filled: the types the plan refuses this month are
// offered switched off with why (and the server still refuses them); a wanted-by day already past is
// flagged on its own field; and cancelling a request asks first, with JavaScript and without.
import type { Browser } from '@playwright/test'
import { createUser, expect, hydrated, loginAs, test, type TestUser } from './fixtures.ts'
import { assign, piece, pieceStatus, subscribe } from './content-fixtures.ts'

async function signedIn(browser: Browser, user: TestUser, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled })
  const page = await context.newPage()
  await loginAs(page, user)
  return page
}

test('a Growth founder sees PR articles and a used-up strategy session switched off, and the server refuses them too', async ({
  browser,
}) => {
  const writer = await createUser({ roles: ['writer'], name: 'Sol Writer' })
  const founder = await createUser({ roles: ['founder'], name: 'Sana Founder' })
  await assign(writer, founder)
  await subscribe(founder, 'growth')
  await piece(writer, founder, { title: 'This month’s session', contentType: 'strategy' })

  const page = await signedIn(browser, founder)
  await page.goto('/dashboard/request')
  await hydrated(page)
  const type = page.getByLabel('What would you like?')
  await expect(type).toHaveValue('blog')
  await expect(type.locator('option[value="pr"]')).toHaveText('PR article — not in your plan')
  await expect(type.locator('option[value="pr"]')).toBeDisabled()
  await expect(type.locator('option[value="strategy"]')).toHaveText('Strategy session — none left this month')
  await expect(type.locator('option[value="strategy"]')).toBeDisabled()
  await expect(type.locator('option[value="linkedin"]')).toBeEnabled()

  for (const contentType of ['pr', 'strategy']) {
    const refused = await page.request.post('/dashboard/request', {
      form: { contentType, title: `A ${contentType} anyway`, brief: '', wantedBy: '', writerId: '' },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    })
    expect(refused.status()).toBe(409)
  }
  await page.context().close()
})

test('a wanted-by day already past is flagged on the date field itself', async ({ browser }) => {
  const founder = await createUser({ roles: ['founder'], name: 'Pia Founder' })
  await subscribe(founder, 'growth')
  const page = await signedIn(browser, founder)
  await page.goto('/dashboard/request')
  await hydrated(page)
  await page.getByLabel('Topic or working title').fill('Looking back')
  await page.getByLabel('Wanted by (optional)').fill('2020-01-01')
  await page.getByRole('button', { name: 'Send request' }).click()
  const wantedBy = page.getByLabel('Wanted by (optional)')
  await expect(wantedBy).toHaveAttribute('aria-invalid', 'true')
  await expect(wantedBy).toHaveAccessibleDescription(/Choose today or a later day/)
  await expect(page.locator('#request-piece').getByRole('alert').first()).toHaveText('Please fix the highlighted fields.')
  await page.context().close()
})

for (const javaScriptEnabled of [true, false]) {
  test(`cancelling a request asks first, and "Keep it" keeps it (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({
    browser,
  }) => {
    const writer = await createUser({ roles: ['writer'], name: 'Cal Writer' })
    const founder = await createUser({ roles: ['founder'], name: 'Cora Founder' })
    await assign(writer, founder)
    await subscribe(founder, 'growth')
    const page = await signedIn(browser, founder)
    await page.goto('/dashboard/request')
    await hydrated(page)
    await page.getByLabel('Topic or working title').fill('Second thoughts')
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Second thoughts' })).toBeVisible()
    const id = new URL(page.url()).pathname.split('/').pop()!
    await page.context().close()

    const reader = await signedIn(browser, founder, javaScriptEnabled)
    await reader.goto(`/dashboard/content/${id}`)
    if (javaScriptEnabled) await hydrated(reader)
    await reader.getByRole('button', { name: 'Cancel request' }).click()
    const ask = javaScriptEnabled ? reader.getByRole('dialog', { name: 'Cancel this request?' }) : reader.getByTestId('confirm-step')
    await expect(ask).toContainText('Cancel this request?')
    // The question is where the reader is: the dialog, or (a new page without JavaScript) the step it lands on.
    await expect(ask).toBeInViewport()
    expect(await pieceStatus(id)).toBe('requested')
    await ask.getByRole(javaScriptEnabled ? 'button' : 'link', { name: 'Keep it' }).click()
    await expect(ask).toBeHidden()
    expect(await pieceStatus(id)).toBe('requested')

    await reader.getByRole('button', { name: 'Cancel request' }).click()
    await ask.getByRole('button', { name: 'Yes, cancel it' }).click()
    if (javaScriptEnabled) await expect(reader.getByText('Request cancelled.')).toBeVisible()
    await expect.poll(() => pieceStatus(id)).toBe('cancelled')
    await reader.context().close()
  })
}
