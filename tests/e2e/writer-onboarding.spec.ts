import { createUser, expect, hydrated, loginAs, test } from './fixtures.ts'
import { expectNoAxeViolationsAtBothWidths, queryRow } from './onboarding-fixtures.ts'

test('logged out: "Join as a Writer" with Log In, which comes back here', async ({ page }) => {
  const user = await createUser({ roles: ['founder'], name: 'Lou Login', password: 'lou-password-1' })
  await page.goto('/writer-onboarding')
  await expect(page.getByRole('heading', { level: 1, name: 'Join as a Writer' })).toBeVisible()
  const logIn = page.getByRole('link', { name: 'Log In', exact: true })
  await expect(logIn).toHaveAttribute('href', '/login?redirectTo=%2Fwriter-onboarding')
  await expect(page.getByRole('heading', { name: 'Create Your Writer Profile' })).toHaveCount(0)
  await expectNoAxeViolationsAtBothWidths(page, 'writer onboarding, signed out')

  await logIn.click()
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fwriter-onboarding$/)
  await hydrated(page)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill('lou-password-1')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/writer-onboarding$/)
  await expect(page.getByRole('heading', { name: 'Create Your Writer Profile' })).toBeVisible()
})

test('logged in: every profile field, payout details per method, the dashboard, and the saved values on return', async ({ page }) => {
  const user = await createUser({ roles: ['founder'], name: 'Wanda Writer' })
  await loginAs(page, user)
  await page.goto('/writer-onboarding')
  await hydrated(page)
  for (const benefit of ['High-quality assignments', 'Flexible schedule', 'Competitive pay']) {
    await expect(page.getByRole('heading', { name: benefit })).toBeVisible()
  }

  // Continue waits for a name and a bio.
  const proceed = page.getByRole('button', { name: 'Continue to Payment' })
  await expect(page.getByLabel('Full name')).toHaveValue('Wanda Writer')
  await expect(proceed).toBeDisabled()
  await page.getByLabel('Professional bio').fill('I ghostwrite LinkedIn posts for fintech founders.')
  await expect(proceed).toBeEnabled()
  await page.getByLabel('Full name').fill('')
  await expect(proceed).toBeDisabled()
  await page.getByLabel('Full name').fill('Wanda Writer')

  await page.getByLabel('Portfolio URL').fill('wanda.example')
  await page.getByLabel('Years of experience').fill('61')
  await page.getByLabel('Years of experience').blur()
  await expect(page.getByText('Enter a full link starting with https://')).toBeVisible()
  await expect(page.getByText('Years of experience must be a whole number from 0 to 60')).toBeVisible()

  // Chips from the keyboard: Space picks and drops one; Enter adds your own.
  const fintech = page.getByRole('checkbox', { name: 'Fintech' })
  await fintech.focus()
  await page.keyboard.press('Space')
  await expect(fintech).toBeChecked()
  await page.getByLabel('Add your own').fill('Climate tech')
  await page.getByLabel('Add your own').press('Enter')
  const climate = page.getByRole('checkbox', { name: 'Climate tech' })
  await expect(climate).toBeChecked()
  await climate.focus()
  await page.keyboard.press('Space')
  await expect(climate).not.toBeChecked()
  await page.keyboard.press('Space')
  await expect(climate).toBeChecked()
  await expect(page.getByText('2 of 10 chosen.')).toBeVisible()
  await expectNoAxeViolationsAtBothWidths(page, 'writer profile with messages')

  await page.getByLabel('Portfolio URL').fill('https://wanda.example/work')
  await page.getByLabel('Years of experience').fill('7')
  await proceed.click()
  await expect(page).toHaveURL(/\/writer-onboarding\?step=payment$/)
  await expect(page.getByText("Profile created! Now let's set up your payment.")).toBeVisible()
  await expect(page.getByText('Profile Created Successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Complete Your Registration' })).toBeVisible()
  await hydrated(page)

  // Each method asks for its own details.
  await page.getByRole('radio', { name: 'Bank transfer' }).check()
  await page.getByRole('button', { name: 'Complete Registration' }).click()
  await expect(page.getByText('Enter the name of your bank')).toBeVisible()
  await expect(page.getByText("Enter the account holder's name")).toBeVisible()
  await expectNoAxeViolationsAtBothWidths(page, 'payout details with messages')
  await page.getByRole('radio', { name: 'UPI' }).check()
  await expect(page.getByLabel('Bank name')).toBeHidden()
  await page.getByLabel('Account holder').fill('Wanda Writer')
  await page.getByLabel('Country').fill('India')
  await page.getByLabel('UPI ID').fill('wanda')
  await page.getByRole('button', { name: 'Complete Registration' }).click()
  await expect(page.getByText('Enter a UPI ID like name@bank')).toBeVisible()
  await page.getByLabel('UPI ID').fill('wanda@okhdfc')
  await page.getByRole('button', { name: 'Complete Registration' }).click()

  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('Welcome to the writer community!')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Writer Dashboard' })).toBeVisible()
  await expect(page.getByText('Finish setting up your account')).toBeHidden()

  const profile = await queryRow('select name, bio, portfolio_url, experience_years, specialties from profiles where id = $1', [user.id])
  expect(profile).toEqual({
    name: 'Wanda Writer',
    bio: 'I ghostwrite LinkedIn posts for fintech founders.',
    portfolio_url: 'https://wanda.example/work',
    experience_years: 7,
    specialties: ['Fintech', 'Climate tech'],
  })
  const payout = await queryRow('select method, account_holder, country, upi_id, bank_name from writer_payout_details where user_id = $1', [
    user.id,
  ])
  expect(payout).toEqual({ method: 'upi', account_holder: 'Wanda Writer', country: 'India', upi_id: 'wanda@okhdfc', bank_name: null })

  // The sidebar's "Writer profile" is this page, with everything saved.
  await page.getByRole('navigation', { name: 'Product' }).getByRole('link', { name: 'Writer profile' }).click()
  await expect(page).toHaveURL(/\/writer-onboarding$/)
  await expect(page.getByText('You are registered.')).toBeVisible()
  await expect(page.getByLabel('Portfolio URL')).toHaveValue('https://wanda.example/work')
  await expect(page.getByLabel('Years of experience')).toHaveValue('7')
  await expect(page.getByRole('checkbox', { name: 'Climate tech' })).toBeChecked()
  await page.goto('/writer-onboarding?step=payment')
  await expect(page.getByRole('radio', { name: 'UPI' })).toBeChecked()
  await expect(page.getByLabel('UPI ID')).toHaveValue('wanda@okhdfc')
})
