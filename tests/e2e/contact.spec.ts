import { type Page } from '@playwright/test'
import { expect, hydrated, test, uniqueEmail, watchErrorToasts } from './fixtures.ts'

const SUCCESS = "Message sent successfully! We'll get back to you soon."
const TEAM = 'team@unfiltered.example' // CONTACT_TEAM_EMAIL's default: the e2e server does not set it
const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

function form(page: Page) {
  const scope = page.getByRole('form', { name: 'Contact form' })
  return {
    scope,
    name: scope.getByLabel('Name'),
    email: scope.getByLabel('Email'),
    subject: scope.getByLabel('Subject (optional)'),
    message: scope.getByLabel('Message'),
    send: scope.getByRole('button', { name: 'Send Message' }),
  }
}

async function openContact(page: Page) {
  await page.goto('/contact')
  await hydrated(page)
  return form(page)
}

/** The success said in the form's card: it takes focus, so a keyboard or screen-reader user keeps their place. */
async function expectSentAndFocused(page: Page) {
  const note = page.getByRole('status').filter({ hasText: SUCCESS })
  await expect(note).toBeVisible()
  await expect(note).toBeFocused()
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')
}

async function expectMail(page: Page, to: string, subject: string, contains: string) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`)
  await expect(page.getByTestId('mail').filter({ hasText: subject }).filter({ hasText: contains })).toHaveCount(1)
}

test('shows the page: form, Book a Call, contact details and two testimonials', async ({ page }) => {
  await openContact(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible()
  const call = page.getByRole('link', { name: /Schedule a Call/ })
  await expect(call).toHaveAttribute('href', /^https:\/\//)
  await expect(call).toHaveAttribute('target', '_blank')
  await expect(call).toHaveAttribute('rel', /\bnoopener\b/)
  await expect(page.getByText('15-minute discovery call', { exact: true })).toBeVisible()
  await expect(page.getByText('Monday to Friday 9am to 5pm PST')).toBeVisible()
  await expect(page.getByText('We typically respond within 2-4 hours during business days')).toBeVisible()
  await expect(page.getByRole('link', { name: 'hello@unfiltered.example' })).toHaveAttribute('href', 'mailto:hello@unfiltered.example')
  await expect(page.locator('figure blockquote')).toHaveCount(2)
})

test('sends a message: success toast, cleared form, and both mails in the dev mailbox', async ({ page }) => {
  const email = uniqueEmail('contact')
  const name = uniqueName('Casey')
  const f = await openContact(page)
  await f.name.fill(name)
  await f.email.fill(email)
  await f.subject.fill('Ghostwriting for our CEO')
  await f.message.fill('We want two LinkedIn posts a week.\nWhat would that cost?')
  await f.send.click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: SUCCESS })).toBeVisible()
  await expectSentAndFocused(page)
  for (const field of [f.name, f.email, f.subject, f.message]) await expect(field).toHaveValue('')
  await expect(f.send).toBeEnabled()

  await expectMail(page, email, 'Thanks for contacting Unfiltered', name)
  await expectMail(page, TEAM, `New contact message from ${name}: Ghostwriting for our CEO`, 'We want two LinkedIn posts a week.')
})

test('a link with a topic fills in the subject, which can still be changed; an unknown topic fills in nothing', async ({ page }) => {
  await page.goto('/contact?topic=newsletter')
  await hydrated(page)
  let f = form(page)
  await expect(f.subject).toHaveValue('Newsletter content')
  await expect(f.name).toHaveValue('')
  await f.subject.fill('Newsletter and blog content')
  await expect(f.subject).toHaveValue('Newsletter and blog content')

  for (const topic of ['nope', 'NEWSLETTER', '%3Cscript%3E']) {
    await page.goto(`/contact?topic=${topic}`)
    f = form(page)
    await expect(f.subject, topic).toHaveValue('')
  }
})

test('the topic’s subject reaches the team with the message', async ({ page }) => {
  const email = uniqueEmail('topic')
  const name = uniqueName('Robin')
  await page.goto('/contact?topic=pr')
  await hydrated(page)
  const f = form(page)
  await f.name.fill(name)
  await f.email.fill(email)
  await f.message.fill('We launch in March and want coverage.')
  await f.send.click()
  await expectSentAndFocused(page)
  await expect(f.subject).toHaveValue('')
  await expectMail(page, TEAM, `New contact message from ${name}: PR content`, 'We launch in March')
})

test('an empty submit asks for the required fields and marks them', async ({ page }) => {
  const f = await openContact(page)
  await f.subject.fill('Just a subject')
  const errorToasts = await watchErrorToasts(page)
  await f.send.click()
  // The spec's line once, at the top of the form (as without JavaScript), each field's message beside it, no toast.
  await expect(f.scope.getByRole('alert').first()).toHaveText('Please fill in all required fields')
  await expect(page.getByText('Please fill in all required fields')).toHaveCount(1)
  for (const [field, message] of [
    [f.name, 'Name is required'],
    [f.email, 'Email is required'],
    [f.message, 'Message is required'],
  ] as const) {
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(message))
  }
  await expect(f.subject).not.toHaveAttribute('aria-invalid', 'true')
  await expect(f.subject).toHaveValue('Just a subject')
  await expect(f.name).toBeFocused()
  await errorToasts.expectNone()

  await f.name.fill('Typed later')
  await expect(f.name).not.toHaveAttribute('aria-invalid', 'true')
  await f.email.fill('not-an-email')
  await f.send.click()
  await expect(f.email).toHaveAccessibleDescription('Please enter a valid email address')
})

test('keeps everything typed when the request does not get through', async ({ page }) => {
  const f = await openContact(page)
  // What the HTTP edge answers to an oversized body: not a React Router answer at all.
  let answer: () => void = () => {}
  const answered = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/contact.data*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    await answered
    await route.fulfill({ status: 413, contentType: 'application/json', body: '{"error":"The request body is too large (at most 1 MB)."}' })
  })
  await f.name.fill('Robin Offline')
  await f.email.fill('robin@example.test')
  await f.message.fill('Is anyone there?')
  await f.send.click()
  const busy = f.scope.getByRole('button', { name: 'Sending…' })
  await expect(busy).toBeDisabled()
  answer()
  await expect(page.getByRole('alert').filter({ hasText: 'There was an error sending your message. Please try again.' })).toBeVisible()
  await expect(f.name).toHaveValue('Robin Offline')
  await expect(f.email).toHaveValue('robin@example.test')
  await expect(f.message).toHaveValue('Is anyone there?')
  await expect(f.send).toBeFocused()

  // Once the line is back, the same form sends, and only then is it cleared.
  await page.unroute('**/contact.data*')
  await f.email.fill(uniqueEmail('robin'))
  await f.send.click()
  await expectSentAndFocused(page)
  await expect(f.name).toHaveValue('')
  await expect(f.message).toHaveValue('')
})

test('works with the keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keys')
  const name = uniqueName('Kim')
  await openContact(page)
  // Tab from the top of the page until the Name field has focus.
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'name')) break
  }
  await page.keyboard.type(name)
  await page.keyboard.press('Tab')
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab') // the subject is optional
  await page.keyboard.type('Sent without a mouse.')
  await page.keyboard.press('Tab') // the hidden field is skipped: next is the button
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expectSentAndFocused(page)
  // The next Tab starts the form again, from its first field.
  await page.keyboard.press('Tab')
  await expect(form(page).name).toBeFocused()
  await expectMail(page, email, 'Thanks for contacting Unfiltered', name)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('posts the form, keeps values on an error and confirms a success', async ({ page }) => {
    const email = uniqueEmail('nojs')
    const name = uniqueName('Noor')
    await page.goto('/contact')
    const f = form(page)
    await f.email.fill(email)
    await f.message.fill('No scripts here.')
    await f.send.click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' })).toBeVisible()
    await expect(f.name).toHaveAttribute('aria-invalid', 'true')
    await expect(f.email).toHaveValue(email)
    await expect(f.message).toHaveValue('No scripts here.')

    await f.name.fill(name)
    await f.send.click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible()
    await expect(f.email).toHaveValue('')
    await expectMail(page, email, 'Thanks for contacting Unfiltered', name)
  })
})
