import { createUser, expect, hydrated, loginAs, openMailLink, test, uniqueEmail } from './fixtures.ts'
import { expectNoAxeViolationsAtBothWidths, fillSignUp, holdRequests, queryRow } from './onboarding-fixtures.ts'

test('signs up, checks the inbox, verifies from the mailbox and onboards as a founder', async ({ page }) => {
  const email = uniqueEmail('onboard-founder')
  await page.goto('/signup')
  await fillSignUp(page, email, 'Erin Early')
  await expect(page).toHaveURL(/\/onboarding$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Change your email address' })).toHaveAttribute('href', '/signup')
  await hydrated(page)
  await page.getByRole('button', { name: 'Resend verification email' }).click()
  await expect(page.getByText('Verification email sent')).toBeVisible()
  // Focus is on the line that says so, not lost to the page's body.
  await expect(page.getByRole('status').filter({ hasText: 'Verification email sent' })).toBeFocused()
  await expectNoAxeViolationsAtBothWidths(page, 'check your inbox')

  // The link signs the person in and leads to onboarding, not the dashboard.
  await openMailLink(page, email, 'Verify your email')
  await expect(page).toHaveURL(/\/onboarding$/)
  await expect(page.getByText('Email verified')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible()
  await hydrated(page)

  // Step 1: no role yet → the message, Next waits, focus on the first choice; arrows choose.
  const next = page.getByRole('button', { name: 'Next' })
  await next.click()
  await expect(page.getByText('Please select your role')).toBeVisible()
  await expect(next).toBeDisabled()
  await expect(page.getByRole('radio', { name: 'Writer' })).toBeFocused()
  await expectNoAxeViolationsAtBothWidths(page, 'onboarding step 1 with its message')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'Founder / Executive' })).toBeChecked()
  await expect(page.getByText('Please select your role')).toBeHidden()
  await expect(next).toBeEnabled()
  await next.click()

  // Step 2: the name is checked on every change; Complete Setup waits while it is wrong.
  await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeFocused()
  await expect(page.getByText('Step 2 of 2')).toBeVisible()
  const name = page.getByLabel('Full Name')
  await expect(name).toHaveValue('Erin Early')
  await name.fill('E')
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible()
  const complete = page.getByRole('button', { name: 'Complete Setup' })
  await expect(complete).toBeDisabled()
  await expectNoAxeViolationsAtBothWidths(page, 'onboarding step 2 with its message')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('radio', { name: 'Founder / Executive' })).toBeChecked()
  await next.click()
  await name.fill('Erin Founder')
  await expect(complete).toBeEnabled()
  await page.getByLabel('Company').fill('Erin & Co')
  await page.getByLabel('Bio').fill('Building a payroll start-up.')

  // The success view stays until the dashboard (held here until it has been checked), after 2 s.
  const dashboard = holdRequests(page, '**/dashboard.data*')
  await complete.click()
  await expect(page.getByRole('heading', { name: 'Account Created!' })).toBeVisible()
  await expect(page.getByText('Redirecting you to the dashboard...')).toBeVisible()
  await expect(page.getByText('Welcome! Your founder profile has been set up.')).toBeVisible()
  await expectNoAxeViolationsAtBothWidths(page, 'onboarding success')
  await expect(page).toHaveURL(/\/onboarding$/)
  await dashboard.requested
  dashboard.release()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Founder Dashboard' })).toBeVisible()
  await expect(page.getByText('Finish setting up your account')).toBeHidden()

  const saved = await queryRow<{ name: string; company: string; bio: string; onboarded: boolean }>(
    `select p.name, p.company, p.bio, p.onboarded_at is not null as onboarded from profiles p join "user" u on u.id = p.id where u.email = $1`,
    [email],
  )
  expect(saved).toEqual({ name: 'Erin Founder', company: 'Erin & Co', bio: 'Building a payroll start-up.', onboarded: true })
})

test('a visitor chooses Writer, signs up, comes back with the choice and goes on to writer onboarding', async ({ page }) => {
  const email = uniqueEmail('onboard-writer')
  await page.goto('/get-started')
  await hydrated(page)
  await expectNoAxeViolationsAtBothWidths(page, 'get started, signed out')
  await page.getByRole('radio', { name: 'Writer' }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/signup\?redirectTo=%2Fget-started%3Frole%3Dwriter$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
  await fillSignUp(page, email, 'Wes Writer')
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()

  await openMailLink(page, email, 'Verify your email')
  await expect(page).toHaveURL(/\/get-started\?role=writer$/)
  await hydrated(page)
  await expect(page.getByRole('radio', { name: 'Writer' })).toBeChecked()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByLabel('Full Name')).toHaveValue('Wes Writer')
  await page.getByLabel('Bio').fill('Ghostwriter for climate founders.')

  // While the profile is being saved (held here), the button says so and waits.
  const saving = holdRequests(page, '**/get-started.data*')
  const writerOnboarding = holdRequests(page, '**/writer-onboarding.data*')
  await page.getByRole('button', { name: 'Complete Setup' }).click()
  await saving.requested
  const busy = page.getByRole('button', { name: 'Setting up profile...' })
  await expect(busy).toBeVisible()
  await expect(busy).toBeDisabled()
  saving.release()
  await expect(page.getByRole('heading', { name: 'Account Created!' })).toBeVisible()
  await expect(page.getByText('Redirecting you to your writer profile...')).toBeVisible()
  await expect(page.getByText('Welcome! Your writer profile has been set up.')).toBeVisible()
  await writerOnboarding.requested
  await expect(page).toHaveURL(/\/get-started\?role=writer$/)
  writerOnboarding.release()
  await expect(page).toHaveURL(/\/writer-onboarding$/)
  await expect(page.getByRole('heading', { name: 'Create Your Writer Profile' })).toBeVisible()
  await expect(page.getByLabel('Professional bio')).toHaveValue('Ghostwriter for climate founders.')

  const roles = await queryRow<{ roles: string[] }>(
    `select array_agg(r.role order by r.role) as roles from user_roles r join "user" u on u.id = r.user_id where u.email = $1`,
    [email],
  )
  expect(roles?.roles).toEqual(['founder', 'writer'])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the wizard still works: Next, the messages, Complete Setup, then the dashboard', async ({ page }) => {
    const user = await createUser({ roles: ['founder'], name: 'Nora' })
    await loginAs(page, user)
    await page.goto('/onboarding')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Please select your role')).toBeVisible()
    await page.getByRole('radio', { name: 'Founder / Executive' }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Step 2 of 2')).toBeVisible()
    await page.getByLabel('Full Name').fill('N')
    await page.getByRole('button', { name: 'Complete Setup' }).click()
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible()
    await page.getByLabel('Full Name').fill('Nora NoScript')
    await page.getByRole('button', { name: 'Complete Setup' }).click()
    await expect(page.getByRole('heading', { name: 'Account Created!' })).toBeVisible()
    // The page's Refresh header takes over from the script.
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: 'Founder Dashboard' })).toBeVisible()
  })
})
