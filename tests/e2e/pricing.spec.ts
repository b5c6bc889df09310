import { expect, hydrated, test } from './fixtures.ts'

test('the toggles switch prices and the Get Started link', async ({ page }) => {
  await page.goto('/pricing')
  await hydrated(page)
  const growth = page.getByTestId('plan-growth')
  await expect(growth.getByTestId('plan-price')).toHaveText('$199')
  await expect(growth.getByRole('link', { name: 'Get Started with Growth' })).toHaveAttribute(
    'href',
    '/checkout/growth?billing=monthly&currency=USD',
  )

  await page.getByRole('group', { name: 'Billing period' }).getByRole('button', { name: 'Yearly' }).click()
  await expect(growth.getByTestId('plan-price')).toHaveText('$1,910')
  await expect(growth.getByTestId('plan-per-month')).toHaveText('$159/month, billed yearly')
  await expect(growth.getByRole('link', { name: 'Get Started with Growth' })).toHaveAttribute(
    'href',
    '/checkout/growth?billing=yearly&currency=USD',
  )

  await page.getByRole('group', { name: 'Currency' }).getByRole('button', { name: 'INR ₹' }).click()
  await expect(growth.getByTestId('plan-price')).toHaveText('₹1,63,190')
  await expect(growth.getByRole('link', { name: 'Get Started with Growth' })).toHaveAttribute(
    'href',
    '/checkout/growth?billing=yearly&currency=INR',
  )
  await expect(page.getByTestId('linkedin-price')).toContainText('₹8,249')
  await expect(page.getByRole('link', { name: 'Optimize my profile' })).toHaveAttribute(
    'href',
    '/checkout/linkedin-profile-optimization?currency=INR',
  )
})

test('sold-out plans have a disabled button and Growth is Most Popular', async ({ page }) => {
  await page.goto('/pricing')
  for (const slug of ['base', 'c-suite-presence']) {
    await expect(page.getByTestId(`plan-${slug}`).getByRole('button', { name: 'Sold Out' })).toBeDisabled()
  }
  await expect(page.getByTestId('plan-growth')).toContainText('Most Popular')
  await expect(page.getByTestId('plan-enterprise')).toContainText('Available on demand')
  // A sold-out plan offers no slots: its availability line is not shown.
  await expect(page.getByTestId('plan-starter')).toContainText('Only 8 slots left')
  await expect(page.getByTestId('plan-base')).not.toContainText('slots left')
  await expect(page.getByRole('region', { name: 'Plan comparison' }).getByRole('row')).toHaveCount(10)
})

test('the LinkedIn offer’s button is the primary button every dark card uses, not a colour of its own', async ({ page }) => {
  await page.goto('/pricing')
  const offer = page.getByRole('link', { name: 'Optimize my profile' })
  // The shock orange of btnOnDark (components/marketing/styles.ts), as on the home page's dark cards.
  await expect(offer).toHaveCSS('background-color', 'rgb(255, 90, 54)')
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 900 } })

  test('the plan comparison says it scrolls sideways and keeps the feature names in view', async ({ page }) => {
    await page.goto('/pricing')
    const comparison = page.getByRole('region', { name: 'Plan comparison' })
    await expect(comparison).toHaveAccessibleDescription('Scroll the table sideways to see every plan.')
    await expect(page.getByText('Scroll the table sideways to see every plan.')).toBeVisible()
    await comparison.evaluate((element) => element.scrollTo({ left: 300 }))
    const feature = comparison.getByRole('rowheader', { name: 'Blog articles' })
    const [featureLeft, regionLeft] = await Promise.all([
      feature.evaluate((element) => element.getBoundingClientRect().left),
      comparison.evaluate((element) => element.getBoundingClientRect().left),
    ])
    expect(featureLeft).toBeGreaterThanOrEqual(regionLeft)
  })
})

test.describe('with an Indian browser language', () => {
  // No JavaScript: what the server sent is what shows, so there is no flash of the wrong currency.
  test.use({ locale: 'en-IN', extraHTTPHeaders: { 'Accept-Language': 'en-IN,en;q=0.9' }, javaScriptEnabled: false })

  test('shows rupees on the first paint', async ({ page }) => {
    await page.goto('/pricing')
    await expect(page.getByTestId('plan-growth').getByTestId('plan-price')).toHaveText('₹16,999')
    await expect(page.getByRole('group', { name: 'Currency' }).getByRole('button', { name: 'INR ₹' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})

test('a currency in the query wins over the browser language', async ({ page }) => {
  await page.goto('/pricing?currency=INR&billing=yearly')
  await expect(page.getByTestId('plan-starter').getByTestId('plan-price')).toHaveText('₹79,190')
})
