import type { Locator, Page } from '@playwright/test'
import { ratingFor } from '../../app/features/shock-score/shock-score.ts'
import { rankSuggestions } from '../../app/features/shock-score/suggestions.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { FAKE_LLM_REPLY, startFakeLlm, type FakeLlm } from '../support/fake-llm.ts'
import { axe, expect, hydrated, test } from './fixtures.ts'

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
/** A suggestion's headline and the score shown beside it. */
const headlineOf = (item: Locator) => item.getByRole('paragraph')
async function shownScores(items: Locator) {
  return Promise.all((await items.all()).map(async (item) => Number(await item.locator('data').getAttribute('value'))))
}

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
  const scan = await axe(page).include('dialog').analyze()
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([])

  await dialog.getByLabel('Headline').fill(HEADLINE)
  await expect(dialog.getByText('Required', { exact: true })).toHaveCount(1)
  await dialog.getByLabel('Content description').fill(CONTENT)
  await dialog.getByLabel('Industry (optional)').fill('SaaS')
  await dialog.getByLabel('Audience (optional)').fill('Founders')
  await dialog.getByRole('button', { name: 'Get my shock score' }).click()

  // The spec's "analysing" moment (its 1.5 s: the controlled-clock test below), announced to screen readers.
  await expect(dialog.getByText('Analysing your headline…', { exact: true }).first()).toBeVisible()
  await expect(announcer(dialog)).toHaveText('Analysing your headline…')
  await expect(dialog.getByRole('heading', { name: 'Your shock score' })).toBeVisible()
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
  await expect(dialog.getByText('Ranked by shock score, best first.')).toBeVisible()
  await expect(announcer(dialog)).toHaveText('5 suggestions ready, best first.')
  // Each is built from the headline, whole, at most 120 characters, with no figure the form did not give,
  // and shows the score the spec's rules give it (no jitter), best first.
  const input = { headline: HEADLINE, content: CONTENT, industry: 'SaaS', audience: 'Founders' }
  const texts = await Promise.all((await items.all()).map(async (item) => (await headlineOf(item).textContent())!))
  for (const text of texts) {
    expect(text).toMatch(/first launch/i)
    expect(text.length).toBeLessThanOrEqual(120)
    expect(text).not.toMatch(/…|\d/)
  }
  expect(new Set(texts).size).toBe(5)
  const scores = await shownScores(items)
  expect(scores).toEqual(rankSuggestions(input, texts).map(({ score }) => score))
  expect(scores).toEqual([...scores].sort((a, b) => b - a))

  const first = items.first()
  const text = (await headlineOf(first).textContent())!
  const copy = first.getByRole('button', { name: 'Copy alternative 1' })
  await copy.click()
  await expect(page.getByText('Alternative copied to clipboard')).toBeVisible()
  await expect(first.getByRole('button', { name: /^Copied!/ })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text)
  // The confirmation goes away again (after 2 s).
  await expect(first.getByRole('button', { name: 'Copy alternative 1' })).toBeVisible()

  // Escape closes the dialog and focus returns to the launcher.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(launcher).toBeFocused()
})

test('counts characters near the limits and says when a field is too long, keeping every character typed', async ({ page }) => {
  const { dialog } = await openCalculator(page)
  const headline = dialog.getByLabel('Headline')
  await headline.fill('h'.repeat(200))
  await expect(dialog.getByTestId('character-count')).toHaveCount(0)
  await headline.fill('h'.repeat(240))
  await expect(dialog.getByTestId('character-count')).toHaveText('240 / 300 characters')
  await expect(headline).toHaveAccessibleDescription('240 / 300 characters')
  await headline.fill('h'.repeat(320))
  await expect(headline).toHaveValue('h'.repeat(320))
  await expect(dialog.getByTestId('character-count')).toHaveText('320 / 300 characters')
  const content = dialog.getByLabel('Content description')
  await content.fill('c'.repeat(1050))
  await expect(content).toHaveValue('c'.repeat(1050))
  await expect(dialog.getByTestId('character-count').last()).toHaveText('1,050 / 1,000 characters')

  await dialog.getByRole('button', { name: 'Get my shock score' }).click()
  await expect(dialog.getByText('Headline must be at most 300 characters')).toBeVisible()
  await expect(dialog.getByText('Content description must be at most 1000 characters')).toBeVisible()
  await expect(headline).toBeFocused()
  await expect(headline).toHaveValue('h'.repeat(320))

  // Trimmed back under the limits, the messages go and the headline is scored.
  await headline.fill('h'.repeat(300))
  await content.fill('c'.repeat(1000))
  await expect(dialog.getByText(/must be at most/)).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Get my shock score' }).click()
  await expect(dialog.getByRole('heading', { name: 'Your shock score' })).toBeVisible()
})

