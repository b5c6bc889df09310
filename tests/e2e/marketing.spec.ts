import { type Locator, type Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'

const CASE_STUDY_IDS = ['fintech-rebrand', 'retail-ads', 'saas-website', 'b2b-email', 'podcast-launch', 'product-launch']
const COUNTER_LABEL = 'words written by actual humans this year'
const COUNTER_START = 3_214_576

/** The home hero's heading; its last word is the rotating one. */
const heroHeading = (page: Page) => page.getByRole('heading', { level: 1 })

/** Reads the live counter badge as a number ("3,214,576" -> 3214576). */
async function counterValue(page: Page): Promise<number> {
  const badge = page.getByRole('paragraph').filter({ hasText: COUNTER_LABEL })
  const text = (await badge.textContent()) ?? ''
  const digits = /^\s*([\d,]+)/.exec(text)?.[1]
  expect(digits, `counter badge text "${text}"`).toBeDefined()
  return Number(digits!.replace(/,/g, ''))
}

/**
 * How opaque an element looks: the product of its own and its ancestors' opacity. Playwright's
 * toBeVisible() counts opacity 0 as visible, so hover/focus reveals are checked this way.
 */
function shownOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let opacity = 1
    for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity)
    return opacity
  })
}

/**
 * Whether the highlighter stroke behind a writer's sample line is fully drawn: the line's marker
 * (the element inside it with a background image) at its full background width.
 */
function highlighted(line: Locator): Promise<boolean> {
  return line.evaluate((element) => {
    const marker = [element, ...element.querySelectorAll('*')].find((node) => getComputedStyle(node).backgroundImage !== 'none')
    if (!marker) return false
    return getComputedStyle(marker).backgroundSize.split(' ')[0] === '100%'
  })
}

