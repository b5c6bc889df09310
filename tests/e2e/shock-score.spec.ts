import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { ratingFor } from '../../app/features/shock-score/shock-score.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { FAKE_LLM_REPLY, startFakeLlm, type FakeLlm } from '../support/fake-llm.ts'
import { expect, hydrated, test } from './fixtures.ts'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const HEADLINE = 'Why our first launch failed and what we learned'
const CONTENT = 'I was fired from my own startup after one mistake cost us our biggest client. This is the truth about what happened next.'

async function openCalculator(page: Page, url = '/') {
  await page.goto(url)
  await hydrated(page)
  const launcher = page.locator('#shock-score').getByRole('button', { name: 'Get your shock score' })
  await launcher.click()
  const dialog = page.getByRole('dialog', { name: 'Shock-value calculator' })
  await expect(dialog).toBeVisible()
  return { launcher, dialog }
}

/** The suggestions, not the toasts (sonner lists those as list items too). */
const suggestionItems = (dialog: Locator) => dialog.getByRole('region', { name: 'AI suggestions' }).getByRole('listitem')
/** The dialog's own announcements. */
const announcer = (dialog: Locator) => dialog.locator('p[role="status"]')

async function scoreHeadline(page: Page, url = '/') {
  const { launcher, dialog } = await openCalculator(page, url)
  await dialog.getByLabel('Headline').fill(HEADLINE)
  await dialog.getByLabel('Content description').fill(CONTENT)
  await dialog.getByRole('button', { name: 'Get my shock score' }).click()
  await expect(dialog.getByRole('heading', { name: 'Your shock score' })).toBeVisible()
  return { launcher, dialog }
}

test('scores a headline, lists AI suggestions and copies one', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const { launcher, dialog } = await openCalculator(page)
  await expect(dialog.getByLabel('Headline')).toBeFocused()

  // Empty (and blank) fields are refused with inline messages, and focus goes to the first.
  await dialog.getByLabel('Content description').fill('   ')
  await dialog.getByRole('button', { name: 'Get my shock score' }).click()
  await expect(dialog.getByText('Required', { exact: true })).toHaveCount(2)
  await expect(dialog.getByLabel('Headline')).toBeFocused()
  await expect(dialog.getByLabel('Headline')).toHaveAttribute('aria-invalid', 'true')
  const axe = await new AxeBuilder({ page }).include('dialog').withTags(WCAG).analyze()
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([])

  await dialog.getByLabel('Headline').fill(HEADLINE)
  await expect(dialog.getByText('Required', { exact: true })).toHaveCount(1)
  await dialog.getByLabel('Content description').fill(CONTENT)
  await dialog.getByLabel('Industry (optional)').fill('SaaS')
  await dialog.getByLabel('Audience (optional)').fill('Founders')
  const submittedAt = Date.now()
  await dialog.getByRole('button', { name: 'Get my shock score' }).click()

  // The spec's 1.5 s "analysing" moment, announced to screen readers.
  await expect(dialog.getByText('Analysing your headline…', { exact: true }).first()).toBeVisible()
  await expect(announcer(dialog)).toHaveText('Analysing your headline…')
  await expect(dialog.getByRole('heading', { name: 'Your shock score' })).toBeVisible()
  expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1400)
  await expect(dialog.getByRole('heading', { name: 'Your shock score' })).toBeFocused()

  const scoreText = await dialog.getByText(/^\d{1,3}\/100$/).textContent()
  const score = Number(scoreText!.split('/')[0])
  expect(score).toBeGreaterThanOrEqual(1)
  expect(score).toBeLessThanOrEqual(100)
  await expect(dialog.getByText(ratingFor(score), { exact: true })).toBeVisible()
  await expect(announcer(dialog)).toHaveText(`Your shock score is ${score} out of 100: ${ratingFor(score)}.`)
  for (const indicator of ['Memorability', 'Scroll-stopping', 'Viral potential']) {
    await expect(dialog.getByRole('term').filter({ hasText: indicator })).toBeVisible()
  }

  const suggestionsRequest = page.waitForRequest('**/api/headline-suggestions')
  await dialog.getByRole('button', { name: 'Get AI suggestions' }).click()
  expect((await suggestionsRequest).postDataJSON()).toEqual({
    originalContent: { headline: HEADLINE, content: CONTENT, industry: 'SaaS', audience: 'Founders' },
    score,
  })
  const items = suggestionItems(dialog)
  await expect(items).toHaveCount(5)
  for (const item of await items.all()) await expect(item).toContainText(HEADLINE)

  const first = items.first()
  const text = (await first.locator('span').first().textContent())!
  const copy = first.getByRole('button', { name: 'Copy alternative 1' })
  await copy.click()
  await expect(page.getByText('Alternative copied to clipboard')).toBeVisible()
  await expect(first.getByRole('button', { name: /^Copied!/ })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text)
  // The confirmation lasts 2 s.
  await expect(first.getByRole('button', { name: 'Copy alternative 1' })).toBeVisible({ timeout: 4000 })

  // Escape closes the dialog and focus returns to the launcher.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(launcher).toBeFocused()
})

