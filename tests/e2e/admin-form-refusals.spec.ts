// How the admin's forms and filters refuse: filters the server refuses keep the page's controls (Export CSV
// switched off, the Admin choices still there); the refund form reports every invalid field on the first
// click; and the coupon form's refusals all say one line above the fields, and no toast repeats it.
import { query } from './admin-money-fixtures.ts'
import { createUser, expect, hydrated, loginAs, test, watchErrorToasts } from './fixtures.ts'

const unique = () => Math.random().toString(36).slice(2, 8)

test('reversed dates are refused without losing Export CSV or the Admin choices', async ({ page }) => {
  const admin = await createUser({ roles: ['admin'], name: `Ada Filters ${unique()}` })
  await loginAs(page, admin)

  await page.goto('/dashboard/admin/billing?from=2026-12-31&to=2026-01-01')
  await expect(page.getByRole('alert')).toContainText('The start date must be on or before the end date.')
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  await expect(page.getByLabel('From (UTC)')).toHaveValue('2026-12-31')

  await page.goto(`/dashboard/admin/activity?actor=${admin.id}&from=2026-12-31&to=2026-01-01`)
  await expect(page.getByRole('alert')).toContainText('The start date must be on or before the end date.')
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  await expect(page.getByLabel('Admin')).toHaveValue(admin.id)
  await expect(page.getByLabel('Admin').locator('option:checked')).toHaveText(admin.name)

  await page.goto('/dashboard/admin/activity')
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible()
})

test('the refund form reports an empty amount and an empty reason on the first click', async ({ page }) => {
  const founder = await createUser({ roles: ['founder'], name: `Rory Refund ${unique()}` })
  const [payment] = await query<{ id: string }>(
    `insert into payment_data (user_id, plan, email, amount_minor, currency, billing_period, status, outcome, provider)
     values ($1, 'linkedin-profile-optimization', $2, 9900, 'USD', 'monthly', 'success', 'paid', 'sandbox') returning id`,
    [founder.id, founder.email],
  )
  const [charge] = await query<{ id: string }>(
    `insert into billing_transactions (user_id, payment_id, transaction_type, amount_minor, currency, status, description)
     values ($1, $2, 'one_time', 9900, 'USD', 'completed', 'LinkedIn Profile Optimization') returning id`,
    [founder.id, payment!.id],
  )
  await loginAs(page, await createUser({ roles: ['admin'], name: 'Ada Refunds' }))
  await page.goto(`/dashboard/admin/billing/${charge!.id}/refund`)
  await hydrated(page)
  await page.getByLabel('Amount (USD)').fill('')
  await page.getByRole('button', { name: 'Review refund' }).click()
  await expect(page.getByLabel('Amount (USD)')).toHaveAccessibleDescription(/Enter the amount to refund/)
  await expect(page.getByLabel('Reason')).toHaveAccessibleDescription(/Say why the money goes back/)
})

test('the coupon form refuses an empty form, bad input and a taken code alike: one line above the fields, no toast', async ({ page }) => {
  const code = `TAKEN${unique().toUpperCase()}`
  await query(`insert into coupon_codes (code, discount_type, discount_amount, applicable_to) values ($1, 'percentage', 10, '{founder}')`, [
    code,
  ])
  await loginAs(page, await createUser({ roles: ['admin'], name: 'Ada Coupons' }))
  await page.goto('/dashboard/admin/coupons')
  await hydrated(page)
  const form = page.locator('#create-coupon')
  const create = form.getByRole('button', { name: 'Create Coupon' })
  const errorToasts = await watchErrorToasts(page)

  await create.click()
  await expect(form.getByRole('alert').first()).toHaveText('Please fill in required fields')
  await expect(form.getByLabel('Coupon code')).toHaveAccessibleDescription(/Coupon code is required/)

  await form.getByLabel('Coupon code').fill('BAD CODE!')
  await form.getByLabel('Discount amount (%)').fill('150')
  await create.click()
  await expect(form.getByRole('alert').first()).toHaveText('Please fix the highlighted fields.')
  await expect(form.getByLabel('Discount amount (%)')).toHaveAccessibleDescription(/A percentage is a whole number from 1 to 100/)

  await form.getByLabel('Coupon code').fill(code)
  await form.getByLabel('Discount amount (%)').fill('15')
  await create.click()
  await expect(form.getByLabel('Coupon code')).toHaveAccessibleDescription(/already exists/)
  await expect(form.getByRole('alert').first()).toHaveText('Please fix the highlighted fields.')
  await errorToasts.expectNone()
})