test.describe('home page', () => {
  test.describe('with a controlled clock', () => {
    test.beforeEach(async ({ page }) => {
      // Fake timers, paused from the start: every timer tick in these tests is one we asked for.
      await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') })
      await page.clock.pauseAt(new Date('2026-06-01T10:00:01Z'))
    })

    test('the rotating word shows WTF first and changes to OMG after 3 s, then HOW? and WHAT!', async ({ page }) => {
      await page.goto('/')
      await expect(heroHeading(page)).toHaveText('Content so bold your audience says WTF')
      await hydrated(page)
      await page.clock.runFor(2_900)
      await expect(heroHeading(page)).toHaveText(/says WTF$/)
      await page.clock.runFor(200)
      await expect(heroHeading(page)).toHaveText(/says OMG$/)
      await page.clock.runFor(3_000)
      await expect(heroHeading(page)).toHaveText(/says HOW\?$/)
      await page.clock.runFor(3_000)
      await expect(heroHeading(page)).toHaveText(/says WHAT!$/)
      await page.clock.runFor(3_000)
      await expect(heroHeading(page)).toHaveText(/says WTF$/)
    })

    test('the live counter starts at 3,214,576 and rises by 1-7 every 200 ms', async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      const start = await counterValue(page)
      expect(start).toBeGreaterThanOrEqual(COUNTER_START)
      await page.clock.runFor(200)
      await expect.poll(() => counterValue(page)).toBeGreaterThan(start)
      const afterOneTick = await counterValue(page)
      expect(afterOneTick - start).toBeLessThanOrEqual(7)
      await page.clock.runFor(1_000)
      await expect.poll(() => counterValue(page)).toBeGreaterThanOrEqual(afterOneTick + 5)
      expect((await counterValue(page)) - afterOneTick).toBeLessThanOrEqual(35)
    })

    test('Pause animations stops the word and the counter, and pressing it again restarts them', async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      const pause = page.getByRole('button', { name: 'Pause animations' })
      await expect(pause).toHaveAttribute('aria-pressed', 'false')
      await pause.click()
      await expect(pause).toHaveAttribute('aria-pressed', 'true')
      const counter = await counterValue(page)
      await page.clock.runFor(10_000)
      await expect(heroHeading(page)).toHaveText(/says WTF$/)
      expect(await counterValue(page)).toBe(counter)
      await pause.click()
      await expect(pause).toHaveAttribute('aria-pressed', 'false')
      await page.clock.runFor(3_000)
      await expect(heroHeading(page)).toHaveText(/says OMG$/)
      expect(await counterValue(page)).toBeGreaterThan(counter)
    })
  })

  test.describe('with reduced motion', () => {
    test.use({ contextOptions: { reducedMotion: 'reduce' } })

    test('the word stays WTF and the counter does not move', async ({ page }) => {
      await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') })
      await page.clock.pauseAt(new Date('2026-06-01T10:00:01Z'))
      await page.goto('/')
      await hydrated(page)
      const counter = await counterValue(page)
      expect(counter).toBe(COUNTER_START)
      await page.clock.runFor(10_000)
      await expect(heroHeading(page)).toHaveText('Content so bold your audience says WTF')
      expect(await counterValue(page)).toBe(counter)
      // The pause control is pointless when nothing moves, so it is not offered.
      await expect(page.getByRole('button', { name: 'Pause animations' })).toBeHidden()
    })
  })

  // The timings themselves are checked with the controlled clock above and measured by bench/timings.mjs.
  test('with real timers, the word changes to OMG and the counter rises', async ({ page }) => {
    await page.goto('/')
    await expect(heroHeading(page)).toHaveText(/says WTF$/)
    const start = await counterValue(page)
    expect(start).toBeGreaterThanOrEqual(COUNTER_START)
    await hydrated(page)
    await expect(heroHeading(page)).toHaveText(/says OMG$/)
    await expect.poll(() => counterValue(page)).toBeGreaterThan(start)
  })

  test('hero links, featured case studies, pricing section and Contact Sales', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'See Plans' })).toHaveAttribute('href', '#pricing')
    await expect(main.getByRole('link', { name: 'See Examples' })).toHaveAttribute('href', '/examples')

    const featured = page.getByRole('region', { name: 'Brands That Stopped Playing It Safe' }).getByRole('listitem')
    await expect(featured).toHaveCount(3)
    const featuredLinks = featured.getByRole('link')
    await expect(featuredLinks).toHaveCount(3)
    const hrefs = await featuredLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual(['/case-studies/fintech-rebrand', '/case-studies/retail-ads', '/case-studies/saas-website'])

    await expect(main.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact')

    const pricing = page.getByRole('region', { name: 'Pricing', exact: true })
    await expect(pricing).toHaveAttribute('id', 'pricing')
    await expect(pricing.getByTestId('plan-growth')).toBeVisible()

    await main.getByRole('link', { name: 'See Plans' }).click()
    await expect(page).toHaveURL(/\/#pricing$/)
    await expect(pricing).toBeInViewport()
  })

  test("the pricing section's code loads when it comes near, then its toggles work", async ({ page }) => {
    const pricingCode: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/pricing-section-[^/]*\.js$/.test(request.url())) pricingCode.push(request.url())
    })
    await page.goto('/')
    await hydrated(page)
    expect(pricingCode).toEqual([])

    const pricing = page.getByRole('region', { name: 'Pricing', exact: true })
    await pricing.scrollIntoViewIfNeeded()
    await expect.poll(() => pricingCode.length).toBe(1)
    const yearly = pricing.getByRole('button', { name: 'Yearly' })
    await expect(async () => {
      await yearly.click()
      await expect(yearly).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 })
    }).toPass()
    await expect(pricing.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'false')
  })

  test('a featured case-study card opens its case study', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const card = page.getByRole('region', { name: 'Brands That Stopped Playing It Safe' }).getByRole('listitem').nth(1)
    const title = (await card.getByRole('link').textContent())?.trim() ?? ''
    await card.getByRole('link').click()
    await expect(page).toHaveURL(/\/case-studies\/retail-ads$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  test('Contact Sales goes to the contact page', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('main').getByRole('link', { name: 'Contact Sales' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible()
  })
})

test.describe('FAQ', () => {
  const QUESTIONS = [
    'How do you capture my brand voice?',
    'Do you use AI to write my content?',
    'How many revisions do I get?',
    "What if I'm not happy with the content?",
    'How quickly will I receive my content?',
    'Is your content SEO-optimized?',
    'Can I change or cancel my plan?',
    'Do you write in languages other than English?',
  ]

  const expanded = async (page: Page) => {
    const states: string[] = []
    for (const question of QUESTIONS)
      states.push((await page.getByRole('button', { name: question }).getAttribute('aria-expanded')) ?? 'missing')
    return states.filter((state) => state === 'true').length
  }

  test('eight questions, only one open at a time', async ({ page }) => {
    await page.goto('/faq')
    await hydrated(page)
    const questionButtons = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button')
    await expect(questionButtons).toHaveCount(8)
    // Each button is named by its question (the "01".."08" numbering is decorative).
    for (const [index, question] of QUESTIONS.entries()) await expect(questionButtons.nth(index)).toHaveAccessibleName(question)

    const first = page.getByRole('button', { name: QUESTIONS[0] })
    const revisions = page.getByRole('button', { name: 'How many revisions do I get?' })
    const turnaround = page.getByRole('button', { name: 'How quickly will I receive my content?' })
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('region', { name: 'How many revisions do I get?' })).toBeHidden()

    await revisions.click()
    await expect(revisions).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    const answer = page.getByRole('region', { name: 'How many revisions do I get?' })
    await expect(answer).toBeVisible()
    await expect(answer).toContainText('unlimited revisions')
    await expect(page.getByRole('region', { name: QUESTIONS[0] })).toBeHidden()

    await turnaround.click()
    await expect(turnaround).toHaveAttribute('aria-expanded', 'true')
    await expect(revisions).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('region', { name: 'How quickly will I receive my content?' })).toContainText('2-3 business days')
    await expect(answer).toBeHidden()
    expect(await expanded(page)).toBe(1)

    // Clicking the open question again closes it.
    await turnaround.click()
    await expect(turnaround).toHaveAttribute('aria-expanded', 'false')
    expect(await expanded(page)).toBe(0)
  })

  test('questions work from the keyboard', async ({ page }) => {
    await page.goto('/faq')
    await hydrated(page)
    const first = page.getByRole('button', { name: QUESTIONS[0] })
    const second = page.getByRole('button', { name: QUESTIONS[1] })
    const third = page.getByRole('button', { name: QUESTIONS[2] })

    await first.focus()
    await page.keyboard.press('Tab')
    await expect(second).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('region', { name: QUESTIONS[1] })).toContainText('human writer')

    // The open answer holds no focusable element, so Tab goes straight to the next question.
    await page.keyboard.press('Tab')
    await expect(third).toBeFocused()
    await page.keyboard.press('Space')
    await expect(third).toHaveAttribute('aria-expanded', 'true')
    await expect(second).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Space')
    await expect(third).toHaveAttribute('aria-expanded', 'false')
    expect(await expanded(page)).toBe(0)
  })

  test('links to the contact page', async ({ page }) => {
    await page.goto('/faq')
    await hydrated(page)
    const contact = page.getByRole('main').getByRole('link', { name: 'Contact us' })
    await expect(contact).toHaveAttribute('href', '/contact')
    await contact.click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test.describe('blog', () => {
  const CATEGORIES: [string, number][] = [
    ['Strategy', 2],
    ['Writing Tips', 1],
    ['LinkedIn', 1],
    ['Psychology', 1],
    ['Marketing', 1],
  ]

  test('category chips filter the articles and All restores six', async ({ page }) => {
    await page.goto('/blog')
    await hydrated(page)
    const chips = page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button')
    await expect(chips).toHaveText(['All', ...CATEGORIES.map(([name]) => name)])
    const articles = page.getByRole('region', { name: 'Articles' }).getByRole('listitem')
    const articleLinks = page.getByRole('region', { name: 'Articles' }).getByRole('link')
    await expect(articles).toHaveCount(6)
    await expect(articleLinks).toHaveCount(6)
    await expect(chips.filter({ hasText: 'All' })).toHaveAttribute('aria-pressed', 'true')

    for (const [category, count] of CATEGORIES) {
      const chip = chips.filter({ hasText: category })
      await chip.click()
      await expect(chip).toHaveAttribute('aria-pressed', 'true')
      await expect(chips.filter({ hasText: 'All' })).toHaveAttribute('aria-pressed', 'false')
      await expect(page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button', { pressed: true })).toHaveText([
        category,
      ])
      await expect(articleLinks).toHaveCount(count)
      for (const article of await articles.all()) await expect(article.getByText(category, { exact: true })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'articles' })).toHaveText(`${count} of 6 articles in ${category}`)
    }

    await chips.filter({ hasText: 'All' }).click()
    await expect(chips.filter({ hasText: 'All' })).toHaveAttribute('aria-pressed', 'true')
    await expect(articleLinks).toHaveCount(6)
  })

  test('each article link opens the article with its title, read time and date', async ({ page }) => {
    await page.goto('/blog')
    await hydrated(page)
    const cards = await page.getByRole('region', { name: 'Articles' }).getByRole('listitem').all()
    expect(cards).toHaveLength(6)
    const entries: { href: string; title: string; meta: string }[] = []
    for (const card of cards) {
      const link = card.getByRole('link')
      entries.push({
        href: (await link.getAttribute('href')) ?? '',
        title: ((await link.textContent()) ?? '').trim(),
        meta: (
          (await card
            .getByText(/min read/)
            .locator('..')
            .textContent()) ?? ''
        ).trim(),
      })
    }
    expect(entries.map((entry) => entry.href)).toEqual([
      '/blog/ai-content-limitations',
      '/blog/sound-human-ai-age',
      '/blog/linkedin-ghostwriting-explained',
      '/blog/psychology-scroll-stopping-content',
      '/blog/content-strategy-guide',
      '/blog/bold-content-marketing',
    ])

    for (const [index, entry] of entries.entries()) {
      if (index === 0) {
        // The first one the way a visitor does it: a click and a client-side navigation.
        await page.getByRole('link', { name: entry.title }).click()
        await expect(page).toHaveURL(new RegExp(`${entry.href}$`))
      } else {
        const response = await page.goto(entry.href)
        expect(response?.status(), entry.href).toBe(200)
      }
      const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) })
      await expect(page.getByRole('heading', { level: 1 }), entry.href).toHaveText(entry.title)
      await expect(article.getByText(/^\d+ min read$/), entry.href).toBeVisible()
      await expect(article.getByText(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}$/), entry.href).toBeVisible()
      // The same date and read time as on its card in the index.
      const meta = (
        (await article
          .getByText(/min read/)
          .locator('..')
          .textContent()) ?? ''
      ).trim()
      expect(meta, entry.href).toBe(entry.meta)
    }
  })
})