test('shows the spec error when suggestions fail, and when copying fails', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    })
  })
  let calls = 0
  await page.route('**/api/headline-suggestions', (route) => {
    calls++
    return calls === 1
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'The request is invalid.' }) })
      : route.continue()
  })
  const { dialog } = await scoreHeadline(page)

  await dialog.getByRole('button', { name: 'Get AI suggestions' }).click()
  await expect(page.getByText('Failed to generate AI suggestions. Please try again.')).toBeVisible()
  await expect(suggestionItems(dialog)).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Get AI suggestions' })).toBeEnabled()

  await dialog.getByRole('button', { name: 'Get AI suggestions' }).click()
  await expect(suggestionItems(dialog)).toHaveCount(5)
  await dialog.getByRole('button', { name: 'Copy alternative 2' }).click()
  await expect(page.getByText('Failed to copy')).toBeVisible()
  await expect(page.getByText('Please copy the text manually')).toBeVisible()
})

test('the close button closes the dialog, and reopening keeps the result', async ({ page }) => {
  const { launcher, dialog } = await scoreHeadline(page)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(launcher).toBeFocused()
  await launcher.click()
  await expect(dialog.getByRole('heading', { name: 'Your shock score' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Score another headline' }).click()
  await expect(dialog.getByLabel('Headline')).toHaveValue(HEADLINE)
  await expect(dialog.getByLabel('Headline')).toBeFocused()
})

test.describe('on a 390 px phone that prefers reduced motion', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })

  test('the dialog fits the screen, is modal and does not spin', async ({ page }) => {
    const { dialog } = await openCalculator(page)
    const box = (await dialog.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.querySelector('dialog')!.matches(':modal'))).toBe(true)

    await dialog.getByLabel('Headline').fill(HEADLINE)
    await dialog.getByLabel('Content description').fill(CONTENT)
    await dialog.getByRole('button', { name: 'Get my shock score' }).click()
    const spinner = dialog.locator('.motion-safe\\:animate-spin')
    await expect(spinner).toBeVisible()
    expect(await spinner.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
    await expect(dialog.getByRole('heading', { name: 'Your shock score' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Get AI suggestions' }).click()
    await expect(suggestionItems(dialog)).toHaveCount(5)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const axe = await new AxeBuilder({ page }).include('dialog').withTags(WCAG).analyze()
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([])
    const last = (await suggestionItems(dialog).last().boundingBox())!
    expect(last.x + last.width).toBeLessThanOrEqual(390)
  })
})

test.describe('with a language model configured', () => {
  let fake: FakeLlm
  let server: AppServer

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    fake = await startFakeLlm()
    server = await startAppServer({ LLM_BASE_URL: fake.url, LLM_API_KEY: 'k', LLM_MODEL: 'm' })
  })
  test.afterAll(async () => {
    await server?.stop()
    await fake?.close()
  })

  test("the page lists the model's suggestions", async ({ page }) => {
    const { dialog } = await scoreHeadline(page, `${server.url}/`)
    await dialog.getByRole('button', { name: 'Get AI suggestions' }).click()
    const items = suggestionItems(dialog)
    await expect(items).toHaveCount(5)
    const expected = FAKE_LLM_REPLY.split('\n')
    for (const [index, line] of expected.entries()) await expect(items.nth(index)).toContainText(line)
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]!.body.model).toBe('m')
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer k')
    expect(JSON.stringify(fake.requests[0]!.body.messages)).toContain(HEADLINE)
  })
})
