// The fallback faces of app/styles/app.css (decision 010): for each brand face and weight band, the
// ratio of its average advance width to the local Arial-metric face's over the text the public pages
// render in it, and the size-adjust / ascent-override / descent-override that follow. Run after a
// build, and again whenever a face or much of the copy changes.
//   node bench/font-fallback.mjs
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, basePort, startServer } from './support.mjs'

const PAGES = [
  '/',
  '/pricing',
  '/examples',
  '/not-an-ai',
  '/about',
  '/faq',
  '/how-it-works',
  '/login',
  '/signup',
  '/contact',
  '/case-studies',
  '/results',
  '/blog',
]
const PORT = basePort(3740)
const server = await startServer(PORT)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const totals = {}
  let metrics = {}
  for (const pagePath of PAGES) {
    await page.goto(`http://127.0.0.1:${PORT}${pagePath}`, { waitUntil: 'networkidle' })
    const result = await page.evaluate(async () => {
      await document.fonts.ready
      // Liberation Sans has Arial's advance widths; it is what Linux machines here have.
      for (const [weight, name] of [
        ['400', 'Liberation Sans'],
        ['700', 'Liberation Sans Bold'],
      ]) {
        const face = new FontFace('Arial Metrics', `local('${name}')`, { weight })
        await face.load()
        document.fonts.add(face)
      }
      const canvas = document.createElement('canvas').getContext('2d')
      const bands = {}
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent.replace(/\s+/g, ' ').trim()
        const element = node.parentElement
        if (text.length < 3 || element.closest('[aria-hidden=true], .sr-only')) continue
        const style = getComputedStyle(element)
        const family = style.fontFamily.startsWith('"Bricolage Grotesque"')
          ? 'Bricolage Grotesque'
          : style.fontFamily.startsWith('Figtree')
            ? 'Figtree'
            : null
        if (!family) continue
        const weight = family === 'Bricolage Grotesque' ? 800 : Number(style.fontWeight)
        const band =
          family === 'Bricolage Grotesque'
            ? `${family} (all weights)`
            : `${family} ${weight < 550 ? '100–549' : weight < 750 ? '550–749' : '750–1000'}`
        canvas.font = `${weight} 100px "${family}"`
        const brand = canvas.measureText(text)
        canvas.font = `${weight >= 550 ? 700 : 400} 100px "Arial Metrics"`
        const arial = canvas.measureText(text).width
        const total = (bands[band] ??= { brand: 0, arial: 0, characters: 0 })
        total.brand += brand.width
        total.arial += arial
        total.characters += text.length
        total.ascent = brand.fontBoundingBoxAscent / 100
        total.descent = brand.fontBoundingBoxDescent / 100
      }
      return bands
    })
    for (const [band, value] of Object.entries(result)) {
      const total = (totals[band] ??= { brand: 0, arial: 0, characters: 0 })
      total.brand += value.brand
      total.arial += value.arial
      total.characters += value.characters
      metrics[band] = { ascent: value.ascent, descent: value.descent }
    }
  }
  const percent = (value) => `${(value * 100).toFixed(2)}%`
  console.log('| face and weights | characters | size-adjust | ascent-override | descent-override |')
  console.log('|---|---:|---:|---:|---:|')
  for (const [band, total] of Object.entries(totals).sort()) {
    const ratio = total.brand / total.arial
    const { ascent, descent } = metrics[band]
    console.log(`| ${band} | ${total.characters} | ${percent(ratio)} | ${percent(ascent / ratio)} | ${percent(descent / ratio)} |`)
  }
} finally {
  await browser.close()
  await server.stop()
}