test.describe('case studies', () => {
  const CATEGORIES: [string, string][] = [
    ['Brand Voice', 'fintech-rebrand'],
    ['Social Media', 'retail-ads'],
    ['Website Copy', 'saas-website'],
    ['Email Marketing', 'b2b-email'],
    ['Content Strategy', 'podcast-launch'],
    ['Product Marketing', 'product-launch'],
  ]

  test('the heading, the filter chips and the closing call to action', async ({ page }) => {
    await page.goto('/case-studies')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Work Speaks For Itself')
    const chips = page.getByRole('group', { name: 'Filter case studies by category' }).getByRole('button')
    await expect(chips).toHaveText(['All', ...CATEGORIES.map(([name]) => name)])
    const list = page.getByRole('region', { name: 'Case study list' })
    const cards = list.getByRole('listitem')
    await expect(cards).toHaveCount(6)
    const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.sort()).toEqual(CASE_STUDY_IDS.map((id) => `/case-studies/${id}`).sort())

    await chips.filter({ hasText: 'Email Marketing' }).click()
    await expect(chips.filter({ hasText: 'Email Marketing' })).toHaveAttribute('aria-pressed', 'true')
    await expect(chips.filter({ hasText: /^All$/ })).toHaveAttribute('aria-pressed', 'false')
    await expect(cards).toHaveCount(1)
    await expect(cards.getByText('Email Marketing', { exact: true })).toBeVisible()
    await expect(cards.getByRole('link')).toHaveAttribute('href', '/case-studies/b2b-email')

    for (const [category, id] of CATEGORIES) {
      await chips.filter({ hasText: category }).click()
      await expect(cards).toHaveCount(1)
      await expect(cards.getByText(category, { exact: true })).toBeVisible()
      await expect(cards.getByRole('link')).toHaveAttribute('href', `/case-studies/${id}`)
    }

    await chips.filter({ hasText: /^All$/ }).click()
    await expect(cards).toHaveCount(6)

    const start = page.getByRole('link', { name: 'Start Your Project' })
    await expect(page.getByRole('heading', { name: 'Ready to be our next success story?' })).toBeVisible()
    await expect(start).toHaveAttribute('href', '/contact')
    await start.click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('a case study page shows its challenge, approach and results', async ({ page }) => {
    await page.goto('/case-studies')
    await hydrated(page)
    const card = page.getByRole('region', { name: 'Case study list' }).getByRole('listitem').filter({ hasText: 'Email Marketing' })
    const title = ((await card.getByRole('link').textContent()) ?? '').trim()
    await card.getByRole('link').click()
    await expect(page).toHaveURL(/\/case-studies\/b2b-email$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    for (const section of ['The Challenge', 'Our Approach', 'The Results']) {
      const region = page.getByRole('region', { name: section })
      await expect(region.getByRole('heading', { level: 2, name: section })).toBeVisible()
      expect(((await region.textContent()) ?? '').replace(section, '').trim().length, section).toBeGreaterThan(100)
    }
    await expect(page.getByRole('region', { name: 'Our Approach' }).getByRole('listitem')).not.toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/contact')
  })

  test('every case study page answers, and an unknown one is a 404', async ({ page }) => {
    for (const id of CASE_STUDY_IDS) {
      const response = await page.goto(`/case-studies/${id}`)
      expect(response?.status(), id).toBe(200)
      await expect(page.getByRole('region', { name: 'The Challenge' }), id).toBeVisible()
      await expect(page.getByRole('region', { name: 'Our Approach' }), id).toBeVisible()
      await expect(page.getByRole('region', { name: 'The Results' }), id).toBeVisible()
    }
    const missing = await page.goto('/case-studies/no-such-study')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })
})

test.describe('examples', () => {
  test('type and style filters narrow the cards', async ({ page }) => {
    await page.goto('/examples')
    await hydrated(page)
    const types = page.getByRole('group', { name: 'Content type' })
    const styles = page.getByRole('group', { name: 'Style' })
    await expect(types.getByRole('button')).toHaveText(['All', 'Blog', 'PR', 'LinkedIn'])
    await expect(styles.getByRole('button')).toHaveText(['All', 'Edgy', 'Funny', 'Smart'])
    await expect(types.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    await expect(styles.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')

    const cards = page.getByRole('region', { name: 'Example headlines' }).getByRole('article')
    const total = await cards.count()
    expect(total).toBeGreaterThanOrEqual(6)
    await expect(page.getByRole('status').filter({ hasText: 'examples' })).toHaveText(`Showing ${total} of ${total} examples`)

    await types.getByRole('button', { name: 'Blog' }).click()
    await expect(types.getByRole('button', { name: 'Blog' })).toHaveAttribute('aria-pressed', 'true')
    await expect(types.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(() => cards.count()).toBeLessThan(total)
    const blogCount = await cards.count()
    expect(blogCount).toBeGreaterThan(0)
    for (const card of await cards.all()) await expect(card.getByText('Blog', { exact: true })).toBeVisible()

    await styles.getByRole('button', { name: 'Edgy' }).click()
    await expect(styles.getByRole('button', { name: 'Edgy' })).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => cards.count()).toBeLessThan(blogCount)
    const blogEdgy = await cards.count()
    expect(blogEdgy).toBeGreaterThan(0)
    for (const card of await cards.all()) {
      await expect(card.getByText('Blog', { exact: true })).toBeVisible()
      await expect(card.getByText('Edgy', { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('status').filter({ hasText: 'examples' })).toHaveText(`Showing ${blogEdgy} of ${total} examples`)

    // Style alone, then back to everything.
    await types.getByRole('button', { name: 'All' }).click()
    await expect.poll(() => cards.count()).toBeGreaterThan(blogEdgy)
    for (const card of await cards.all()) await expect(card.getByText('Edgy', { exact: true })).toBeVisible()
    await types.getByRole('button', { name: 'LinkedIn' }).click()
    await styles.getByRole('button', { name: 'Smart' }).click()
    await expect(cards).not.toHaveCount(0)
    for (const card of await cards.all()) {
      await expect(card.getByText('LinkedIn', { exact: true })).toBeVisible()
      await expect(card.getByText('Smart', { exact: true })).toBeVisible()
    }
    await types.getByRole('button', { name: 'All' }).click()
    await styles.getByRole('button', { name: 'All' }).click()
    await expect(cards).toHaveCount(total)
  })

  test('every See Full Case Study link points to an existing case study', async ({ page, request }) => {
    await page.goto('/examples')
    await hydrated(page)
    const cards = page.getByRole('region', { name: 'Example headlines' }).getByRole('article')
    const links = page.getByRole('region', { name: 'Example headlines' }).getByRole('link', { name: 'See Full Case Study' })
    await expect(links).toHaveCount(await cards.count())
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''))
    for (const href of hrefs)
      expect(
        CASE_STUDY_IDS.map((id) => `/case-studies/${id}`),
        href,
      ).toContain(href)
    for (const href of new Set(hrefs)) expect((await request.get(href)).status(), href).toBe(200)

    await links.first().click()
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`))
    await expect(page.getByRole('region', { name: 'The Challenge' })).toBeVisible()
  })

  test('the call to action goes to the contact page', async ({ page }) => {
    await page.goto('/examples')
    await expect(page.getByRole('main').getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact')
  })
})

test.describe('results', () => {
  test('eighteen result cards, three testimonials and the buttons', async ({ page }) => {
    await page.goto('/results')
    await hydrated(page)
    const grid = page.getByRole('region', { name: 'Client results' })
    await expect(grid.getByRole('listitem')).toHaveCount(18)
    const cards = grid.getByRole('article')
    await expect(cards).toHaveCount(18)
    for (const card of await cards.all()) {
      const impressions = ((await card.getByText(/^\d+K impressions$/).textContent()) ?? '').trim()
      const thousands = Number(/^(\d+)K impressions$/.exec(impressions)?.[1])
      expect(thousands, impressions).toBeGreaterThanOrEqual(19)
      expect(thousands, impressions).toBeLessThanOrEqual(691)
      await expect(card.getByText(/^\+\d{1,3}(,\d{3})*% in (7|14|28|90) days$/)).toBeVisible()
      const forMe = card.getByRole('link', { name: /^(LinkedIn|Blog|PR|Newsletter) for me$/ })
      const product = ((await forMe.textContent()) ?? '').replace(' for me', '')
      await expect(forMe).toHaveAttribute('href', `/contact?topic=${product.toLowerCase()}`)
      await expect(card.getByRole('link', { name: 'Show me plans' })).toHaveAttribute('href', '/pricing')
    }

    const testimonials = page.getByRole('region', { name: 'Said by Humans, About Humans' }).getByRole('listitem')
    await expect(testimonials).toHaveCount(3)
    for (const testimonial of await testimonials.all()) await expect(testimonial.getByRole('figure')).toBeVisible()

    const forMe = page.getByRole('main').getByRole('link', { name: /^(LinkedIn|Blog|PR|Newsletter) for me$/ })
    await expect(forMe).toHaveCount(19)
    for (const href of await forMe.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^\/contact\?topic=(linkedin|blog|pr|newsletter)$/)
    const plans = page.getByRole('main').getByRole('link', { name: 'Show me plans' })
    await expect(plans).toHaveCount(19)
    for (const href of await plans.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toBe('/pricing')
  })

  test('a card button names its product and leads to the contact form with that subject filled in', async ({ page }) => {
    await page.goto('/results')
    await hydrated(page)
    const card = page.getByRole('region', { name: 'Client results' }).getByRole('article').first()
    const product = (
      (await card
        .getByText(/^(LinkedIn|Blog|PR|Newsletter)$/)
        .first()
        .textContent()) ?? ''
    ).trim()
    await card.getByRole('link', { name: `${product} for me` }).click()
    await expect(page).toHaveURL(`/contact?topic=${product.toLowerCase()}`)
    await expect(page.getByLabel('Subject (optional)')).toHaveValue(`${product} content`)
    await page.goBack()
    await page
      .getByRole('region', { name: 'Client results' })
      .getByRole('article')
      .first()
      .getByRole('link', { name: 'Show me plans' })
      .click()
    await expect(page).toHaveURL(/\/pricing$/)
  })
})

test.describe('writers (Not an AI)', () => {
  test('six writer cards and a link to the contact page', async ({ page }) => {
    await page.goto('/not-an-ai')
    await hydrated(page)
    const cards = page.getByRole('region', { name: 'Writers' }).getByRole('article')
    await expect(cards).toHaveCount(6)
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty()
      await expect(card.getByText('Niche', { exact: true })).toBeVisible()
      await expect(card.getByText('Tone', { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: 'Why not AI?' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Talk to a Human' })).toHaveAttribute('href', '/contact')
  })

  test('every card shows its sample line without hover or focus', async ({ page }) => {
    await page.goto('/not-an-ai')
    await hydrated(page)
    await page.mouse.move(0, 0)
    const cards = page.getByRole('region', { name: 'Writers' }).getByRole('article')
    await expect(cards).toHaveCount(6)
    for (const card of await cards.all()) {
      const line = card.getByRole('blockquote')
      await expect(line).toHaveText(/^“.{20,}”$/)
      await expect(line).toBeVisible()
      await expect.poll(() => shownOpacity(line)).toBe(1)
      await expect.poll(() => highlighted(line)).toBe(false)
    }
    await expect(page.getByText(/hover or focus/i)).toHaveCount(0)
  })

  test('hovering a card highlights its sample line', async ({ page }) => {
    await page.goto('/not-an-ai')
    await hydrated(page)
    await page.mouse.move(0, 0)
    const cards = page.getByRole('region', { name: 'Writers' }).getByRole('article')
    const firstLine = cards.nth(0).getByText('Your runway is not a personality trait.')
    const secondLine = cards.nth(1).getByText('If your homepage needs a glossary')

    await cards.nth(0).hover()
    await expect.poll(() => highlighted(firstLine)).toBe(true)
    await expect.poll(() => highlighted(secondLine)).toBe(false)

    await cards.nth(1).hover()
    await expect.poll(() => highlighted(secondLine)).toBe(true)
    await expect.poll(() => highlighted(firstLine)).toBe(false)
  })

  test('keyboard focus on a card highlights its sample line', async ({ page }) => {
    await page.goto('/not-an-ai')
    await hydrated(page)
    const cards = page.getByRole('region', { name: 'Writers' }).getByRole('article')
    const first = cards.nth(0)
    const second = cards.nth(1)
    const firstLine = first.getByText('Your runway is not a personality trait.')
    const secondLine = second.getByText('If your homepage needs a glossary')

    // Start the Tab order at the page title, with the pointer away from the cards.
    await page.getByRole('heading', { level: 1 }).click()
    await page.mouse.move(0, 0)
    await expect.poll(() => highlighted(firstLine)).toBe(false)

    await page.keyboard.press('Tab')
    await expect(first).toBeFocused()
    await expect.poll(() => highlighted(firstLine)).toBe(true)
    await expect.poll(() => highlighted(secondLine)).toBe(false)

    await page.keyboard.press('Tab')
    await expect(second).toBeFocused()
    await expect.poll(() => highlighted(secondLine)).toBe(true)
    await expect.poll(() => highlighted(firstLine)).toBe(false)
  })
})
