import { createUser, expect, hydrated, loginAs, test } from './fixtures.ts'
import { expectNoAxeViolationsAtBothWidths, queryRow } from './onboarding-fixtures.ts'

test('a founder fills in the brand profile, watches it complete, and finds it saved', async ({ page }) => {
  const founder = await createUser({ roles: ['founder'] })
  await loginAs(page, founder)
  await page.goto('/dashboard')
  await page.getByRole('navigation', { name: 'Product' }).getByRole('link', { name: 'Brand profile' }).click()
  await expect(page).toHaveURL(/\/dashboard\/brand$/)
  await hydrated(page)

  const form = page.getByRole('form', { name: 'Brand profile' })
  const bar = form.getByRole('progressbar', { name: 'Brand profile completeness' })
  await expect(page.getByRole('heading', { name: 'Your brand profile is empty' })).toBeVisible()
  await expect(form.getByText('0 of 8 sections complete')).toBeVisible()
  await expect(bar).toHaveAttribute('aria-valuenow', '0')
  await expectNoAxeViolationsAtBothWidths(page, 'brand profile, empty')

  await page.getByLabel('Brand and audience').fill('Payroll for Indian start-ups, read by founders and CFOs.')
  await page.getByLabel('Word 1').fill('Blunt')
  await page.getByLabel('Word 2').fill('Warm')
  await expect(form.getByText('1 of 8 sections complete')).toBeVisible() // the voice counts with all three words
  await page.getByLabel('Word 3').fill('Nerdy')
  await page.getByLabel('Topics to own').fill('Compliance, hiring, payroll')
  await expect(form.getByText('3 of 8 sections complete')).toBeVisible()

  await page.getByLabel('LinkedIn profile').fill('https://example.com/in/farah')
  await page.getByLabel('LinkedIn profile').blur()
  await expect(page.getByText('Enter your LinkedIn profile link, e.g. https://www.linkedin.com/in/your-name')).toBeVisible()
  await page.getByLabel('Writing you like').fill('https://example.com/a\nnot a link')
  await page.getByLabel('Writing you like').blur()
  await expect(page.getByText('Line 2 is not a link: start each one with https://')).toBeVisible()
  await expectNoAxeViolationsAtBothWidths(page, 'brand profile with messages')

  await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/farah')
  await page.getByLabel('Writing you like').fill('https://example.com/a\nhttps://example.com/b')
  await page.getByLabel('Words and claims to avoid').fill('"Revolutionary"; promises about returns')
  await page.getByLabel('Competitors').fill('Razorpay Payroll')
  await page.getByLabel('Goals').fill('Inbound demo requests')
  await expect(form.getByText('8 of 8 sections complete')).toBeVisible()
  await expect(bar).toHaveAttribute('aria-valuenow', '8')
  await page.getByRole('button', { name: 'Save brand profile' }).click()
  await expect(page.getByText('Brand profile saved')).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Your brand profile is empty' })).toHaveCount(0)
  await expect(page.getByText(/^Last saved /)).toBeVisible()
  await expect(form.getByText('8 of 8 sections complete')).toBeVisible()
  await expect(page.getByLabel('Word 3')).toHaveValue('Nerdy')
  await expect(page.getByLabel('Writing you like')).toHaveValue('https://example.com/a\nhttps://example.com/b')
  // The summary writers read beside each submission, as a preview.
  await page.getByText('Preview what your writers see').click()
  const preview = page.getByRole('region', { name: 'What your writers see' })
  await expect(preview.getByText('Nerdy')).toBeVisible()
  await expect(preview.getByRole('link', { name: /linkedin\.com\/in\/farah/ })).toHaveAttribute('href', 'https://www.linkedin.com/in/farah')
  await expectNoAxeViolationsAtBothWidths(page, 'brand profile, complete')

  const row = await queryRow('select voice_words, liked_examples, linkedin_url, goals from brand_profiles where founder_id = $1', [
    founder.id,
  ])
  expect(row).toEqual({
    voice_words: ['Blunt', 'Warm', 'Nerdy'],
    liked_examples: ['https://example.com/a', 'https://example.com/b'],
    linkedin_url: 'https://www.linkedin.com/in/farah',
    goals: 'Inbound demo requests',
  })
})

test('a writer gets Access Denied on the founder brand profile', async ({ page }) => {
  await loginAs(page, 'writer@agency.test')
  const response = await page.goto('/dashboard/brand')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
})

test('at 1280 px the count sits beside the questions: Shift+Tab and a refused save land on fields in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await loginAs(page, await createUser({ roles: ['founder'] }))
  await page.goto('/dashboard/brand')
  await hydrated(page)
  const card = page.getByRole('form', { name: 'Brand profile' }).locator('.card')
  const save = page.getByRole('button', { name: 'Save brand profile' })
  const clearOfCard = async () => {
    const [field, count] = [await page.evaluate(() => document.activeElement!.getBoundingClientRect().toJSON()), await card.boundingBox()]
    return (
      field.right <= count!.x || field.left >= count!.x + count!.width || field.bottom <= count!.y || field.top >= count!.y + count!.height
    )
  }
  await save.focus()
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Shift+Tab')
    expect(await clearOfCard(), `field ${step + 1} before Save`).toBe(true)
  }
  await page.getByLabel('Writing you like').fill('not a link')
  await save.click()
  await expect(page.getByLabel('Writing you like')).toBeFocused()
  await expect(page.getByLabel('Writing you like')).toBeInViewport()
  expect(await clearOfCard()).toBe(true)
})
