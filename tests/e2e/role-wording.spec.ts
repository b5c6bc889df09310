// Each role reads words meant for it: the profile settings, the empty notifications page, the
// notification topics it can receive, a founder sent from My Content to Content Review, and a
// started request that its writer calls a draft while its founder sees it in progress.
import { createUser, expect, expectNoAxeViolations, hydrated, loginAs, test } from './fixtures.ts'
import { assign, dayNextMonth, piece, subscribe } from './content-fixtures.ts'

const TOPIC_LABELS = ['Submissions and reviews', 'Comments', 'Reminders', 'Billing', 'Payouts']

test('a writer reads about founders and the team on the profile, not about invoices', async ({ page }) => {
  const writer = await createUser({ roles: ['writer'], name: 'Wendy Writer' })
  await loginAs(page, writer)
  await page.goto('/dashboard/settings')
  await expect(page.getByText('How the founders you write for and our team see you.')).toBeVisible()
  await expect(page.getByText('Seen by our team.')).toBeVisible()
  await expect(page.getByText(/invoices/)).toHaveCount(0)
})

test('a founder reads about their writers and invoices on the profile', async ({ page }) => {
  const founder = await createUser({ roles: ['founder'], name: 'Felix Founder' })
  await loginAs(page, founder)
  await page.goto('/dashboard/settings')
  await expect(page.getByText('How you appear to your writers and on your invoices.')).toBeVisible()
  await expect(page.getByText('Shown on your invoices and to your writers.')).toBeVisible()
})

for (const [role, nothingYet, topics] of [
  [
    'founder',
    'Nothing yet. When your writer submits a piece or comments on one, it shows here.',
    ['Submissions and reviews', 'Comments', 'Reminders', 'Billing'],
  ],
  [
    'writer',
    'Nothing yet. When a founder decides on your piece or comments on it, it shows here.',
    ['Submissions and reviews', 'Comments', 'Reminders', 'Payouts'],
  ],
  ['admin', 'Nothing yet. New requests and overdue pieces show here.', ['Submissions and reviews', 'Reminders']],
] as const) {
  test(`${role}: told what will show in notifications, offered only the topics the role receives`, async ({ page }) => {
    const person = await createUser({ roles: [role] })
    await loginAs(page, person)
    await page.goto('/dashboard/notifications')
    await expect(page.getByText(nothingYet)).toBeVisible()

    await page.goto('/dashboard/settings/notifications')
    await hydrated(page)
    const form = page.getByRole('form', { name: 'Notification choices' })
    for (const label of TOPIC_LABELS)
      await expect(form.getByRole('group', { name: label })).toHaveCount(topics.includes(label as never) ? 1 : 0)
    await expectNoAxeViolations(page, `notification choices of a ${role}`)
  })
}

test('a founder who opens My Content is sent to Content Review', async ({ page }) => {
  const founder = await createUser({ roles: ['founder'] })
  await loginAs(page, founder)
  await page.goto('/dashboard/content')
  await expect(page).toHaveURL('/dashboard/review')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0)
})

test('a started request reads Draft to its writer and In progress to its founder on the calendar', async ({ browser }) => {
  const writer = await createUser({ roles: ['writer'], name: 'Wendy Writer' })
  const founder = await createUser({ roles: ['founder'], name: 'Felix Founder' })
  await assign(writer, founder)
  await subscribe(founder, 'growth')
  const { date, month } = dayNextMonth(10)
  await piece(writer, founder, { title: 'A request under way', status: 'draft', requested: true, plannedPublishDate: date })

  for (const [who, word] of [
    [writer, 'Draft'],
    [founder, 'In progress'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await loginAs(page, who)
    await page.goto(`/dashboard/calendar?month=${month}`)
    const item = page.locator(`td[data-day="${date}"]`).getByTestId('calendar-item')
    await expect(item).toContainText('A request under way')
    await expect(item).toContainText(word)
    await expect(item).not.toContainText(word === 'Draft' ? 'In progress' : 'Draft')
    await context.close()
  }
})