test("keeps the analysing moment for the spec's 1.5 s before the score appears", async ({ page }) => {
  // A controlled clock, running while the dialog loads (lazily, behind Suspense), then paused: from the
  // submit on, every timer tick is one the test asks for.
  await page.clock.install()
  const { dialog } = await openCalculator(page)
  await dialog.getByLabel('Headline').fill(HEADLINE)
  await dialog.getByLabel('Content description').fill(CONTENT)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await dialog.getByRole('button', { name: 'Get my shock score' }).click()
  const analysing = dialog.getByText('Analysing your headline…', { exact: true }).first()
  const result = dialog.getByRole('heading', { name: 'Your shock score' })
  await expect(analysing).toBeVisible()
  await page.clock.runFor(1_400)
  await expect(analysing).toBeVisible()
  await expect(result).toBeHidden()
  await page.clock.runFor(100)
  await expect(result).toBeVisible()
  await expect(analysing).toBeHidden()
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

/** The toast is on screen and overlaps neither the dialog's title nor its Close button. */
async function expectToastClearOfHeader(page: Page, dialog: Locator) {
  const toast = page.getByText('Alternative copied to clipboard')
  await expect(toast).toBeVisible()
  const toastBox = (await page.locator('[data-sonner-toast]').boundingBox())!
  for (const control of [
    dialog.getByRole('heading', { name: 'Shock-value calculator' }),
    dialog.getByRole('button', { name: 'Close', exact: true }),
  ]) {
    const box = (await control.boundingBox())!
    const apart =
      toastBox.y >= box.y + box.height ||
      box.y >= toastBox.y + toastBox.height ||
      toastBox.x >= box.x + box.width ||
      box.x >= toastBox.x + toastBox.width
    expect(apart, `the toast covers ${await control.textContent()}`).toBe(true)
  }
}

test('the copy confirmation leaves the title and the Close button clear on a desktop screen', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const { dialog } = await scoreHeadline(page)
  await dialog.getByRole('button', { name: 'Get AI suggestions' }).click()
  await suggestionItems(dialog).first().getByRole('button', { name: 'Copy alternative 1' }).click()
  await expectToastClearOfHeader(page, dialog)
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
    const scan = await axe(page).include('dialog').analyze()
    expect(scan.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([])
    const last = (await suggestionItems(dialog).last().boundingBox())!
    expect(last.x + last.width).toBeLessThanOrEqual(390)
    // The headline takes the card's width; its score and Copy sit beneath it, not beside it.
    const headline = (await headlineOf(suggestionItems(dialog).first()).boundingBox())!
    expect(headline.width).toBeGreaterThan(last.width - 40)
  })

  test('the copy confirmation covers neither the title nor the Close button', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const { dialog } = await scoreHeadline(page)
    await dialog.getByRole('button', { name: 'Get AI suggestions' }).click()
    await suggestionItems(dialog).first().getByRole('button', { name: 'Copy alternative 1' }).click()
    await expectToastClearOfHeader(page, dialog)
  })
})

test.describe('with a language model configured', () => {
  let fake: FakeLlm
  let server: AppServer

  test.beforeAll(async () => {
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
    // The model's five, ranked by the spec score, best first, each with its score.
    const expected = rankSuggestions({ headline: HEADLINE, content: CONTENT }, FAKE_LLM_REPLY.split('\n'))
    for (const [index, { headline, score }] of expected.entries()) {
      await expect(headlineOf(items.nth(index))).toHaveText(headline)
      await expect(items.nth(index).locator('data')).toHaveAttribute('value', String(score))
    }
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]!.body.model).toBe('m')
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer k')
    expect(JSON.stringify(fake.requests[0]!.body.messages)).toContain(HEADLINE)
  })
})
